/// What the runner keeps of one run for the pictures, beside its metrics: the frame
/// series, the filmstrip frames, the scenario's actions and the screen. Held in memory
/// for the report writers; never part of `report.json`.
public struct RunRecording: Sendable, Hashable {
    /// The scenario's `summary:` as written.
    public var summary: String
    public var series: FrameSeries
    /// The frames that matter, drawn as filmstrip pictures, in frame order.
    public var pictures: [ScreenPicture]
    /// Load-more frames past ``FilmstripSelection/limit`` that were not drawn.
    public var picturesOmitted: Int
    /// The scenario's timeline actions.
    public var inputs: [InputMark]
    public var screen: ScreenGeometry

    public init(
        summary: String, series: FrameSeries, pictures: [ScreenPicture], picturesOmitted: Int = 0,
        inputs: [InputMark], screen: ScreenGeometry
    ) {
        self.summary = summary
        self.series = series
        self.pictures = pictures
        self.picturesOmitted = picturesOmitted
        self.inputs = inputs
        self.screen = screen
    }
}
