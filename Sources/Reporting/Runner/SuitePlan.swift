import Foundation
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

    /// The number of (scenario, strategy) runs.
    public var runCount: Int { scenarios.reduce(0) { $0 + $1.strategies.count } }
}

/// Where `--trace` writes frame traces.
public struct TraceDestination: Sendable {
    public var path: String
    /// With a single run the path is the trace file; with more it is a folder holding one
    /// `<scenario>.<strategy>.jsonl` file a run.
    public var isFolder: Bool

    public init(path: String, runCount: Int) {
        self.path = path
        self.isFolder = runCount > 1
    }

    func url(scenario: String, strategy: String) -> URL {
        guard isFolder else { return URL(fileURLWithPath: path) }
        let slug = strategy.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return URL(fileURLWithPath: path).appendingPathComponent("\(scenario).\(String(slug)).jsonl")
    }
}
