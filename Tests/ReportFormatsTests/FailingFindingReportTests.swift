import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Simulator

/// A finding that fails its run (a dropped timeline action) fails the report whatever the
/// run's expectations say, and JUnit names it; other findings leave the verdict to the
/// expectations.
@Suite struct FailingFindingReportTests {
    private func report(findings: [Finding]) -> SuiteReport {
        let result = RunResult(scenario: "s", strategy: "natural", device: "d", seed: 1, duration: .seconds(1),
                               metrics: MetricSet(), hostMetrics: MetricSet(), findings: findings)
        return SuiteReport(toolVersion: "test", runs: [RunReport(result: result, expectations: [])])
    }

    private let dropped = Finding(frame: 30, time: 0.5, kind: .actionDropped, message: "reply 1 at 0.5 s was dropped")

    @Test func aDroppedActionFailsTheRunAndJUnitNamesIt() {
        let report = report(findings: [dropped])
        #expect(!report.passed)
        let xml = JUnitReportWriter.xml(report)
        #expect(xml.contains("failures=\"1\""))
        #expect(xml.contains("<failure type=\"finding\" message=\"timeline action dropped: reply 1 at 0.5 s was dropped\"/>"))
    }

    @Test func otherFindingsLeaveTheRunPassing() {
        let hitch = Finding(frame: 3, time: 0.05, kind: .hitch, message: "frame took 20 ms")
        let report = report(findings: [hitch])
        #expect(report.passed)
        #expect(!JUnitReportWriter.xml(report).contains("<failure"))
    }

    /// A dropped action (the run did not rehearse its scenario) and a snapshot error (UIKit
    /// raises, the app crashes) fail a run whatever its gates say; no other finding does.
    @Test func onlyADroppedActionOrASnapshotErrorFailsARun() {
        #expect(Finding.Kind.allCases.filter(\.failsRun) == [.snapshotError, .actionDropped])
    }

    @Test func aSnapshotErrorFailsTheRunWithTheExceptionsText() {
        let error = Finding(frame: 9, time: 0.15, kind: .snapshotError,
                            message: "Invalid update: invalid number of items in section 0")
        let report = report(findings: [error])
        #expect(!report.passed)
        #expect(JUnitReportWriter.xml(report).contains("Invalid update: invalid number of items in section 0"))
    }
}
