import ReportModel
import RunResults

/// A baseline to show beside a report: the metrics that changed between the base and the
/// head, each with the base value and whether the change is a regression. `report.html`
/// shows them as base → head and highlights regressions; whoever judges the comparison
/// (a baseline gate, `compare`) fills it in.
public struct ReportComparison: Sendable, Hashable {
    /// One changed metric of one run.
    public struct Change: Sendable, Hashable {
        public var base: Double
        public var regressed: Bool

        public init(base: Double, regressed: Bool) {
            self.base = base
            self.regressed = regressed
        }
    }

    private struct Key: Hashable {
        var scenario: String
        var strategy: String
        var metric: Metric
    }

    /// What the base is, as the report names it (a file, a revision).
    public var baseLabel: String
    /// Why cost metrics moved, for the stacked bars of each regressed pair (``CostAttributionHTML``).
    public var explanations: [CostExplanation] = []
    private var changes: [Key: Change] = [:]

    public init(baseLabel: String) {
        self.baseLabel = baseLabel
    }

    /// Records that `metric` of the run (`scenario`, `strategy`) was `base` in the base.
    public mutating func setChange(_ change: Change, scenario: String, strategy: String, metric: Metric) {
        changes[Key(scenario: scenario, strategy: strategy, metric: metric)] = change
    }

    public func change(scenario: String, strategy: String, metric: Metric) -> Change? {
        changes[Key(scenario: scenario, strategy: strategy, metric: metric)]
    }

    /// Whether a metric of the run (`scenario`, `strategy`) regressed.
    public func regressed(scenario: String, strategy: String) -> Bool {
        changes.contains { key, change in change.regressed && key.scenario == scenario && key.strategy == strategy }
    }

    /// Whether any metric of a run of `scenario` changed.
    public func changedMetrics(scenario: String) -> Set<Metric> {
        Set(changes.keys.filter { $0.scenario == scenario }.map(\.metric))
    }

    /// The regressions of the runs of `scenario`, or of all when nil.
    public func regressionCount(scenario: String? = nil) -> Int {
        changes.filter { key, change in change.regressed && (scenario == nil || key.scenario == scenario) }.count
    }
}
