import OrderedCollections
import ReportFormats
import ReportModel
import RunResults

/// Judges a head report against a base (``ComparisonPolicy`` says how): the engine of
/// `compare` and `run --baseline`.
///
/// - Complexity: O(r · m) for r runs of m metrics, plus the host metrics' tests.
public struct Comparer: Sendable {
    public var policy: ComparisonPolicy

    public init(policy: ComparisonPolicy = ComparisonPolicy()) {
        self.policy = policy
    }

    /// - Throws: ``BaselineMismatch`` when a pair in both ran on another device or seed,
    ///   unless the policy allows it.
    public func compare(base: SuiteReport, head: SuiteReport, baseLabel: String, headLabel: String) throws(BaselineMismatch) -> SuiteComparison {
        struct Key: Hashable { var scenario: String, strategy: String }
        let baseRuns = Dictionary(base.runs.map { (Key(scenario: $0.result.scenario, strategy: $0.result.strategy), $0) },
                                  uniquingKeysWith: { first, _ in first })
        let headKeys = Set(head.runs.map { Key(scenario: $0.result.scenario, strategy: $0.result.strategy) })
        let baseScenarios = Set(base.runs.map(\.result.scenario)), headScenarios = Set(head.runs.map(\.result.scenario))

        var judgements: [MetricJudgement] = []
        var added: [PairDifference] = [], removed: [PairDifference] = []
        var pairs: [(scenario: String, strategy: String)] = []
        var addedScenarios: OrderedDictionary<String, [String]> = [:]
        for run in head.runs {
            let r = run.result
            guard let baseRun = baseRuns[Key(scenario: r.scenario, strategy: r.strategy)] else {
                if baseScenarios.contains(r.scenario) {
                    added.append(PairDifference(kind: .strategy, scenario: r.scenario, strategy: r.strategy))
                } else {
                    addedScenarios[r.scenario, default: []].append(r.strategy)
                }
                continue
            }
            if !policy.allowsMismatch {
                if baseRun.result.device != r.device {
                    throw BaselineMismatch(field: "device", base: baseRun.result.device, head: r.device,
                                           scenario: r.scenario, strategy: r.strategy, baseLabel: baseLabel)
                }
                if baseRun.result.seed != r.seed {
                    throw BaselineMismatch(field: "seed", base: String(baseRun.result.seed), head: String(r.seed),
                                           scenario: r.scenario, strategy: r.strategy, baseLabel: baseLabel)
                }
            }
            pairs.append((r.scenario, r.strategy))
            let tolerances = policy.thresholds.overriding(with: run.gate)
            for metric in Metric.all {
                let inHead = metric.kind == .deterministic ? r.metrics[metric] != nil : !run.samples(of: metric).isEmpty
                let inBase = metric.kind == .deterministic ? baseRun.result.metrics[metric] != nil : !baseRun.samples(of: metric).isEmpty
                switch (inBase, inHead) {
                case (false, false): continue
                case (false, true):
                    added.append(PairDifference(kind: .metric, scenario: r.scenario, strategy: r.strategy, metric: metric))
                case (true, false):
                    removed.append(PairDifference(kind: .metric, scenario: r.scenario, strategy: r.strategy, metric: metric))
                case (true, true):
                    judgements.append(metric.kind == .deterministic
                        ? judgeDeterministic(metric, base: baseRun.result.metrics[metric]!, head: r.metrics[metric]!,
                                             tolerance: tolerances[metric] ?? .zero, scenario: r.scenario, strategy: r.strategy)
                        : judgeHost(metric, base: baseRun.samples(of: metric), head: run.samples(of: metric),
                                    minimumEffect: tolerances[metric]?.relative ?? policy.minimumEffect,
                                    scenario: r.scenario, strategy: r.strategy))
                }
            }
        }
        added.insert(contentsOf: addedScenarios.map {
            PairDifference(kind: .scenario, scenario: $0.key, strategy: $0.value.joined(separator: ", "))
        }, at: 0)
        var removedScenarios: OrderedDictionary<String, [String]> = [:]
        for run in base.runs where !headKeys.contains(Key(scenario: run.result.scenario, strategy: run.result.strategy)) {
            if headScenarios.contains(run.result.scenario) {
                removed.append(PairDifference(kind: .strategy, scenario: run.result.scenario, strategy: run.result.strategy))
            } else {
                removedScenarios[run.result.scenario, default: []].append(run.result.strategy)
            }
        }
        removed.insert(contentsOf: removedScenarios.map {
            PairDifference(kind: .scenario, scenario: $0.key, strategy: $0.value.joined(separator: ", "))
        }, at: 0)
        var comparison = SuiteComparison(baseLabel: baseLabel, headLabel: headLabel, policy: policy, judgements: judgements,
                                         added: added, removed: removed, pairs: pairs)
        comparison.explanations = CostExplanation.explain(judgements, base: base, head: head)
        return comparison
    }

    /// Exact: a change in the worse direction beyond the allowance regresses, one in the
    /// better direction beyond it improves.
    /// Values compare as reports write them (``JSONValue/roundedAsWritten(_:)``), so a run
    /// in memory equals its own `report.json`.
    func judgeDeterministic(_ metric: Metric, base unroundedBase: Double, head unroundedHead: Double, tolerance: Tolerance,
                            scenario: String, strategy: String) -> MetricJudgement {
        let base = JSONValue.roundedAsWritten(unroundedBase), head = JSONValue.roundedAsWritten(unroundedHead)
        let worsening = metric.direction.worsening(from: base, to: head)
        let allowance = tolerance.allowance(base: base)
        let verdict: MetricJudgement.Verdict = head == base ? .unchanged
            : worsening > allowance ? .regression
            : -worsening > allowance ? .improvement
            : .withinTolerance
        return MetricJudgement(scenario: scenario, strategy: strategy, metric: metric, base: base, head: head, verdict: verdict,
                               tolerance: tolerance, test: nil, baseSamples: 1, headSamples: 1)
    }

    /// Statistical: gated only with enough samples, then significance and minimum effect.
    func judgeHost(_ metric: Metric, base unroundedBase: [Double], head unroundedHead: [Double], minimumEffect: Double,
                   scenario: String, strategy: String) -> MetricJudgement {
        let base = unroundedBase.map(JSONValue.roundedAsWritten), head = unroundedHead.map(JSONValue.roundedAsWritten)
        let baseMedian = Median.of(base), headMedian = Median.of(head)
        var judgement = MetricJudgement(scenario: scenario, strategy: strategy, metric: metric, base: baseMedian, head: headMedian,
                                        verdict: .notGated, tolerance: Tolerance(relative: minimumEffect), test: nil,
                                        baseSamples: base.count, headSamples: head.count)
        guard base.count >= policy.minimumSamples, head.count >= policy.minimumSamples else { return judgement }
        let test = MannWhitneyU(base, head)
        judgement.test = test
        let worsening = metric.direction.worsening(from: baseMedian, to: headMedian)
        let effect = baseMedian == 0 ? (worsening == 0 ? 0 : .infinity) : abs(worsening) / abs(baseMedian)
        if test.pValue < policy.significance, effect >= minimumEffect, worsening != 0 {
            judgement.verdict = worsening > 0 ? .regression : .improvement
        } else {
            judgement.verdict = headMedian == baseMedian ? .unchanged : .withinTolerance
        }
        return judgement
    }

}

extension Metric.Direction {
    /// How much worse `head` is than `base`: positive worse, negative better; always 0 for a
    /// neutral figure, whose changes are reported, never judged.
    func worsening(from base: Double, to head: Double) -> Double {
        switch self {
        case .lowerIsBetter: head - base
        case .higherIsBetter: base - head
        case .neutral: 0
        }
    }
}
