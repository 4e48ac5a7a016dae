/// What a replay with the calibrated profile predicted for the session: each frame's
/// modelled cost, which frames hitched, and ChatRig's own hitch figures.
public struct PredictedFrames: Hashable, Sendable {
    /// Seconds between frames (1 ÷ refresh rate).
    public var frameInterval: Double
    /// Modelled main-thread work of each frame, ms.
    public var frameCosts: [Double]
    /// Indices of the frames that hitched.
    public var hitchFrames: [Int]
    /// The run's `hitchTimeRatio` (ms late per s).
    public var hitchTimeRatio: Double
    /// The run's virtual length, s.
    public var duration: Double

    public init(frameInterval: Double, frameCosts: [Double], hitchFrames: [Int], hitchTimeRatio: Double, duration: Double) {
        self.frameInterval = frameInterval
        self.frameCosts = frameCosts
        self.hitchFrames = hitchFrames
        self.hitchTimeRatio = hitchTimeRatio
        self.duration = duration
    }
}
