/// Host CPU time per simulated frame: bracket each frame's engine and controller work with
/// ``beginFrame()`` / ``endFrame()`` on the simulation thread, then read ``histogram``.
public struct HostFrameClock: Sendable {
    public private(set) var histogram = HostHistogram()
    private var frameStart: HostTimer?

    public init() {}

    /// Starts timing a frame.
    public mutating func beginFrame() {
        frameStart = HostTimer.start()
    }

    /// Ends the frame begun last, records its CPU time and returns it in nanoseconds
    /// (0 without a matching ``beginFrame()``).
    @discardableResult
    public mutating func endFrame() -> UInt64 {
        guard let start = frameStart else { return 0 }
        frameStart = nil
        let elapsed = start.elapsedNanoseconds()
        histogram.record(nanoseconds: elapsed)
        return elapsed
    }

    /// Ends the frame begun last and begins the next with one clock reading: frames that
    /// follow each other back to back cost one read of the thread's CPU clock (a system
    /// call on Linux) instead of two. Records nothing without a frame begun.
    @discardableResult
    public mutating func lap() -> UInt64 {
        let now = HostCPUClock.now()
        defer { frameStart = HostTimer(startNanoseconds: now) }
        guard let start = frameStart else { return 0 }
        let elapsed = now >= start.startNanoseconds ? now - start.startNanoseconds : 0
        histogram.record(nanoseconds: elapsed)
        return elapsed
    }

    /// Times `body` as one frame.
    public mutating func measureFrame<T>(_ body: () throws -> T) rethrows -> T {
        beginFrame()
        defer { endFrame() }
        return try body()
    }
}
