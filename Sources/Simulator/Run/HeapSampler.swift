import ChatModel
import MemoryProbe

/// The run's readings of the live heap: for the memory budget (``RunBudget/Meter``) and the
/// heap's peak growth (`hostAllocatedPeakBytes`), out of the frames' timing.
///
/// A reading is taken every ``RunBudget/sampleInterval`` frames — less often when reading is
/// expensive: glibc's `mallinfo2` walks every free chunk of every arena, so on a large,
/// fragmented heap (a test process holding a big message store, say) one reading can cost as
/// much as many frames. Each time a reading takes more than 1/32 of the CPU time since the
/// previous one, the interval doubles, up to ``maxInterval`` frames; with jemalloc (the
/// `chatrig` executable) a reading costs microseconds and the interval stays at 64. Intervals
/// stay multiples of ``RunBudget/sampleInterval``, the frames the meter checks.
struct HeapSampler {
    /// The longest interval between two readings, frames (8.5 s at 120 Hz).
    static let maxInterval = 16 * RunBudget.sampleInterval
    /// The most a reading may cost, as a fraction of the CPU time since the previous one,
    /// before the interval doubles.
    static let costShare: UInt64 = 32

    /// Reads the allocator (``MemoryProbe/readAllocated()``; tests script it).
    private let read: () -> MemoryFigure
    /// The calling thread's CPU time, ns (``HostCPUClock``; tests script it).
    private let clock: () -> UInt64
    /// The heap's allocated bytes as the run began.
    let startAllocated: UInt64
    /// The most allocated bytes read so far.
    private(set) var peakAllocated: UInt64
    /// Frames between readings now.
    private(set) var interval = RunBudget.sampleInterval
    private var nextFrame = 0
    /// The thread's CPU clock when the last reading ended.
    private var lastReadingEnd: UInt64?

    init(read: @escaping () -> MemoryFigure = MemoryProbe().readAllocated, clock: @escaping () -> UInt64 = HostCPUClock.now) {
        self.read = read
        self.clock = clock
        startAllocated = read().bytes
        peakAllocated = startAllocated
    }

    /// Reads the heap if `frame` is due a reading, checking it against `meter`; returns
    /// whether it read (the caller's frame timing restarts after it).
    mutating func sampleIfDue(frame: Int, at now: VirtualInstant, meter: RunBudget.Meter) throws(RunBudgetExceeded) -> Bool {
        guard frame >= nextFrame else { return false }
        let before = clock()
        let allocated = read()
        try meter.check(frame: frame, at: now, allocated: allocated)
        peakAllocated = max(peakAllocated, allocated.bytes)
        let after = clock()
        if let lastReadingEnd, interval < Self.maxInterval,
           (after &- before) &* Self.costShare > before &- lastReadingEnd {
            interval *= 2
        }
        lastReadingEnd = after
        nextFrame = frame + interval
        return true
    }

    /// Growth of the allocated heap over the run's start at its peak, bytes.
    var peakGrowth: UInt64 { peakAllocated > startAllocated ? peakAllocated - startAllocated : 0 }
}
