/// How far a metric may move in its worse direction before a comparison calls the move a
/// regression: an absolute amount in the metric's unit and a fraction of the base value.
///
/// A change is within tolerance when it is no larger than either allowance — the larger of
/// ``absolute`` and ``relative`` × |base| (``allowance(base:)``) — so a tolerance of
/// `absolute: 2, relative: 5%` forgives 2 applies on a base of 10 and 50 on a base of 1,000.
/// The zero tolerance (the default) forgives nothing: any worse change regresses.
///
/// For a host metric, ``relative`` is the minimum effect a significant change must reach.
public struct Tolerance: Hashable, Sendable {
    /// Allowed worse change in the metric's unit (≥ 0).
    public var absolute: Double
    /// Allowed worse change as a fraction of the base value (≥ 0; 0.05 is 5 %).
    public var relative: Double
    /// How much the metric may grow per tenfold history (`growth: 5% per 10x history`),
    /// judged by `sweep --history`; nil when unbounded.
    public var growth: GrowthBound?
    /// How much the metric may grow per tenfold reply length (`growth: 10% per 10x reply`),
    /// judged by `sweep --reply-tokens`; nil when unbounded.
    public var replyGrowth: GrowthBound?

    public init(absolute: Double = 0, relative: Double = 0) {
        self.absolute = absolute
        self.relative = relative
    }

    /// No change forgiven.
    public static let zero = Tolerance()

    /// The largest worse change forgiven against `base`: max(absolute, relative × |base|).
    public func allowance(base: Double) -> Double {
        max(absolute, relative * abs(base))
    }
}
