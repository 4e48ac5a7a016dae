import Foundation
import MemoryProbe
import Scenarios
import Simulator

/// One scenario replayed against one strategy on one device, from start-up — the history
/// fixture, the knowledge base, the conversation opening on its newest page — to the last
/// frame: what a user of `chatrig` waits for, per run.
///
/// ```swift
/// let replay = ScenarioReplay(scenario: scenario, strategy: StrategySpec(name: "natural"), device: phone,
///                             controllers: StrategyRegistry.bundled)
/// let outcome = try replay.run()
/// outcome.result.metrics["hitchTimeRatio"]
/// ```
///
/// Safe to run many at once on different threads: each run builds its own fixture,
/// controller and simulation.
public struct ScenarioReplay: Sendable {
    public var scenario: Scenario
    public var strategy: StrategySpec
    /// The device profile, with the scenario's overrides already applied.
    public var device: DeviceProfile
    /// Where the replay's controller comes from.
    public var controllers: any ControllerFactory

    public init(scenario: Scenario, strategy: StrategySpec, device: DeviceProfile, controllers: some ControllerFactory) {
        self.scenario = scenario
        self.strategy = strategy
        self.device = device
        self.controllers = controllers
    }

    /// What a replay measured besides the run's own result.
    public struct Outcome: Sendable {
        /// The run's metrics, host metrics and findings.
        public var result: RunResult
        /// Real seconds from the start of the replay to the first frame: the history
        /// fixture, the knowledge base, the controller and the conversation opening.
        public var startupSeconds: Double
        /// Heap bytes the replay held after its last frame — history fixture, simulation,
        /// loaded messages, layout, cells — counted by jemalloc on the replay's own thread
        /// (bytes it allocated less bytes it freed), so replays running at once on other
        /// threads do not blur it. `nil` without jemalloc as the process allocator.
        public var heldBytes: UInt64?
    }

    /// Replays the scenario.
    ///
    /// - Throws: what making the fixture, the controller or the simulation throws (an
    ///   unknown strategy, a history that cannot be generated).
    public func run() throws -> Outcome {
        let probe = MemoryProbe()
        let startCounters = probe.threadCounters()
        let start = DispatchTime.now().uptimeNanoseconds

        let fixture = try HistoryFixture(scenario: scenario)
        let controller = try controllers.makeController(for: strategy)
        let configuration = RunConfiguration(
            scenario: scenario.name, strategy: strategy.description, device: device, seed: scenario.seed,
            duration: scenario.duration, timeline: ScenarioCompiler.timeline(for: scenario),
            pageSize: scenario.conversation.pageSize
        )
        let simulation = try Simulation(configuration: configuration, controller: controller,
                                        history: fixture.makeHistory(), citations: fixture.citations)
        let startupSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        let output = try simulation.run()
        let heldBytes = withExtendedLifetime((fixture, simulation)) { () -> UInt64? in
            guard let startCounters, let end = probe.threadCounters()?.since(startCounters) else { return nil }
            return end.allocatedBytes > end.deallocatedBytes ? end.allocatedBytes - end.deallocatedBytes : 0
        }
        return Outcome(result: output.result, startupSeconds: startupSeconds, heldBytes: heldBytes)
    }
}
