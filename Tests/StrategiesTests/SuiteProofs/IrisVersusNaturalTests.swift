import Foundation
import Testing
import Reporting
import Scenarios
import Strategies

/// The animated-every-update list against the best-practice natural one on every bundled
/// streaming scenario: about as many applies, but every one animated, the streaming text
/// stale on screen, and more work in the costliest frames.
@Suite struct IrisVersusNaturalTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    @Test func onEveryStreamingScenarioIrisAnimatesEveryApplyAndShowsStaleText() throws {
        let plan = try runner.plan(paths: [bundled("streaming")], strategies: ["iris", "natural"], device: nil, seed: nil)
        let runs = try runner.run(plan).runs
        let scenarios = Set(runs.map(\.result.scenario))
        #expect(scenarios.count == 5)
        for scenario in scenarios {
            let iris = try #require(runs.first { $0.result.scenario == scenario && $0.result.strategy == "iris" }).result.metrics
            let natural = try #require(runs.first { $0.result.scenario == scenario && $0.result.strategy == "natural" }).result.metrics
            // One apply per chunk either way (natural coalesces a frame's chunks into one).
            #expect(abs(iris[.snapshotApplies]! - natural[.snapshotApplies]!) <= 0.1 * natural[.snapshotApplies]!, "\(scenario)")
            #expect(iris[.animatedApplies] == iris[.snapshotApplies], "\(scenario)")
            #expect(natural[.animatedApplies]! <= 2, "\(scenario)")
            #expect(iris[.staleCellFrames]! > 100, "\(scenario)")
            #expect(natural[.staleCellFrames] == 0, "\(scenario)")
            #expect(iris[.frameCostP99]! > natural[.frameCostP99]!, "\(scenario)")
        }
    }
}
