import Scenarios

/// A pair of probes that contradicts the assumption a ``RateSearch`` rests on: that the
/// criterion's metric only gets worse as the rate rises, so the criterion holds up to some
/// rate and fails above it.
public struct MonotonicityViolation: Sendable, Hashable {
    /// The probe at the lower rate.
    public var lower: RateSearch.Probe
    /// The probe at the higher rate, which did better than `lower`.
    public var higher: RateSearch.Probe

    public init(lower: RateSearch.Probe, higher: RateSearch.Probe) {
        self.lower = lower
        self.higher = higher
    }

    /// Whether the higher rate met the criterion where the lower one failed it: the
    /// bisection's answer may then be wrong, not merely imprecise.
    public var flipsTheCriterion: Bool { higher.passed && !lower.passed }
}

/// Finds the probes that contradict a rate search's assumption.
public enum MonotonicityCheck {
    /// The share of the criterion's bound a metric may move the good way between two rates
    /// without counting: a modelled frame cost moves by microseconds with the exact text
    /// on screen at each frame, which says nothing about a trend.
    public static let tolerance = 0.01

    /// Adjacent probes (ordered by rate) where the higher rate did better: it met the
    /// criterion where the lower rate failed it, or its metric moved the good way — down
    /// for a `<`/`<=` bound, up for a `>`/`>=` bound — by more than ``tolerance`` of the
    /// bound. An `==`/`!=` criterion has no good way, so only criterion flips count.
    /// O(n log n).
    public static func violations(in probes: [RateSearch.Probe], criterion: Expectation) -> [MonotonicityViolation] {
        let ordered = probes.sorted { $0.rate < $1.rate }
        let slack = tolerance * abs(criterion.value)
        return zip(ordered, ordered.dropFirst()).compactMap { lower, higher in
            let better: Bool = switch criterion.comparison {
            case .less, .lessOrEqual: higher.value < lower.value - slack
            case .greater, .greaterOrEqual: higher.value > lower.value + slack
            case .equal, .notEqual: false
            }
            return better || (higher.passed && !lower.passed) ? MonotonicityViolation(lower: lower, higher: higher) : nil
        }
    }
}
