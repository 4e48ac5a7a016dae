import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies
import Testing

/// A suite is planned against a ``ControllerFactory`` without making a controller, and each
/// run makes its own.
@Suite struct ControllerFactoryTests {
    /// The bundled strategies, counting the controllers made (and, with `failOnMake`,
    /// failing the test at the first).
    final class CountingFactory: ControllerFactory, Sendable {
        let failOnMake: Bool
        let made = Counter()
        init(failOnMake: Bool) { self.failOnMake = failOnMake }
        var strategyNames: [String] { StrategyRegistry.bundled.strategyNames }
        func problem(with spec: StrategySpec) -> String? { StrategyRegistry.bundled.problem(with: spec) }
        func makeController(for spec: StrategySpec) throws -> any ChatListController {
            if failOnMake { Issue.record("planning made a controller for \(spec)") }
            made.increment()
            return try StrategyRegistry.bundled.makeController(for: spec)
        }
    }

    /// A count shared with the jobs that make controllers.
    final class Counter: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }

    @Test func planningChecksNamesAndOptionsWithoutMakingControllers() throws {
        let runner = SuiteRunner(controllers: CountingFactory(failOnMake: true), devicesDirectory: devicesFolder)
        _ = try runner.plan(paths: [bundled("streaming")], strategies: ["natural", "flipped(unflip: cell)"], device: nil, seed: nil)
        #expect(throws: ScenarioFileError.self) {
            try runner.plan(paths: [bundled("streaming")], strategies: ["flipped(unflip: sideways)"], device: nil, seed: nil)
        }
    }

    @Test func eachRunOfEachRepetitionMakesItsOwnController() throws {
        let factory = CountingFactory(failOnMake: false)
        let runner = SuiteRunner(controllers: factory, devicesDirectory: devicesFolder)
        let plan = try runner.plan(paths: [bundled("streaming/rapid-streaming.yaml")], strategies: ["natural", "flipped"],
                                   device: nil, seed: nil)
        #expect(factory.made.value == 0)
        let report = try runner.run(plan, schedule: RunSchedule(jobs: 2, repetitions: 2))
        #expect(report.runs.count == 2)
        #expect(factory.made.value == 4)
    }

    @Test func aControllerInstanceRunsOnceAndAnotherInstanceRunsAgain() throws {
        let runner = SuiteRunner(controllers: StrategyRegistry(), devicesDirectory: devicesFolder)
        let plan = try SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)
            .plan(paths: [bundled("streaming/rapid-streaming.yaml")], strategies: ["natural"], device: nil, seed: nil)
        let scenario = plan.scenarios[0].scenario
        let first = try runner.run(scenario, controller: NaturalListController(), as: StrategySpec(name: "natural"))
        let second = try runner.run(scenario, controller: NaturalListController(), as: StrategySpec(name: "natural"))
        let viaRegistry = try SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)
            .run(scenario, strategy: StrategySpec(name: "natural"))
        #expect(first.result.metrics == second.result.metrics)
        #expect(first.result.metrics == viaRegistry.result.metrics)
        #expect(first.result.findings == viaRegistry.result.findings)
    }
}
