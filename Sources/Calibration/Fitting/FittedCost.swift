import Simulator

/// One cost figure fitted from a recording's intervals, with where it came from.
public struct FittedCost: Hashable, Sendable {
    public var key: DeviceProfile.Costs.Key
    /// The fitted figure, µs (per unit for a per-unit key).
    public var value: Double
    /// Intervals of this key in the recording.
    public var intervals: Int
    /// Intervals the fit used: all of them, or a uniform sample of
    /// ``SampleReservoir/capacity`` when there were more.
    public var sampled: Int
    /// Median duration, µs (per-unit key: median of duration ÷ count, µs per unit).
    public var median: Double
    /// Interquartile range of the same quantity.
    public var spread: Double
    /// Median absolute difference between an interval's duration and the fit's
    /// prediction for it, µs.
    public var residual: Double
    /// Per-unit key: the fit's fixed part per interval, µs (the signpost's own overhead and
    /// work not proportional to the count); 0 for a fixed key.
    public var intercept: Double
    /// The export files the intervals came from, as given.
    public var files: [String]
}

/// Why a cost figure with intervals in the recording was not fitted.
public enum UnfittedReason: Hashable, Sendable {
    /// Fewer intervals than ``CostFitter/minimumIntervals``.
    case tooFewIntervals(Int)
    /// A per-unit key whose intervals carry no `n=<count>`, or all the same count.
    case noUnitCounts(Int)
    /// A per-unit fit whose slope came out negative (µs per unit): the count does not
    /// explain the duration.
    case negativeSlope(Double)
}
