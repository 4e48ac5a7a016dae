import Foundation
import Scenarios
import Simulator
import Strategies

extension SuiteRunner {
    /// Runs `scenario` once against `strategy`, resolved in ``registry``, exactly as
    /// `chatrig run --strategy` runs the pair: same history, timeline, device and seed, so
    /// the result equals the CLI's for the same scenario.
    ///
    /// - Parameter trace: where to write the run's frame trace, if anywhere.
    /// - Throws: ``ScenarioFileError`` when the strategy or the scenario's device is
    ///   unknown; a simulator error when the scenario cannot run.
    public func run(_ scenario: Scenario, strategy: StrategySpec, trace: TraceDestination? = nil) throws -> RunReport {
        if let problem = registry.problem(with: strategy) {
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: scenario.name), kind: .unknownStrategy(strategy.name),
                                                  message: problem))
        }
        return try run(scenario, resolvable: strategy, trace: trace)
    }

    /// Runs `scenario` against `strategy`, which the registry is known to make.
    private func run(_ scenario: Scenario, resolvable strategy: StrategySpec, trace: TraceDestination? = nil) throws -> RunReport {
        let planned = SuitePlan.PlannedScenario(
            file: URL(fileURLWithPath: scenario.name), scenario: scenario,
            device: try devices.profile(for: scenario), strategies: [strategy]
        )
        return try run(SuitePlan(scenarios: [planned]), traceDestination: trace).runs[0]
    }

    /// Runs `scenario` once against `controller`, reported as the strategy `spec` (which
    /// the scenario's `per-strategy` expectations may name: `messages`,
    /// `messages(loadMore: none)`). The controller serves this one run.
    public func run(_ scenario: Scenario, controller: any ChatListController, as spec: StrategySpec) throws -> RunReport {
        let handOff = ControllerHandOff(controller)
        var runner = self
        runner.registry = StrategyRegistry()
        runner.registry.register(StrategyRegistry.Entry(
            name: spec.name, summary: "the controller under test", options: spec.options.map { ($0.key, [$0.value]) }
        ) { _ in handOff.take() })
        return try runner.run(scenario, resolvable: spec)
    }
}

extension StrategyRegistry {
    /// Why `spec` cannot be made here, or `nil` when it can. Makes (and drops) a controller.
    func problem(with spec: StrategySpec) -> String? {
        do {
            _ = try makeController(name: spec.name, options: spec.options.map { ($0.key, $0.value) })
            return nil
        } catch {
            return error.description
        }
    }
}

/// Hands one controller instance to the single run that asks for it.
///
/// `@unchecked Sendable`: the registry's factories must be `Sendable`, but this one is made
/// for one `run` call and taken exactly once by it, so the instance never crosses threads
/// concurrently; the lock makes the one hand-off safe wherever the run executes.
private final class ControllerHandOff: @unchecked Sendable {
    private let lock = NSLock()
    private var controller: (any ChatListController)?

    init(_ controller: any ChatListController) { self.controller = controller }

    func take() -> any ChatListController {
        lock.lock()
        defer { lock.unlock() }
        guard let controller else { preconditionFailure("a controller instance serves one run") }
        self.controller = nil
        return controller
    }
}
