import Scenarios
import Simulator

/// The document `chatrig run --format json` prints and `report.json` holds
/// (the run result document, `schemaVersion` 1).
public struct SuiteReport: Sendable {
    /// Bumped on any incompatible change of the JSON shape.
    public static let schemaVersion = 1

    public var toolName: String
    public var toolVersion: String
    public var runs: [RunReport]

    public init(toolName: String = "chatrig", toolVersion: String, runs: [RunReport]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.runs = runs
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

    public init(result: RunResult, expectations: [ExpectationResult], recording: RunRecording? = nil) {
        self.result = result
        self.expectations = expectations
        self.recording = recording
    }

    public var passed: Bool { expectations.allSatisfy(\.passed) }
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
