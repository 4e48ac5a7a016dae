import RunResults

/// Something present on one side of a comparison only: a whole scenario, one strategy of a
/// scenario in both, or one metric of a pair in both.
public struct PairDifference: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case scenario, strategy, metric
    }

    public var kind: Kind
    public var scenario: String
    /// The strategy, for a strategy or a metric (for a scenario: its strategies, joined).
    public var strategy: String?
    public var metric: Metric?

    public var description: String {
        switch kind {
        case .scenario: "scenario \(scenario)" + (strategy.map { " (\($0))" } ?? "")
        case .strategy: "strategy \(strategy ?? "") of \(scenario)"
        case .metric: "metric \(metric?.name ?? "") of \(scenario) · \(strategy ?? "")"
        }
    }
}
