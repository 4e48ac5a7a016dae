import RunResults

/// The document `chatrig run --format json` prints and `report.json` holds
/// (the run result document, `schemaVersion` 1).
public struct SuiteReport: Sendable {
    /// Bumped on any incompatible change of the JSON shape.
    public static let schemaVersion = 1

    public var toolName: String
    public var toolVersion: String
    public var runs: [RunReport]
    /// The share of the suite this report holds when it was run with `--shard K/N`; nil for
    /// a whole suite (and for a merged one).
    public var shard: ShardPosition?

    public init(toolName: String = "chatrig", toolVersion: String, runs: [RunReport], shard: ShardPosition? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.runs = runs
        self.shard = shard
    }

    /// Whether every expectation of every run held.
    public var passed: Bool { runs.allSatisfy(\.passed) }
}

/// One scenario run against one strategy, with its expectations evaluated.
public struct RunReport: Sendable {
    public var result: RunResult
    public var expectations: [ExpectationResult]
    /// The run's frames for the pictures of `report.html` (kept in memory, never written
    /// to `report.json`); nil for a report read back from JSON.
    public var recording: RunRecording?
    /// The scenario's `gate:` tolerances, carried so a comparison of this report judges the
    /// run by them (written to `report.json` only when the scenario has any).
    public var gate: GateTolerances
    /// Every sample of each host metric when the pair ran more than once (`--repeat`);
    /// `result.hostMetrics` then holds their medians.
    public var hostSamples: MetricSamples

    public init(result: RunResult, expectations: [ExpectationResult], recording: RunRecording? = nil,
                gate: GateTolerances = GateTolerances(), hostSamples: MetricSamples = MetricSamples()) {
        self.result = result
        self.expectations = expectations
        self.recording = recording
        self.gate = gate
        self.hostSamples = hostSamples
    }

    /// The samples of host metric `metric`: all of them after `--repeat`, else the one value.
    public func samples(of metric: Metric) -> [Double] {
        hostSamples[metric] ?? result.hostMetrics[metric].map { [$0] } ?? []
    }

    /// Whether every expectation held and no finding failed the run (``Finding/Kind/failsRun``).
    public var passed: Bool { expectations.allSatisfy(\.passed) && result.failingFindings.isEmpty }
}

/// An `expect:` entry evaluated against a run.
public struct ExpectationResult: Sendable, Hashable {
    public var expectation: Expectation
    public var actual: Double
    public var passed: Bool

    public init(_ expectation: Expectation, actual: Double) {
        self.expectation = expectation
        self.actual = actual
        self.passed = expectation.isSatisfied(by: actual)
    }

    public var metric: String { expectation.metric.rawValue }
    /// `==`, `!=`, `<`, `<=`, `>` or `>=`.
    public var op: String { expectation.comparison.rawValue }
    public var value: Double { expectation.value }
}
