import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Scenarios
import Simulator

@Suite struct JSONValueTests {
    @Test func numbersPrintTheSameEverywhere() {
        #expect(JSONValue.formatNumber(3) == "3")
        #expect(JSONValue.formatNumber(-0.5) == "-0.5")
        #expect(JSONValue.formatNumber(1.0 / 3) == "0.333333")
        #expect(JSONValue.formatNumber(2.0000001) == "2")
        #expect(JSONValue.formatNumber(.infinity) == "null")
    }

    @Test func objectsKeepInsertionOrderAndStringsAreEscaped() {
        let value = JSONValue.object([("z", .number(1)), ("a", .string("quote \" and \n newline"))])
        #expect(value.serialized() == #"{"z":1,"a":"quote \" and \n newline"}"#)
    }
}

@Suite struct ReportFolderTests {
    private func report(passed: Bool) -> SuiteReport {
        var metrics = MetricSet()
        metrics[.upsideDownFrames] = passed ? 0 : 3
        let result = RunResult(scenario: "s", strategy: "flipped", device: "d", seed: 1, duration: .seconds(1),
                               metrics: metrics, hostMetrics: MetricSet(), findings: [])
        let expectation = Expectation(metric: .upsideDownFrames, comparison: .equal, value: 0)
        return SuiteReport(toolVersion: "test", runs: [RunReport(result: result, expectations: [ExpectationResult(expectation, actual: metrics[.upsideDownFrames]!)])])
    }

    @Test func writesEveryFileAndReplacesTheOldFolderWhole() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("latest")
        try ReportFolder.write(report(passed: true), to: folder)
        try "stale".write(to: folder.appendingPathComponent("stale.txt"), atomically: true, encoding: .utf8)
        try ReportFolder.write(report(passed: false), to: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == (ReportFolder.fileNames + [FolderMarker.report.fileName]).sorted())
        let json = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("\"passed\": false"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(leftovers == ["latest"])
    }

    @Test func junitHasAFailurePerBrokenExpectation() {
        let xml = JUnitReportWriter.xml(report(passed: false))
        #expect(xml.contains("<failure type=\"expectation\" message=\"upsideDownFrames == 0, got 3\"/>"))
        #expect(xml.contains("failures=\"1\""))
    }

    @Test func markdownShowsOneColumnPerStrategy() {
        let markdown = MarkdownReportWriter.markdown(report(passed: true))
        #expect(markdown.contains("| metric | `flipped` |"))
        #expect(markdown.contains("| upsideDownFrames | 0 ✅ |"))
    }
}
