/// Where a run's modelled frame cost went: by ``CostOperation`` and by ``FramePhase``, summed
/// over the run, and for the frames that set the frame-cost percentiles and maximum.
///
/// The operations of each frame add up to the frame's cost (within floating-point rounding:
/// the frame's total is summed in the order the work happened), so `compare` can say why a
/// frame-cost figure moved: "frameCostP99 +0.31 ms: configure assistant cell +0.22 ms, …".
public struct CostAttribution: Sendable, Hashable {
    /// One frame's modelled work.
    public struct Frame: Sendable, Hashable {
        /// The frame's index in the run.
        public var frame: Int
        /// Virtual seconds at the frame's start.
        public var time: Double
        /// The frame's modelled cost, ms.
        public var cost: Double
        public var operations: OperationCosts
        public var phases: FramePhaseCosts

        public init(frame: Int, time: Double, cost: Double, operations: OperationCosts, phases: FramePhaseCosts) {
            self.frame = frame
            self.time = time
            self.cost = cost
            self.operations = operations
            self.phases = phases
        }
    }

    /// The frame-cost metrics whose frame is kept: each is one frame's cost.
    public static var frameMetrics: [Metric] { CostAttributionRecorder.percentiles.map(\.0) }

    /// Every frame's operations summed, ms.
    public var operations: OperationCosts
    /// Every frame's phases summed, ms.
    public var phases: FramePhaseCosts
    /// The frame whose cost each of ``frameMetrics`` reports (the earliest of equal cost),
    /// in ``frameMetrics`` order; empty for a run without frames.
    public var frames: [(metric: Metric, frame: Frame)]

    public init(operations: OperationCosts, phases: FramePhaseCosts, frames: [(metric: Metric, frame: Frame)]) {
        self.operations = operations
        self.phases = phases
        self.frames = frames
    }

    /// The frame that set `metric`, or nil.
    public func frame(for metric: Metric) -> Frame? {
        frames.first { $0.metric == metric }?.frame
    }

    public static func == (lhs: CostAttribution, rhs: CostAttribution) -> Bool {
        lhs.operations == rhs.operations && lhs.phases == rhs.phases
            && lhs.frames.map(\.metric) == rhs.frames.map(\.metric) && lhs.frames.map(\.frame) == rhs.frames.map(\.frame)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(operations)
        hasher.combine(phases)
        for entry in frames { hasher.combine(entry.metric); hasher.combine(entry.frame) }
    }
}

/// Collects each closed frame's operations during a run and yields its ``CostAttribution``.
///
/// Keeps every frame's non-zero operations (a few a frame) so the frames that set the
/// percentiles can be named after the run. O(operations) a frame.
struct CostAttributionRecorder {
    /// One closed frame: its cost, start time and phases, and where its operations begin in
    /// ``entries`` (one record a frame: one append a frame).
    private struct ClosedFrame {
        var cost: Double
        var time: Double
        var phases: FramePhaseCosts
        var firstEntry: Int
    }

    private var frames: [ClosedFrame] = []
    /// Every frame's non-zero operations, one after another, from each frame's `firstEntry`.
    private var entries: [(operation: CostOperation, milliseconds: Double)] = []
    private var totalPhases = FramePhaseCosts()

    /// Makes room for a run of `frames` frames, so that recording never grows the storage
    /// (each growth copies it and touches fresh pages). O(1) until the first record.
    mutating func reserveCapacity(frames: Int) {
        self.frames.reserveCapacity(frames)
        entries.reserveCapacity(frames * Self.entriesPerFrame)
    }

    /// Operations with a cost in a frame, about: most frames have a few (an estimate from the
    /// bundled suite's streamed replies).
    private static let entriesPerFrame = 4

    /// Records the frame that just closed with `cost` ms, made of `operations` and `phases`.
    mutating func record(time: Double, cost: Double, operations: OperationCosts, phases: FramePhaseCosts) {
        frames.append(ClosedFrame(cost: cost, time: time, phases: phases, firstEntry: entries.count))
        totalPhases.add(phases)
        // The operations' totals are summed from these when the run ends: each operation's
        // costs in frame order, the same additions as adding every frame as it closes (a
        // frame without that operation adds zero, which changes nothing).
        operations.appendNonZero(to: &entries)
    }

    /// The attribution of the frames recorded. O(n log n) for n frames.
    func attribution() -> CostAttribution {
        var totalOperations = OperationCosts()
        for entry in entries { totalOperations[entry.operation] += entry.milliseconds }
        let costs = frames.map(\.cost)
        let sorted = costs.sorted()
        var attributed: [(metric: Metric, frame: CostAttribution.Frame)] = []
        if !sorted.isEmpty {
            for (metric, percentile) in Self.percentiles {
                let value = percentile.map { Percentile.nearestRank($0, ofSorted: sorted) } ?? sorted[sorted.count - 1]
                guard let index = costs.firstIndex(of: value) else { continue }
                attributed.append((metric, frame(index)))
            }
        }
        return CostAttribution(operations: totalOperations, phases: totalPhases, frames: attributed)
    }

    /// The percentile each of ``CostAttribution/frameMetrics`` reports (nil: the maximum),
    /// as ``MetricsRecorder`` computes it.
    static let percentiles: [(Metric, Double?)] = [(.frameCostP50, 50), (.frameCostP90, 90), (.frameCostP99, 99), (.frameCostMax, nil)]

    private func frame(_ index: Int) -> CostAttribution.Frame {
        var operations = OperationCosts()
        let record = frames[index]
        let end = index + 1 < frames.count ? frames[index + 1].firstEntry : entries.count
        for entry in entries[record.firstEntry..<end] { operations[entry.operation] = entry.milliseconds }
        return CostAttribution.Frame(frame: index, time: record.time, cost: record.cost, operations: operations, phases: record.phases)
    }
}
