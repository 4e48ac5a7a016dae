import ChatModel

/// Everything one run needs besides the controller and the message store.
public struct RunConfiguration: Sendable {
    /// Scenario name, for the result.
    public var scenario: String
    /// The strategy as written, for the result.
    public var strategy: String
    public var device: DeviceProfile
    /// The seed every random draw of the run derives from.
    public var seed: UInt64
    /// Virtual length of the run.
    public var duration: VirtualDuration
    public var timeline: Timeline
    /// Messages a load-more page holds.
    public var pageSize: Int
    /// Whether to keep a per-frame trace (``FrameRecord``).
    public var recordsTrace: Bool

    public init(
        scenario: String, strategy: String, device: DeviceProfile, seed: UInt64,
        duration: VirtualDuration, timeline: Timeline, pageSize: Int = 50, recordsTrace: Bool = false
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.device = device
        self.seed = seed
        self.duration = duration
        self.timeline = timeline
        self.pageSize = pageSize
        self.recordsTrace = recordsTrace
    }
}

extension RunConfiguration {
    /// The frames the run has: one a frame interval from 0 while the clock is before
    /// ``duration`` (the duration over the interval, rounded up). O(1).
    var frameCount: Int64 {
        let interval = max(1, device.frameInterval.microseconds)
        return (duration.microseconds + interval - 1) / interval
    }
}
