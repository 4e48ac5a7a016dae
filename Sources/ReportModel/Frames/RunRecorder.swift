import RunResults

/// Collects a run's ``RunRecording`` frame by frame (``add(_:)`` is the simulation's frame
/// observer), so the run never holds its whole trace: about 18 bytes a frame plus the
/// filmstrip's few frames.
public final class RunRecorder {
    private var series: FrameSeries
    private var selection = FilmstripSelection()

    /// - Parameters: frameInterval: seconds between frames; budget: the frame budget, ms.
    public init(frameInterval: Double, budget: Double) {
        series = FrameSeries(frameInterval: frameInterval, budget: budget)
    }

    public func add(_ record: FrameRecord) {
        series.append(record)
        selection.add(record)
    }

    /// The recording of the frames added so far.
    public func recording(summary: String, inputs: [InputMark], screen: ScreenGeometry) -> RunRecording {
        let (pictures, omitted) = selection.pictures()
        return RunRecording(summary: summary, series: series, pictures: pictures, picturesOmitted: omitted,
                            inputs: inputs, screen: screen)
    }
}
