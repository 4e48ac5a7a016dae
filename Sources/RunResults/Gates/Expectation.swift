/// A gate on one metric: `actual <op> value`.
///
/// Written in a scenario as a bare number (equals) or a string `"<op> number [unit]"`:
/// `0`, `"<= 5 ms/s"`, `"< 600"`, `">= 1"`, `"== 0"`, `"!= 0"`. The value is stored in the
/// metric's own unit (``Metric/unit``), so `"<= 2 MiB"` on `peakImageBytes` is 2 097 152.
public struct Expectation: Hashable, Sendable, CustomStringConvertible {
    /// The metric gated.
    public var metric: Metric
    /// The comparison.
    public var comparison: Comparison
    /// The bound, in the metric's unit.
    public var value: Double

    public init(metric: Metric, comparison: Comparison, value: Double) {
        self.metric = metric
        self.comparison = comparison
        self.value = value
    }

    /// Whether `actual` satisfies the expectation.
    public func isSatisfied(by actual: Double) -> Bool {
        comparison.holds(actual, value)
    }

    /// `metric op value`, e.g. `hitchTimeRatio <= 5`.
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        return "\(metric.name) \(comparison.rawValue) \(number)"
    }
}

/// A comparison operator of an expectation.
public enum Comparison: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// `lhs <op> rhs`.
    public func holds(_ lhs: Double, _ rhs: Double) -> Bool {
        switch self {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        case .greaterOrEqual: lhs >= rhs
        }
    }
}
