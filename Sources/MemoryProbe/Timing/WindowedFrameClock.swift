import CJemallocShim

/// Host CPU time per frame for a loop of frames that follow each other back to back, at the
/// cost of a wall-clock read a frame.
///
/// ``HostFrameClock`` reads the thread's CPU clock once a frame, and on Linux that is a system
/// call: 815 ns on this project's 2-core VM against 37 ns for the monotonic clock, which the
/// vDSO serves (measured back to back, a million reads each). A frame in which nothing changes
/// costs 2–3 µs, so the CPU clock alone was a quarter of it.
///
/// This clock times each frame with the monotonic clock (``tick()``), and reads the CPU clock
/// once a window of ``windowFrames`` frames. When the window closes, its frames are recorded,
/// corrected to the window's CPU time: a thread's CPU time and its wall time advance together
/// while it runs, so the two totals differ only by time the thread spent descheduled (or, in a
/// VM, stolen). That time is taken off the window's longest frames first, each down to zero if
/// need be — where a frame interrupted by the scheduler shows it. The figures are then exact
/// for a window the thread ran through, and an estimate (stated as such) for one it did not;
/// the window's total is the thread's CPU time either way.
///
/// Between ``closeWindow()`` and ``beginWindow()`` nothing is timed: work the loop does not
/// want counted (a heap reading) goes there.
public struct WindowedFrameClock: Sendable {
    /// Frames a window holds: the CPU clock is read once per this many frames.
    public static let windowFrames = 64

    public private(set) var histogram = HostHistogram()
    /// The wall time of the window's closed frames, ns.
    private var window: [UInt64] = []
    /// The wall clock when the open frame began; nil outside a window.
    private var frameStart: UInt64?
    /// The CPU clock when the window began.
    private var windowCPUStart: UInt64 = 0
    private let wallClock: @Sendable () -> UInt64
    private let cpuClock: @Sendable () -> UInt64

    /// A clock on the monotonic wall clock and the calling thread's CPU clock.
    public init() {
        self.init(wall: { chatrig_monotonic_time_ns() }, cpu: { HostCPUClock.now() })
    }

    /// A clock on the given clocks, ns (tests script them).
    init(wall: @escaping @Sendable () -> UInt64, cpu: @escaping @Sendable () -> UInt64) {
        wallClock = wall
        cpuClock = cpu
        window.reserveCapacity(Self.windowFrames)
    }

    /// Opens a window: the first frame begins now.
    public mutating func beginWindow() {
        windowCPUStart = cpuClock()
        frameStart = wallClock()
    }

    /// Ends the frame begun last and begins the next, with one read of the wall clock; a full
    /// window closes and the next opens with one read of the CPU clock. Does nothing outside a
    /// window.
    public mutating func tick() {
        guard let start = frameStart else { return }
        let now = wallClock()
        window.append(now >= start ? now - start : 0)
        frameStart = now
        if window.count == Self.windowFrames {
            let cpuNow = cpuClock()
            recordWindow(cpuTime: cpuNow &- windowCPUStart)
            windowCPUStart = cpuNow
        }
    }

    /// Closes the window: its frames are recorded and the frame begun last is dropped (nothing
    /// is timed until ``beginWindow()``). Call it before reading ``histogram``.
    public mutating func closeWindow() {
        guard frameStart != nil else { return }
        frameStart = nil
        guard !window.isEmpty else { return }
        recordWindow(cpuTime: cpuClock() &- windowCPUStart)
    }

    /// Records the window's frames, corrected so that they add up to `cpuTime`, and empties it.
    private mutating func recordWindow(cpuTime: UInt64) {
        let wallTime = window.reduce(0, +)
        Self.takeOffLongest(wallTime > cpuTime ? wallTime - cpuTime : 0, from: &window)
        for frame in window { histogram.record(nanoseconds: frame) }
        window.removeAll(keepingCapacity: true)
    }

    /// Takes `excess` ns off `frames`, longest first: the longest is cut to the next longest,
    /// then both to the one after, and so on, none below zero. O(k log k) for k frames, only
    /// when there is an excess.
    static func takeOffLongest(_ excess: UInt64, from frames: inout [UInt64]) {
        guard excess > 0, !frames.isEmpty else { return }
        // Longest first; of equal frames, the earlier first.
        let order = frames.indices.sorted { frames[$0] != frames[$1] ? frames[$0] > frames[$1] : $0 < $1 }
        var remaining = excess
        var level = frames[order[0]]
        var count = 0
        // Lower the top `count` frames together to the next frame's level, or as far as the
        // excess goes.
        while remaining > 0, count < order.count {
            count += 1
            let next = count < order.count ? frames[order[count]] : 0
            let room = (level - next) &* UInt64(count)
            if room >= remaining {
                let cut = remaining / UInt64(count)
                level -= cut
                remaining -= cut * UInt64(count)
                break
            }
            remaining -= room
            level = next
        }
        for index in order.prefix(count) { frames[index] = level }
        // What an even share left over (less than one ns a frame) comes off the longest.
        if remaining > 0, let first = order.first { frames[first] -= min(remaining, frames[first]) }
    }
}
