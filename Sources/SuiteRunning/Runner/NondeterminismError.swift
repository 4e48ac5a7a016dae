import ReportFormats
import Simulator

/// Repetitions of one pair (`run --repeat`) that disagree in a deterministic figure: a bug
/// in the engine or a strategy (a wall-clock read, an unseeded random draw, hash order),
/// never noise.
public struct NondeterminismError: Error, CustomStringConvertible {
    public var scenario: String
    public var strategy: String
    /// The metric that differed, or nil when the metrics agreed but the findings did not.
    public var metric: Metric?
    public var first: String
    public var other: String
    /// 1-based repetition that disagreed with the first.
    public var repetition: Int

    public var description: String {
        let what = metric.map { "metric \($0)" } ?? "findings"
        return "nondeterminism: \(what) of \(scenario) · \(strategy) was \(first) in repetition 1 but \(other) in repetition \(repetition); deterministic figures must agree across repeats"
    }

    /// Throws unless every result agrees with the first in its deterministic metrics and
    /// findings. O(r · m) for r results of m metrics.
    static func check(_ results: [RunResult]) throws(NondeterminismError) {
        guard let first = results.first else { return }
        for (offset, result) in results.enumerated().dropFirst() {
            for metric in Metric.deterministic where first.metrics[metric] != result.metrics[metric] {
                throw NondeterminismError(
                    scenario: first.scenario, strategy: first.strategy, metric: metric,
                    first: first.metrics[metric].map(JSONValue.formatNumber) ?? "absent",
                    other: result.metrics[metric].map(JSONValue.formatNumber) ?? "absent", repetition: offset + 1)
            }
            if first.findings != result.findings {
                throw NondeterminismError(scenario: first.scenario, strategy: first.strategy, metric: nil,
                                          first: "\(first.findings.count) findings", other: "\(result.findings.count) findings",
                                          repetition: offset + 1)
            }
        }
    }
}
