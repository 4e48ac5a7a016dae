import ChatModel
import Testing
@testable import Simulator

@Suite struct MetricsRecorderTests {
    private func record(_ events: [RunEvent], frame: Int = 0) -> MetricsRecorder {
        var recorder = MetricsRecorder()
        recorder.beginFrame(frame, at: .zero)
        for event in events { recorder.record(event) }
        return recorder
    }

    @Test func nearestRankPercentiles() {
        let sorted = (1...100).map(Double.init)
        #expect(Percentile.nearestRank(50, ofSorted: sorted) == 50)
        #expect(Percentile.nearestRank(99, ofSorted: sorted) == 99)
        #expect(Percentile.nearestRank(100, ofSorted: sorted) == 100)
        #expect(Percentile.nearestRank(90, ofSorted: [1, 2, 3]) == 3)
        #expect(Percentile.nearestRank(50, ofSorted: []) == 0)
    }

    @Test func hitchTimeRatioIsLatenessPerSecond() {
        // Two frames over an 8.33 ms budget by 1.67 and 11.67 ms, in a 2 s run.
        let recorder = record([
            .frameClosed(costMilliseconds: 10, budgetMilliseconds: 8.33),
            .frameClosed(costMilliseconds: 5, budgetMilliseconds: 8.33),
            .frameClosed(costMilliseconds: 20, budgetMilliseconds: 8.33),
        ])
        let metrics = recorder.metrics(duration: .seconds(2))
        #expect(metrics[.hitches] == 2)
        #expect(abs(metrics[.hitchTimeRatio]! - (1.67 + 11.67) / 2) < 1e-9)
        #expect(metrics[.frameCostMax] == 20)
        #expect(metrics[.frameCostP50] == 10)
        #expect(recorder.findings.map(\.message) == ["frame took 10 ms of modelled work against a 8.33 ms budget"])
        #expect(recorder.findings.first?.occurrences == 2)
    }

    @Test func driftBelowHalfAPointIsNotCounted() {
        let recorder = record([.anchorMoved(.message(MessageID(4)), points: 0.4), .anchorMoved(.message(MessageID(4)), points: -3)])
        let metrics = recorder.metrics(duration: .seconds(1))
        #expect(metrics[.anchorDriftCount] == 1)
        #expect(metrics[.anchorDriftMax] == 3)
        #expect(recorder.findings.map(\.kind) == [.anchorDrift])
    }

    @Test func findingsKeepFirstOccurrenceAndCount() {
        var recorder = MetricsRecorder()
        recorder.beginFrame(5, at: VirtualInstant(seconds: 0.05))
        recorder.record(.snapshotError("first"))
        recorder.beginFrame(9, at: VirtualInstant(seconds: 0.09))
        recorder.record(.snapshotError("second"))
        recorder.beginFrame(2, at: VirtualInstant(seconds: 0.02))
        recorder.record(.frameClosed(costMilliseconds: 9, budgetMilliseconds: 8))
        let findings = recorder.findings
        #expect(findings.map(\.kind) == [.hitch, .snapshotError])
        #expect(findings[1].frame == 5 && findings[1].message == "first" && findings[1].occurrences == 2)
    }

    @Test func aRefusedRequestAndAFailedRetrievalAreFindingsNotSilence() {
        let recorder = record([.invalidRequest("resize to -1 × 10: bad"), .retrievalFailed("disk I/O error")])
        #expect(recorder.findings.map(\.kind) == [.invariantViolation, .retrievalFailure])
        #expect(recorder.findings.map(\.message) == [
            "the scroll view refused resize to -1 × 10: bad",
            "retrieving a reply's sources failed: disk I/O error",
        ])
    }
}
