import ReportModel
import RunResults

/// One finished run of a pair, as a job hands it back.
struct PairRun: Sendable {
    var result: RunResult
    var recording: RunRecording?
    var trace: [FrameRecord]?
    var inputs: [InputMark]
}
