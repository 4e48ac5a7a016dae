import Foundation
import Scenarios
import Simulator
import Strategies
import SuiteRunning

// The runners' entry points as they were before they took a ``ControllerFactory``: kept so
// a team's code compiles unchanged, deprecated because they default to the bundled
// strategies, which only the command line should choose for its user.

extension SuiteRunner {
    @available(*, deprecated, message: "pass the strategies: SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory:)")
    public init(registry: StrategyRegistry = .bundled, devicesDirectory: URL) {
        self.init(controllers: registry, devicesDirectory: devicesDirectory)
    }

    /// ``controllers`` as a registry; an empty registry when they are another factory.
    @available(*, deprecated, renamed: "controllers")
    public var registry: StrategyRegistry {
        get { StrategyRegistry(controllers) }
        set { controllers = newValue }
    }
}

extension SweepRunner {
    @available(*, deprecated, message: "pass the strategies: SweepRunner(controllers: StrategyRegistry.bundled, jobs:)")
    public init(registry: StrategyRegistry = .bundled, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(controllers: registry, jobs: jobs)
    }

    /// ``controllers`` as a registry; an empty registry when they are another factory.
    @available(*, deprecated, renamed: "controllers")
    public var registry: StrategyRegistry {
        get { StrategyRegistry(controllers) }
        set { controllers = newValue }
    }
}

extension ScenarioReplay {
    @available(*, deprecated, message: "pass the strategies: ScenarioReplay(scenario:strategy:device:controllers: StrategyRegistry.bundled)")
    public init(scenario: Scenario, strategy: StrategySpec, device: DeviceProfile, registry: StrategyRegistry = .bundled) {
        self.init(scenario: scenario, strategy: strategy, device: device, controllers: registry)
    }

    /// ``controllers`` as a registry; an empty registry when they are another factory.
    @available(*, deprecated, renamed: "controllers")
    public var registry: StrategyRegistry {
        get { StrategyRegistry(controllers) }
        set { controllers = newValue }
    }
}

private extension StrategyRegistry {
    /// `controllers` when they are a registry, else an empty one.
    init(_ controllers: any ControllerFactory) {
        self = controllers as? StrategyRegistry ?? StrategyRegistry()
    }
}
