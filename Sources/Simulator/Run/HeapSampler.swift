import ChatModel
import MemoryProbe

/// The run's readings of the live heap: for the memory budget (``RunBudget/Meter``) and the
/// heap's peak growth (`hostAllocatedPeakBytes`), out of the frames' timing.
///
/// The allocator is read every ``RunBudget/sampleInterval`` frames — less often when reading it
/// is expensive: glibc's `mallinfo2` walks every free chunk of every arena, so on a large,
/// fragmented heap (a test process holding a big message store, say) one reading can cost as
/// much as many frames (measured: 1.5–2 ms on a heap that held a 100,000-message store, against
/// a run of 60–80 ms). After each reading — the one that starts the run included — the interval
/// doubles until a reading would cost at most 1/32 of the CPU time of the frames between two
/// readings (at the frames' cost since the previous reading; before the first frame, at
/// ``leastFrameTime``), up to ``maxInterval`` frames; with jemalloc (the `chatrig` executable)
/// a reading costs microseconds and the interval stays at 64.
///
/// While the interval is longer than ``guardInterval``, the resident set — a cheap reading —
/// stands guard every ``guardInterval`` frames in between: when it has grown by more than
/// 1/``guardShare`` of the budget's heap growth since the last reading of the allocator, the
/// allocator is read then. A heap can pass its budget between two readings only by growing
/// into memory it holds already (freed, still resident) plus that much; the next reading
/// catches it. Every reading lands on a multiple of ``RunBudget/sampleInterval``, the frames
/// the meter checks.
struct HeapSampler {
    /// The longest interval between two looks at the heap (an allocator reading or the guard's),
    /// frames (8.5 s at 120 Hz).
    static let guardInterval = 16 * RunBudget.sampleInterval
    /// The longest interval between two readings of the allocator, frames (2 min 17 s at
    /// 120 Hz): a reading then costs under 1/32 of the frames' time even on a heap whose reading
    /// takes a few milliseconds.
    static let maxInterval = 256 * RunBudget.sampleInterval
    /// The most a reading may cost, as a fraction of the CPU time since the previous one,
    /// before the interval doubles.
    static let costShare: UInt64 = 32
    /// The resident set's growth since the last allocator reading that calls for another, as a
    /// fraction of the budget's heap growth.
    static let guardShare: UInt64 = 16

    /// Reads the allocator (``MemoryProbe/readAllocated()``; tests script it).
    private let read: () -> MemoryFigure
    /// Reads the resident set, bytes (``MemoryProbe/residentSetSize()``; tests script it).
    private let resident: () -> UInt64
    /// The calling thread's CPU time, ns (``HostCPUClock``; tests script it).
    private let clock: () -> UInt64
    /// The allocator's reading as the run began (the budget's meter starts from it too).
    let start: MemoryFigure
    /// The heap's allocated bytes as the run began.
    var startAllocated: UInt64 { start.bytes }
    /// The most allocated bytes read so far.
    private(set) var peakAllocated: UInt64
    /// Frames between allocator readings now.
    private(set) var interval = RunBudget.sampleInterval
    /// The reading as the run began serves frame 0; the next is due one interval later.
    private var nextFrame: Int
    private var nextGuardFrame = 0
    /// The resident set at the last allocator reading (read only while the interval is longer
    /// than ``guardInterval``, when the guard needs it).
    private var residentAtReading: UInt64 = 0
    /// The thread's CPU clock when the last reading ended, and its frame.
    private var lastReadingEnd: UInt64
    private var lastReadingFrame = 0

    init(read: @escaping () -> MemoryFigure = MemoryProbe().readAllocated,
         resident: @escaping () -> UInt64 = { MemoryProbe.residentSetSize().bytes },
         clock: @escaping () -> UInt64 = HostCPUClock.now) {
        self.read = read
        self.resident = resident
        self.clock = clock
        let before = clock()
        start = read()
        let after = clock()
        peakAllocated = start.bytes
        lastReadingEnd = after
        // No frame has run yet: until one has, a frame is taken to cost ``leastFrameTime``.
        let first = Self.interval(for: Double(after &- before), framesTime: Self.leastFrameTime, from: RunBudget.sampleInterval)
        nextFrame = first
        interval = first
        nextGuardFrame = Self.guardInterval
        if first > Self.guardInterval { residentAtReading = resident() }
    }

    /// What a frame is taken to cost before any has been measured, ns: about the least a frame
    /// costs (one in which nothing happens: 2.2–3.3 µs, measured with the release build's
    /// idle-replay benchmarks). A reading of up to 4 µs (jemalloc's) keeps the first interval at
    /// 64 frames; a reading of milliseconds (glibc's on a large heap) spaces the readings out
    /// before the first frame, and the next reading measures the frames' real cost.
    static let leastFrameTime = 2_000.0

    /// `interval` doubled until a reading costing `readingTime` costs at most 1/``costShare``
    /// of the frames between two readings, at `framesTime` a frame, up to ``maxInterval``.
    private static func interval(for readingTime: Double, framesTime: Double, from interval: Int) -> Int {
        var interval = interval
        while interval < maxInterval, readingTime * Double(costShare) > framesTime * Double(interval) {
            interval *= 2
        }
        return interval
    }

    /// Whether `frame` is due a reading of the allocator or the guard's look. O(1).
    func isDue(_ frame: Int) -> Bool {
        frame >= nextFrame || (interval > Self.guardInterval && frame >= nextGuardFrame)
    }

    /// Reads the heap if `frame` is due a reading (or the guard's look, ``isDue(_:)``), checking
    /// it against `meter`. The caller keeps it out of its frame timing.
    mutating func sampleIfDue(frame: Int, at now: VirtualInstant, meter: RunBudget.Meter) throws(RunBudgetExceeded) {
        if frame >= nextFrame {
            try readAllocator(frame: frame, at: now, meter: meter)
            return
        }
        guard interval > Self.guardInterval, frame >= nextGuardFrame else { return }
        nextGuardFrame = frame + Self.guardInterval
        let residentNow = resident()
        if residentNow > residentAtReading, residentNow - residentAtReading > meter.budget.maxHeapGrowth / Self.guardShare {
            try readAllocator(frame: frame, at: now, meter: meter)
        }
    }

    private mutating func readAllocator(frame: Int, at now: VirtualInstant, meter: RunBudget.Meter) throws(RunBudgetExceeded) {
        let before = clock()
        let allocated = read()
        try meter.check(frame: frame, at: now, allocated: allocated)
        peakAllocated = max(peakAllocated, allocated.bytes)
        let after = clock()
        // Doubles until a reading costs at most 1/32 of the frames between two readings, at the
        // frames' cost since the last one: straight to the interval it needs, not one doubling a
        // reading (the first few readings of an expensive heap cost the most).
        let framesTime = Double(before &- lastReadingEnd) / Double(max(1, frame - lastReadingFrame))
        interval = Self.interval(for: Double(after &- before), framesTime: framesTime, from: interval)
        lastReadingEnd = after
        lastReadingFrame = frame
        nextFrame = frame + interval
        nextGuardFrame = frame + Self.guardInterval
        if interval > Self.guardInterval { residentAtReading = resident() }
    }

    /// Growth of the allocated heap over the run's start at its peak, bytes.
    var peakGrowth: UInt64 { peakAllocated > startAllocated ? peakAllocated - startAllocated : 0 }
}
