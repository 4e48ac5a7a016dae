import Foundation
import Reporting
import Simulator
import Strategies
import Testing

/// The bundled bug repros reproduce: the shipped variant of the inverted list shows the
/// bug, the fixed one does not, and each scenario's expectations say so.
@Suite struct BundledReproTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    @Test(arguments: [
        ("bugs/upside-down-text.yaml", "flipped(unflip: cell)", Metric.upsideDownFrames),
        ("bugs/duplicate-load-more.yaml", "flipped(loadMore: scrollAndPrefetch)", Metric.duplicateLoadMore),
    ])
    func theShippedVariantShowsTheBugAndTheFixedOneDoesNot(file: String, buggy: String, metric: Metric) throws {
        let report = try runner.run(runner.plan(paths: [bundled(file)], strategies: [], device: nil, seed: nil))
        let shipped = try #require(report.runs.first { $0.result.strategy == buggy })
        let fixed = try #require(report.runs.first { $0.result.strategy == "flipped" })
        #expect(shipped.result.metrics[metric]! >= 1)
        #expect(fixed.result.metrics[metric] == 0)
        #expect(report.passed)
    }
}
