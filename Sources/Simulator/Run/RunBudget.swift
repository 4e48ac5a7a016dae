import ChatModel
import MemoryProbe

/// What one run may use: a number of frames and a growth of its live heap. A run that
/// would pass either stops with ``RunBudgetExceeded`` — a clear error, exit status 2 in
/// `chatrig` — instead of spinning for hours or meeting the kernel's OOM killer.
///
/// Scenario files are validated against `ScenarioLimits`, which keep every run well inside
/// ``standard``; the budget is the backstop for what validation cannot see (runs
/// configured through the API, a strategy that leaks, a frame trace of a long run).
///
/// - Frames are checked before the first frame: the count follows from the duration and
///   the frame interval, so a run over budget costs nothing.
/// - Memory is the growth of the process's live heap since the run began (jemalloc's
///   `allocated`, or glibc's `mallinfo2` in-use bytes; resident memory where neither
///   exists), read every ``sampleInterval`` frames, or a multiple of it when reading is
///   expensive (`HeapSampler`). It measures what the run holds, not
///   what the allocator keeps around, and it cannot change any result: a run either stays
///   under the ceiling, identical to an unbudgeted one, or stops.
public struct RunBudget: Hashable, Sendable {
    /// Most frames a run may have.
    public var maxFrames: Int
    /// Largest growth of the live heap, bytes.
    public var maxHeapGrowth: UInt64

    public init(maxFrames: Int, maxHeapGrowth: UInt64) {
        self.maxFrames = maxFrames
        self.maxHeapGrowth = maxHeapGrowth
    }

    /// 864 000 frames — the longest scenario (1 hour) at the highest refresh rate (240 Hz)
    /// — and 4 GiB of heap growth: over a hundred times what the largest valid scenarios
    /// grow it by (under 30 MB, measured), and within a laptop's memory.
    public static let standard = RunBudget(maxFrames: 864_000, maxHeapGrowth: 4 << 30)

    /// Frames between two memory readings (a reading refreshes allocator statistics).
    public static let sampleInterval = 64

    /// Starts metering a run of `configuration`; throws at once when it needs more frames
    /// than ``maxFrames``.
    /// - Parameter startHeap: a reading of the allocator just taken, the heap the meter starts
    ///   from (nil: read it now).
    func meter(for configuration: RunConfiguration, startHeap: MemoryFigure? = nil) throws(RunBudgetExceeded) -> Meter {
        let frames = configuration.frameCount
        if frames > Int64(maxFrames) {
            throw RunBudgetExceeded(
                run: "\(configuration.scenario) · \(configuration.strategy)",
                reason: "it needs \(frames) frames (\(configuration.duration.seconds) s at \(configuration.device.refreshRate) Hz) and a run may have at most \(maxFrames)")
        }
        return Meter(budget: self, run: "\(configuration.scenario) · \(configuration.strategy)", startHeap: startHeap)
    }

    /// The running check of one run.
    struct Meter {
        let budget: RunBudget
        let run: String
        /// Reads the live heap; nil: ``RunBudget/liveHeapBytes(allocated:)``.
        private let heapBytes: (() -> UInt64)?
        private let start: UInt64

        /// - Parameter heapBytes: reads the live heap (tests script it); nil reads the
        ///   allocator, or the reading the run hands to ``check(frame:at:allocated:)``.
        /// - Parameter startHeap: a reading of the allocator just taken, to start from (nil:
        ///   read it now; unused with `heapBytes`).
        init(budget: RunBudget, run: String, heapBytes: (() -> UInt64)? = nil, startHeap: MemoryFigure? = nil) {
            self.budget = budget
            self.run = run
            self.heapBytes = heapBytes
            start = heapBytes?() ?? RunBudget.liveHeapBytes(allocated: startHeap)
        }

        /// Called at the start of each frame; reads memory every ``RunBudget/sampleInterval`` frames.
        ///
        /// - Parameter allocated: the allocator's figure the run just read for its own peak,
        ///   so one reading serves both (unused when a scripted `heapBytes` reads the heap).
        func check(frame: Int, at now: VirtualInstant, allocated: MemoryFigure? = nil) throws(RunBudgetExceeded) {
            guard frame % RunBudget.sampleInterval == 0 else { return }
            let current = heapBytes?() ?? RunBudget.liveHeapBytes(allocated: allocated)
            guard current > start, current - start > budget.maxHeapGrowth else { return }
            throw RunBudgetExceeded(
                run: run,
                reason: "at frame \(frame) (\(now.seconds) s) its heap had grown by \((current - start) >> 20) MiB, past the budget of \(budget.maxHeapGrowth >> 20) MiB")
        }
    }

    /// The process's live heap: the allocator's allocated bytes, or resident memory when
    /// the platform reports no allocated figure.
    /// `allocated`: a reading of the allocator just taken (nil: read it now).
    static func liveHeapBytes(allocated: MemoryFigure? = nil) -> UInt64 {
        let figure = allocated ?? MemoryProbe().readAllocated()
        return figure.source == .unavailable ? MemoryProbe.residentSetSize().bytes : figure.bytes
    }
}

/// A run stopped because it would pass its ``RunBudget``.
public struct RunBudgetExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    /// `scenario · strategy`.
    public var run: String
    /// What was exceeded, and by how much.
    public var reason: String

    public var description: String { "run \(run) stopped: \(reason)" }
}
