import ChatModel
import ReportModel
import Reporting
import Scenarios
import Simulator

/// Code written against ChatRig's public API as it was before the results vocabulary moved
/// into its own module (RunResults, issue 34), with the imports it had then: where a team
/// found each name (`import Simulator` for metrics, `import Scenarios` for expectations and
/// gates, `import ReportModel` for input marks). It compiles unchanged, in this package's build
/// and in `Examples/Package.swift`, which uses ChatRig's products as a team's package does.
public enum PublicAPIUse {
    /// The names as they were qualified by their old modules.
    public typealias OldHomes = (
        Simulator.Metric, Simulator.MetricSet, Simulator.Finding, Simulator.RunResult, Simulator.FrameRecord,
        Simulator.FrameEvent, Simulator.CostAttribution, Simulator.Percentile, Scenarios.Expectation,
        Scenarios.GateTolerances, Scenarios.Tolerance, Scenarios.ActionMark, ReportModel.InputMark
    )

    public static func result() -> RunResult {
        var metrics = MetricSet()
        metrics[.hitches] = 1
        let finding = Finding(frame: 0, time: 0, kind: .hitch, message: "one hitch")
        var result = RunResult(scenario: "s", strategy: "natural", device: "iphone-15-pro", seed: 1, duration: .seconds(1),
                               metrics: metrics, hostMetrics: MetricSet(), findings: [finding])
        result.costAttribution = nil
        return result
    }

    public static func judged(_ result: RunResult) -> RunReport {
        let expectation = Expectation(metric: .hitches, comparison: .lessOrEqual, value: 0)
        let gate = GateTolerances([(.hitches, Tolerance(absolute: 1, relative: 0.05))])
        return RunReport(result: result, expectations: [ExpectationResult(expectation, actual: result.metrics[.hitches] ?? 0)], gate: gate)
    }

    public static func figures(_ metric: Metric) -> (Metric.Direction, MetricUnit, Bool) {
        (metric.direction, metric.unit, metric.isGateable)
    }

    public static func marks(of scenario: Scenario) -> [InputMark] {
        InputMark.marks(of: scenario.timeline) + [InputMark(time: 0, kind: ActionMark.Kind.other, label: ActionMark.format(1.5))]
    }

    public static func screen(of device: DeviceProfile) -> ScreenGeometry {
        ScreenGeometry(device: device)
    }

    public static func thresholds(_ measured: StabilityThresholds) throws -> String {
        try measured.merged(into: "", path: "thresholds.yaml")
    }

    public static func trace(_ record: FrameRecord) -> (events: [String], cost: Double, phases: Double) {
        (record.events, record.cost, record.phases[.layout] + record.operations[.diff])
    }

    public static func median(_ values: [Double]) -> Double {
        Percentile.median(values)
    }

    public static func lanes(_ event: FrameEvent) -> FrameEvent.Lane? {
        event.lane
    }

    /// The simulator's compiled action by its former name (now `TimelineEvent.Action`),
    /// which a file importing Scenarios too had to qualify.
    public static func compiled(after seconds: Double) -> Simulator.TimelineEvent {
        let action: Simulator.TimelineAction = .timeJump(.seconds(seconds))
        return TimelineEvent(at: .zero, action: action)
    }

    /// An event log's and a conversation export's problems by their former names (now one
    /// type, `JSONLinesError`).
    public static func importProblem(_ problem: EventLogError) -> ConversationExportError {
        ConversationExportError(path: problem.path, line: problem.line, field: problem.field, message: problem.message)
    }
}
