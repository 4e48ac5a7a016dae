import Foundation
import Testing
import Reporting
import Scenarios
import Strategies

/// The inverted list's duplicate load-more is a mechanism, not a coincidence of timing: with
/// both triggers behind a loading flag that reaches the coordinator only with the page, any
/// pull that fires the triggers more than once before the page lands asks again — on every
/// seed of the bundled repro and pagination scenario and of two more (moderate flings, slow
/// drags with a slow store). A run reaches the load-more zone when the fixed variant asks
/// for a page at all.
@Suite struct DuplicateLoadMoreProofTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)
    let buggy = "flipped(loadMore: scrollAndPrefetch)"
    let scenarios = [
        "bugs/duplicate-load-more.yaml", "pagination/pagination-burst.yaml",
        "bugs/duplicate-load-more-slow-flings.yaml", "bugs/duplicate-load-more-drags.yaml",
    ]

    @Test func theBuggyTriggersAskTwiceOnNineInTenPullsAndTheFixNever() throws {
        var reached = 0
        var duplicated = 0
        for seed: UInt64 in 1...20 {
            let plan = try runner.plan(paths: scenarios.map(bundled), strategies: [buggy, "flipped"], device: nil, seed: seed)
            let runs = try runner.run(plan).runs
            for scenario in Set(runs.map(\.result.scenario)) {
                let pair = runs.filter { $0.result.scenario == scenario }
                let fixed = try #require(pair.first { $0.result.strategy == "flipped" }).result.metrics
                let shipped = try #require(pair.first { $0.result.strategy == buggy }).result.metrics
                #expect(fixed[.duplicateLoadMore] == 0, "\(scenario) seed \(seed)")
                #expect(fixed[.loadMoreCallsPerGestureMax]! <= 2, "\(scenario) seed \(seed)")
                guard fixed[.loadMoreCalls]! >= 1 else { continue }
                reached += 1
                if shipped[.duplicateLoadMore]! >= 1 { duplicated += 1 }
            }
        }
        #expect(reached == 80)
        #expect(Double(duplicated) >= 0.9 * Double(reached), "\(duplicated) of \(reached)")
    }
}
