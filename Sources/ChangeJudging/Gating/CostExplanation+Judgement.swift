import ReportModel
import RunResults

// Explaining a judgement needs the judgement, so it sits with the judging (the explanation
// itself is a value of the report model, which `report.html` draws).
extension CostExplanation {
    /// Explains `judgement` from the two runs' attributions, or nil when it is not a cost
    /// metric or a side has no attribution. O(operations).
    public static func explain(_ judgement: MetricJudgement, base: CostAttribution?, head: CostAttribution?) -> CostExplanation? {
        guard explainedMetrics.contains(judgement.metric), let base, let head else { return nil }
        let baseFrame = base.frame(for: judgement.metric), headFrame = head.frame(for: judgement.metric)
        let frameScope = CostAttribution.frameMetrics.contains(judgement.metric)
        if frameScope, baseFrame == nil || headFrame == nil { return nil }
        let baseCosts = frameScope ? baseFrame!.operations : base.operations
        let headCosts = frameScope ? headFrame!.operations : head.operations
        let changes = CostOperation.allCases.compactMap { operation -> OperationChange? in
            let change = OperationChange(operation: operation, base: baseCosts[operation], head: headCosts[operation])
            return change.base == 0 && change.head == 0 ? nil : change
        }
        let ordered = changes.enumerated().sorted { a, b in
            abs(a.element.delta) != abs(b.element.delta) ? abs(a.element.delta) > abs(b.element.delta) : a.offset < b.offset
        }.map(\.element)
        return CostExplanation(scenario: judgement.scenario, strategy: judgement.strategy, metric: judgement.metric,
                               regressed: judgement.verdict == .regression, delta: judgement.delta, scope: frameScope ? .frame : .run, operations: ordered,
                               baseFrame: frameScope ? baseFrame : nil, headFrame: frameScope ? headFrame : nil)
    }

    /// The explanations of every regression and improvement of `judgements` whose runs carry
    /// attributions, in judgement order. O(judgements).
    package static func explain(_ judgements: [MetricJudgement], base: SuiteReport, head: SuiteReport) -> [CostExplanation] {
        func attributions(_ report: SuiteReport) -> [String: CostAttribution] {
            Dictionary(report.runs.compactMap { run in run.result.costAttribution.map { (key(run.result.scenario, run.result.strategy), $0) } },
                       uniquingKeysWith: { first, _ in first })
        }
        let baseByPair = attributions(base), headByPair = attributions(head)
        return judgements.compactMap { j in
            guard j.verdict == .regression || j.verdict == .improvement else { return nil }
            let pair = key(j.scenario, j.strategy)
            return explain(j, base: baseByPair[pair], head: headByPair[pair])
        }
    }

    private static func key(_ scenario: String, _ strategy: String) -> String { scenario + "\u{0}" + strategy }
}
