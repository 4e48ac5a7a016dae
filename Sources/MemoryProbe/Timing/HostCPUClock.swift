import CJemallocShim

/// The calling thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), the host clock
/// for engine cost (read once a frame by ``HostFrameClock``, once per 64 frames by
/// ``WindowedFrameClock``). Time the thread spends descheduled does not count, so the
/// figure is steadier than wall time on a loaded machine — but it is still a host figure:
/// it is reported with percentiles and never compared byte for byte.
public enum HostCPUClock {
    /// Nanoseconds of CPU time the calling thread has used. O(1): one `clock_gettime`, which
    /// for a CPU-time clock is a system call on Linux (the vDSO serves only wall clocks).
    public static func now() -> UInt64 { chatrig_thread_cpu_time_ns() }
}

/// Measures the calling thread's CPU time between ``start()`` and ``elapsedNanoseconds()``.
/// Start and stop on the same thread.
public struct HostTimer: Sendable {
    public private(set) var startNanoseconds: UInt64

    /// A timer started now.
    public static func start() -> HostTimer { HostTimer(startNanoseconds: HostCPUClock.now()) }

    /// CPU nanoseconds since the timer started.
    public func elapsedNanoseconds() -> UInt64 {
        let now = HostCPUClock.now()
        return now >= startNanoseconds ? now - startNanoseconds : 0
    }

    /// Runs `body` and returns its result with the CPU nanoseconds it took on this thread.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, nanoseconds: UInt64) {
        let timer = start()
        let result = try body()
        return (result, timer.elapsedNanoseconds())
    }
}
