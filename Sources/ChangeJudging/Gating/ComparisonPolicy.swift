import RunResults

/// How `compare` and `run --baseline` judge a head against a base.
///
/// Deterministic metrics need no statistics: any change is reported, and a change in the
/// worse direction beyond the metric's ``Tolerance`` is a regression. Host metrics are
/// gated only with ``minimumSamples`` values on each side, and then only when
/// ``MannWhitneyU`` finds the difference significant (p < ``significance``) *and* the
/// medians differ by at least the minimum effect (the metric's `relative` tolerance, else
/// ``minimumEffect``); with fewer samples they are reported, never gated.
public struct ComparisonPolicy: Sendable, Hashable {
    /// Tolerances for every scenario (a thresholds file); a run's own `gate:` overrides them.
    public var thresholds: GateTolerances
    /// Smallest relative change of a host metric's median that can regress (0.05 = 5 %).
    public var minimumEffect: Double
    /// The p-value below which a host difference is significant.
    public var significance: Double
    /// Samples needed on each side before a host metric is gated.
    public var minimumSamples: Int
    /// Whether an improvement fails the comparison too (a ratchet: refresh the baseline).
    public var failsOnImprovement: Bool
    /// Whether a base from another device profile or seed is compared anyway.
    public var allowsMismatch: Bool

    public init(thresholds: GateTolerances = GateTolerances(), minimumEffect: Double = 0.05, significance: Double = 0.01,
                minimumSamples: Int = 5, failsOnImprovement: Bool = false, allowsMismatch: Bool = false) {
        self.thresholds = thresholds
        self.minimumEffect = minimumEffect
        self.significance = significance
        self.minimumSamples = minimumSamples
        self.failsOnImprovement = failsOnImprovement
        self.allowsMismatch = allowsMismatch
    }
}
