import ChatModel
import MemoryProbe

/// The run's readings of the live heap: for the memory budget (``RunBudget/Meter``) and the
/// heap's peak growth (`hostAllocatedPeakBytes`), out of the frames' timing.
///
/// The allocator is read every ``RunBudget/sampleInterval`` frames — less often when reading it
/// is expensive: glibc's `mallinfo2` walks every free chunk of every arena, so on a large,
/// fragmented heap (a test process holding a big message store, say) one reading can cost as
/// much as many frames (measured: 1.5–2 ms on a heap that held a 100,000-message store, against
/// a run of 60–80 ms). After each reading the interval doubles until a reading would cost at
/// most 1/32 of the CPU time of the frames between two readings (at the frames' cost since the
/// previous reading), up to ``maxInterval`` frames; with jemalloc (the `chatrig` executable) a
/// reading costs microseconds and the interval stays at 64.
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
    /// The reading as the run began serves frame 0: the next is due at frame 64.
    private var nextFrame = RunBudget.sampleInterval
    private var nextGuardFrame = 0
    /// The resident set at the last allocator reading (read only once the guard is needed).
    private var residentAtReading: UInt64?
    /// The thread's CPU clock when the last reading ended, and its frame.
    private var lastReadingEnd: UInt64?
    private var lastReadingFrame = 0

    init(read: @escaping () -> MemoryFigure = MemoryProbe().readAllocated,
         resident: @escaping () -> UInt64 = { MemoryProbe.residentSetSize().bytes },
         clock: @escaping () -> UInt64 = HostCPUClock.now) {
        self.read = read
        self.resident = resident
        self.clock = clock
        start = read()
        peakAllocated = start.bytes
        lastReadingEnd = clock()
    }

    /// Reads the heap if `frame` is due a reading (or the guard's look), checking it against
    /// `meter`; returns whether it read (the caller's frame timing restarts after it).
    mutating func sampleIfDue(frame: Int, at now: VirtualInstant, meter: RunBudget.Meter) throws(RunBudgetExceeded) -> Bool {
        if frame >= nextFrame {
            try readAllocator(frame: frame, at: now, meter: meter)
            return true
        }
        guard interval > Self.guardInterval, frame >= nextGuardFrame else { return false }
        nextGuardFrame = frame + Self.guardInterval
        let residentNow = resident()
        guard let residentAtReading else {
            self.residentAtReading = residentNow
            return true
        }
        if residentNow > residentAtReading, residentNow - residentAtReading > meter.budget.maxHeapGrowth / Self.guardShare {
            try readAllocator(frame: frame, at: now, meter: meter)
        }
        return true
    }

    private mutating func readAllocator(frame: Int, at now: VirtualInstant, meter: RunBudget.Meter) throws(RunBudgetExceeded) {
        let before = clock()
        let allocated = read()
        try meter.check(frame: frame, at: now, allocated: allocated)
        peakAllocated = max(peakAllocated, allocated.bytes)
        let after = clock()
        if let lastReadingEnd {
            // Doubles until a reading costs at most 1/32 of the frames between two readings, at
            // the frames' cost since the last one: straight to the interval it needs, not one
            // doubling a reading (the first few readings of an expensive heap cost the most).
            let framesTime = Double(before &- lastReadingEnd) / Double(max(1, frame - lastReadingFrame))
            let readingTime = Double(after &- before)
            while interval < Self.maxInterval, readingTime * Double(Self.costShare) > framesTime * Double(interval) {
                interval *= 2
            }
        }
        lastReadingEnd = after
        lastReadingFrame = frame
        nextFrame = frame + interval
        nextGuardFrame = frame + Self.guardInterval
        if interval > Self.guardInterval { residentAtReading = resident() }
    }

    /// Growth of the allocated heap over the run's start at its peak, bytes.
    var peakGrowth: UInt64 { peakAllocated > startAllocated ? peakAllocated - startAllocated : 0 }
}
