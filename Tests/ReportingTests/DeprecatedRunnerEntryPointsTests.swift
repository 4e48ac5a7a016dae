import Foundation
import Reporting
import Testing

/// A team's code written before the runners took a ``ControllerFactory`` still compiles
/// with `import Reporting` alone and still runs the bundled strategies.
@Suite struct DeprecatedRunnerEntryPointsTests {
    @available(*, deprecated, message: "calls the entry points kept for source compatibility")
    @Test func theRegistryEntryPointsStillDefaultToTheBundledStrategies() throws {
        let runner = SuiteRunner(devicesDirectory: devicesFolder)
        #expect(runner.registry.names.contains("natural"))
        #expect(runner.controllers.strategyNames == runner.registry.names)
        #expect(SweepRunner(jobs: 1).registry.names == runner.registry.names)
    }
}
