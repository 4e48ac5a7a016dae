import ReportFormats
import ReportModel
import RunResults

/// The outcome of judging a head report against a base: every metric of every pair in
/// both, and what either side has that the other lacks.
public struct SuiteComparison: Sendable {
    /// Bumped on any incompatible change of `compare.json`.
    public static let schemaVersion = 1

    /// What the base and head are (file paths, a baseline name).
    public var baseLabel: String
    public var headLabel: String
    public var policy: ComparisonPolicy
    /// In head order: pairs as the head lists them, metrics in ``Metric/all`` order.
    public var judgements: [MetricJudgement]
    public var added: [PairDifference]
    public var removed: [PairDifference]
    /// The (scenario, strategy) pairs in both, in head order.
    public var pairs: [(scenario: String, strategy: String)]
    /// Why each regressed or improved cost metric moved, when both runs carry a cost
    /// attribution (``CostExplanation``), in judgement order.
    public var explanations: [CostExplanation] = []

    /// The explanation of `judgement`, if it has one. O(explanations).
    public func explanation(for judgement: MetricJudgement) -> CostExplanation? {
        explanations.first { $0.metric == judgement.metric && $0.scenario == judgement.scenario && $0.strategy == judgement.strategy }
    }

    public var regressions: [MetricJudgement] { judgements.filter { $0.verdict == .regression } }
    public var improvements: [MetricJudgement] { judgements.filter { $0.verdict == .improvement } }

    /// Whether the comparison fails the build: a regression, or an improvement under
    /// ``ComparisonPolicy/failsOnImprovement``.
    public var failed: Bool {
        judgements.contains { $0.verdict == .regression || ($0.verdict == .improvement && policy.failsOnImprovement) }
    }

    /// The one-line verdict every format opens with.
    public var verdictLine: String {
        let regressionCount = regressions.count, improvementCount = improvements.count
        let changed = judgements.filter(\.changed).count
        var line: String
        if regressionCount > 0 {
            line = "✗ \(regressionCount) regression\(regressionCount == 1 ? "" : "s") against \(baseLabel)"
        } else if improvementCount > 0 && policy.failsOnImprovement {
            line = "✗ \(improvementCount) improvement\(improvementCount == 1 ? "" : "s") against \(baseLabel): refresh the baseline (--fail-on-improvement)"
        } else {
            line = "✓ No regression against \(baseLabel)"
        }
        let hostChanged = judgements.filter { $0.changed && $0.metric.kind == .host }.count
        line += " — \(pairs.count) run\(pairs.count == 1 ? "" : "s") compared, \(changed - hostChanged) deterministic metric\(changed - hostChanged == 1 ? "" : "s") changed"
        if hostChanged > 0 { line += ", \(hostChanged) host figure\(hostChanged == 1 ? "" : "s") moved" }
        if improvementCount > 0 { line += ", \(improvementCount) improved" }
        if !added.isEmpty || !removed.isEmpty { line += ", \(added.count) added, \(removed.count) removed" }
        return line + "."
    }

    /// The changed metrics for `report.html` (base → head, regressions highlighted).
    public var reportComparison: ReportComparison {
        var comparison = ReportComparison(baseLabel: baseLabel)
        comparison.explanations = explanations
        for judgement in judgements where judgement.changed {
            comparison.setChange(.init(base: judgement.base, regressed: judgement.verdict == .regression),
                                 scenario: judgement.scenario, strategy: judgement.strategy, metric: judgement.metric)
        }
        return comparison
    }

    /// How host metrics are tested, as the reports name it.
    public var methodLine: String {
        "Deterministic metrics: exact, any change beyond tolerance. Host metrics: \(MannWhitneyU.name), p < \(JSONValue.formatNumber(policy.significance)), "
            + "minimum effect \(JSONValue.formatNumber(policy.minimumEffect * 100))%, gated from \(policy.minimumSamples) samples a side."
    }
}
