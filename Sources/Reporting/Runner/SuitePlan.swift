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
    /// Set on a shard's plan (``sharded(_:)``): where its runs sit in the whole suite.
    public var shard: ShardPosition?

    public init(scenarios: [PlannedScenario], shard: ShardPosition? = nil) {
        self.scenarios = scenarios
        self.shard = shard
    }

    /// The number of (scenario, strategy) runs.
    public var runCount: Int { scenarios.reduce(0) { $0 + $1.strategies.count } }
}

/// The file format of `--trace`.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// JSON Lines, one object a frame; a file per run.
    case jsonl
    /// Chrome trace-event JSON, which Perfetto UI and chrome://tracing open; a file per
    /// scenario, a track per strategy.
    case perfetto
}

/// Where `--trace` writes frame traces.
public struct TraceDestination: Sendable {
    public var path: String
    /// Whether the path is a folder: of `<scenario>.<strategy>.jsonl` files, one a run
    /// (JSON Lines), or of `<scenario>.json` files, one a scenario (Perfetto). Otherwise
    /// it is the one trace file.
    public var isFolder: Bool
    public var format: TraceFormat

    /// With a single run the path is the trace file; with more it is a folder.
    public init(path: String, runCount: Int, format: TraceFormat = .jsonl) {
        self.path = path
        self.isFolder = runCount > 1
        self.format = format
    }

    func url(scenario: String, strategy: String) -> URL {
        guard isFolder else { return URL(fileURLWithPath: path) }
        let slug = strategy.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return URL(fileURLWithPath: path).appendingPathComponent("\(scenario).\(String(slug)).jsonl")
    }

    func url(scenario: String) -> URL {
        isFolder ? URL(fileURLWithPath: path).appendingPathComponent("\(scenario).json") : URL(fileURLWithPath: path)
    }
}
