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
    public static var frameMetrics: [Metric] { frameMetricPercentiles.map(\.metric) }

    /// The percentile each of ``frameMetrics`` reports (nil: the maximum), as the metrics
    /// recorder computes it.
    package static let frameMetricPercentiles: [(metric: Metric, percentile: Double?)] = [
        (.frameCostP50, 50), (.frameCostP90, 90), (.frameCostP99, 99), (.frameCostMax, nil),
    ]

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
