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
        let baseRuns = Dictionary(base.runs.map { (PairKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let baseScenarios = Set(base.runs.map(\.result.scenario))
        var found = Differences()
        var pairs: [(scenario: String, strategy: String)] = []
        var addedScenarios: OrderedDictionary<String, [String]> = [:]
        for run in head.runs {
            let r = run.result
            guard let baseRun = baseRuns[PairKey(run)] else {
                if baseScenarios.contains(r.scenario) {
                    found.added.append(PairDifference(kind: .strategy, scenario: r.scenario, strategy: r.strategy))
                } else {
                    addedScenarios[r.scenario, default: []].append(r.strategy)
                }
                continue
            }
            if !policy.allowsMismatch { try Self.checkSameInputs(base: baseRun.result, head: r, baseLabel: baseLabel) }
            pairs.append((r.scenario, r.strategy))
            judge(base: baseRun, head: run, into: &found)
        }
        found.added.insert(contentsOf: Self.scenarioDifferences(addedScenarios), at: 0)
        let removed = Self.removedPairs(base: base, head: head)
        found.removed = removed.scenarios + found.removed + removed.strategies
        var comparison = SuiteComparison(baseLabel: baseLabel, headLabel: headLabel, policy: policy, judgements: found.judgements,
                                         added: found.added, removed: found.removed, pairs: pairs)
        comparison.explanations = CostExplanation.explain(found.judgements, base: base, head: head)
        return comparison
    }

    /// A pair's identity across two reports.
    private struct PairKey: Hashable {
        var scenario: String, strategy: String
        init(_ run: RunReport) {
            scenario = run.result.scenario
            strategy = run.result.strategy
        }
    }

    /// What a comparison finds, pair by pair.
    private struct Differences {
        var judgements: [MetricJudgement] = []
        var added: [PairDifference] = []
        var removed: [PairDifference] = []
    }

    /// Throws when a pair in both reports ran on another device or seed.
    private static func checkSameInputs(base: RunResult, head: RunResult, baseLabel: String) throws(BaselineMismatch) {
        if base.device != head.device {
            throw BaselineMismatch(field: "device", base: base.device, head: head.device,
                                   scenario: head.scenario, strategy: head.strategy, baseLabel: baseLabel)
        }
        if base.seed != head.seed {
            throw BaselineMismatch(field: "seed", base: String(base.seed), head: String(head.seed),
                                   scenario: head.scenario, strategy: head.strategy, baseLabel: baseLabel)
        }
    }

    /// Every metric of a pair in both reports: judged when both have it, else added or removed.
    private func judge(base baseRun: RunReport, head run: RunReport, into found: inout Differences) {
        let r = run.result
        let tolerances = policy.thresholds.overriding(with: run.gate)
        for metric in Metric.all {
            let inHead = metric.kind == .deterministic ? r.metrics[metric] != nil : !run.samples(of: metric).isEmpty
            let inBase = metric.kind == .deterministic ? baseRun.result.metrics[metric] != nil : !baseRun.samples(of: metric).isEmpty
            switch (inBase, inHead) {
            case (false, false): continue
            case (false, true):
                found.added.append(PairDifference(kind: .metric, scenario: r.scenario, strategy: r.strategy, metric: metric))
            case (true, false):
                found.removed.append(PairDifference(kind: .metric, scenario: r.scenario, strategy: r.strategy, metric: metric))
            case (true, true):
                found.judgements.append(metric.kind == .deterministic
                    ? judgeDeterministic(metric, base: baseRun.result.metrics[metric]!, head: r.metrics[metric]!,
                                         tolerance: tolerances[metric] ?? .zero, scenario: r.scenario, strategy: r.strategy)
                    : judgeHost(metric, base: baseRun.samples(of: metric), head: run.samples(of: metric),
                                minimumEffect: tolerances[metric]?.relative ?? policy.minimumEffect,
                                scenario: r.scenario, strategy: r.strategy))
            }
        }
    }

    /// The base's pairs the head lacks: whole scenarios (their strategies listed), and
    /// strategies of scenarios the head still runs, each in the base's order.
    private static func removedPairs(base: SuiteReport, head: SuiteReport) -> (scenarios: [PairDifference], strategies: [PairDifference]) {
        let headKeys = Set(head.runs.map(PairKey.init)), headScenarios = Set(head.runs.map(\.result.scenario))
        var removed: [PairDifference] = []
        var removedScenarios: OrderedDictionary<String, [String]> = [:]
        for run in base.runs where !headKeys.contains(PairKey(run)) {
            if headScenarios.contains(run.result.scenario) {
                removed.append(PairDifference(kind: .strategy, scenario: run.result.scenario, strategy: run.result.strategy))
            } else {
                removedScenarios[run.result.scenario, default: []].append(run.result.strategy)
            }
        }
        return (scenarioDifferences(removedScenarios), removed)
    }

    /// A whole scenario added or removed, its strategies listed.
    private static func scenarioDifferences(_ scenarios: OrderedDictionary<String, [String]>) -> [PairDifference] {
        scenarios.map { PairDifference(kind: .scenario, scenario: $0.key, strategy: $0.value.joined(separator: ", ")) }
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
