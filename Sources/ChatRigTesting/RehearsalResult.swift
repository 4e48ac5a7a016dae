import Reporting
import Scenarios
import Simulator

/// What one scenario did to one list controller: its deterministic metrics (typed access
/// through `result[.metric]`), its evaluated expectations and its findings, with a
/// description that says what failed and where to look first.
///
/// Equal inputs give equal results (host figures, in ``hostMetrics``, excepted).
public struct RehearsalResult: Sendable, CustomStringConvertible {
    /// The run as reports hold it.
    public var report: RunReport

    /// Whether a `snapshotError` finding (misuse of the data source, which UIKit answers
    /// with an exception) fails the result: true for a rehearsed view controller.
    public var failsOnSnapshotError = false

    public init(report: RunReport) { self.report = report }

    /// A result that fails on a `snapshotError` finding when `failsOnSnapshotError`.
    public init(report: RunReport, failsOnSnapshotError: Bool) {
        self.report = report
        self.failsOnSnapshotError = failsOnSnapshotError
    }

    /// The scenario's name.
    public var scenario: String { report.result.scenario }
    /// The strategy as reported.
    public var strategy: String { report.result.strategy }
    /// Deterministic metrics by name, in report order.
    public var metrics: MetricSet { report.result.metrics }
    /// This machine's figures (CPU time, allocations): never equal between two runs.
    public var hostMetrics: MetricSet { report.result.hostMetrics }
    /// The scenario's `expect:` gates for this strategy, evaluated.
    public var expectations: [ExpectationResult] { report.expectations }
    /// The gates that failed.
    public var failedExpectations: [ExpectationResult] { report.expectations.filter { !$0.passed } }
    /// Whether every gate held (and, when ``failsOnSnapshotError``, the app's UIKit code
    /// misused no data source).
    public var passed: Bool { report.passed && !(failsOnSnapshotError && finding(.snapshotError) != nil) }

    /// The first occurrence of each kind of symptom, in order of frame.
    public var findings: [Finding] { report.result.findings.sorted { ($0.frame, $0.time) < ($1.frame, $1.time) } }

    /// The first finding of `kind`, if the run showed it.
    public func finding(_ kind: Finding.Kind) -> Finding? { findings.first { $0.kind == kind } }

    /// The earliest finding of any kind: where to start looking.
    public var firstFinding: Finding? { findings.first }

    /// One paragraph: the run, its failed gates, and the first finding's frame and time.
    ///
    /// `duplicate-load-more · messages: failed duplicateLoadMore == 0 (got 2). First
    /// finding: frame 97 at t=1.617 s, duplicateLoadMore ×2: …`
    public var description: String {
        var text = "\(scenario) · \(strategy): "
        let failed = failedExpectations
        if failed.isEmpty {
            text += expectations.isEmpty ? "no expectations." : "all \(expectations.count) expectations held."
        } else {
            text += "failed " + failed.map { "\($0.expectation) (got \(Self.format($0.actual)))" }.joined(separator: ", ") + "."
        }
        guard let first = firstFinding else { return text + " No findings." }
        text += " First finding: frame \(first.frame) at t=\(Self.format(first.time)) s, \(first.kind.rawValue) ×\(first.occurrences): \(first.message)"
        let others = Set(findings.dropFirst().map(\.kind)).count
        if others > 0 { text += " (and \(others) other kind\(others == 1 ? "" : "s") of finding)" }
        return text
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
