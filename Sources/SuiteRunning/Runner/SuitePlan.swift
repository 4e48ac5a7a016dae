import Foundation
import ReportModel
import Scenarios
import Simulator

/// Everything a suite run needs, validated before anything runs: scenario files parsed,
/// device profiles loaded, strategies resolved. Bad input is found here, so a run either
/// starts with good input or does not start (and writes nothing).
public struct SuitePlan: Sendable {
    /// One scenario file and the runs it asks for.
    public struct PlannedScenario: Sendable {
        public var file: URL
        public var scenario: Scenario
        /// The device profile, with the scenario's overrides applied.
        public var device: DeviceProfile
        public var strategies: [StrategySpec]
    }

    public var scenarios: [PlannedScenario]
    /// Set on a shard's plan (``sharded(_:)``): where its runs sit in the whole suite.
    public var shard: ShardPosition?

    public init(scenarios: [PlannedScenario], shard: ShardPosition? = nil) {
        self.scenarios = scenarios
        self.shard = shard
    }

    /// The number of (scenario, strategy) runs.
    public var runCount: Int { scenarios.reduce(0) { $0 + $1.strategies.count } }
}
