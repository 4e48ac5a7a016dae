import Foundation
import ReportFormats
import ReportModel
import Scenarios
import Simulator

extension SuiteRunner {
    /// Runs `scenario` once against `strategy`, made by ``controllers``, exactly as
    /// `chatrig run --strategy` runs the pair: same history, timeline, device and seed, so
    /// the result equals the CLI's for the same scenario.
    ///
    /// - Parameter trace: where to write the run's frame trace, if anywhere.
    /// - Throws: ``ScenarioFileError`` when the strategy or the scenario's device is
    ///   unknown; a simulator error when the scenario cannot run.
    public func run(_ scenario: Scenario, strategy: StrategySpec, trace: TraceDestination? = nil) throws -> RunReport {
        if let problem = controllers.problem(with: strategy) {
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: scenario.name), kind: .unknownStrategy(strategy.name),
                                                  message: problem))
        }
        return try run(SuitePlan(scenarios: [plannedScenario(scenario, strategy: strategy)]), traceDestination: trace).runs[0]
    }

    /// Runs `scenario` once against `controller`, reported as the strategy `spec` (which
    /// the scenario's `per-strategy` expectations may name: `messages`,
    /// `messages(loadMore: none)`). The controller serves this one run, on the calling
    /// thread.
    public func run(_ scenario: Scenario, controller: any ChatListController, as spec: StrategySpec) throws -> RunReport {
        let planned = try plannedScenario(scenario, strategy: spec)
        let output = try runPair(planned, spec: spec, controller: controller, isFirst: true, tracing: false)
        return try report(of: planned, spec: spec, samples: [output])
    }

    /// `scenario` planned against `strategy` alone, on its device.
    private func plannedScenario(_ scenario: Scenario, strategy: StrategySpec) throws -> SuitePlan.PlannedScenario {
        SuitePlan.PlannedScenario(file: URL(fileURLWithPath: scenario.name), scenario: scenario,
                                  device: try devices.profile(for: scenario), strategies: [strategy])
    }
}
