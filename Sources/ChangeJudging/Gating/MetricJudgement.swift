import RunResults

/// The judgement of one metric of one (scenario, strategy) pair present in base and head.
public struct MetricJudgement: Sendable, Hashable {
    /// What the comparison concluded.
    public enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// Worse beyond tolerance (deterministic), or significantly worse by at least the
        /// minimum effect (host).
        case regression
        /// Better beyond tolerance, or significantly better by at least the minimum effect.
        case improvement
        /// Changed, but within tolerance (deterministic) or not significantly (host).
        case withinTolerance
        /// Identical (deterministic), or a host metric with no detectable difference.
        case unchanged
        /// A host metric with too few samples to test: reported, never gated.
        case notGated
    }

    public var scenario: String
    public var strategy: String
    public var metric: Metric
    /// The base value: for a host metric, the median of its samples.
    public var base: Double
    /// The head value: for a host metric, the median of its samples.
    public var head: Double
    public var verdict: Verdict
    /// The tolerance applied (deterministic), or the minimum effect as `relative` (host).
    public var tolerance: Tolerance
    /// The significance test of a gated host metric.
    public var test: MannWhitneyU?
    /// Samples on each side (host metrics).
    public var baseSamples: Int
    public var headSamples: Int

    /// head − base.
    public var delta: Double { head - base }
    /// delta / |base|, or nil when the base is 0.
    public var relativeDelta: Double? { base == 0 ? nil : delta / abs(base) }
    /// Whether the value moved at all.
    public var changed: Bool { head != base }
}
