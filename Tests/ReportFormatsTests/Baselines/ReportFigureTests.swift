import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
import Scenarios
import Simulator

/// Numbers read from reports and baselines: range-checked where read, never a trap, seeds exact.
@Suite struct ReportFigureTests {
    private func run(seed: UInt64 = 7, frames: Double = 600) -> RunReport {
        var metrics = MetricSet()
        metrics[.frames] = frames
        metrics[.duplicateLoadMore] = 0
        let result = RunResult(scenario: "s", strategy: "natural", device: "iphone-15-pro", seed: seed, duration: .seconds(3),
                               metrics: metrics, hostMetrics: MetricSet(), findings: [])
        return RunReport(result: result, expectations: [])
    }

    private func read(_ json: String) throws(ReportReadError) -> SuiteReport {
        try ReportReader().read(data: Data(json.utf8), path: "base.json").report
    }

    private func baseline(_ metrics: String, extra: String = "") -> String {
        #"{"format": "chatrig-baseline", "schemaVersion": 1, "tool": {"name": "chatrig", "version": "1"}, "runs": ["#
            + #"{"scenario": "s", "strategy": "natural", "device": "d", "seed": 7, "metrics": {\#(metrics)}\#(extra)}]}"#
    }

    @Test(arguments: [1e308, -1e308, 9.3e16, 1e17, .infinity, -.infinity, .nan, 9.2e18, 1e15, 123.456])
    func anyDoubleFormatsWithoutTrapping(value: Double) {
        #expect(!ComparisonTable.format(value).isEmpty)
        #expect(!JSONValue.formatNumber(value).isEmpty)
        #expect(JSONValue.formatNumber(1e303) == "1e+303")
    }

    @Test(arguments: [
        (#""frames": 1e308"#, "metrics.frames must be between 0 and 1e15, found 1e+308"),
        (#""frames": 9.3e16"#, "metrics.frames must be between 0 and 1e15"),
        (#""frames": -1"#, "metrics.frames must be between 0 and 1e15, found -1"),
        (#""frames": 2.5"#, "metrics.frames must be a whole number, found 2.50"),
        (#""frames": true"#, "metrics.frames must be a number"),
        (#""duplicateLoadMore": -3"#, "metrics.duplicateLoadMore must be between 0 and 1e15"),
    ])
    func impossibleFiguresAreRefusedWithTheirPlace(metrics: String, reason: String) {
        #expect(throws: ReportReadError.self) { try read(baseline(metrics)) }
        do { _ = try read(baseline(metrics)) } catch {
            #expect(error.description.contains(reason), "\(error.description)")
            #expect(error.description.hasPrefix("Error: base.json: run 1: s · natural: "))
        }
    }

    @Test(arguments: [
        (#", "hostSamples": {"hostWallSeconds": [-1]}"#, "hostSamples.hostWallSeconds must be between 0 and 1e15"),
        (#", "hostSamples": {"hostWallSeconds": [1e17]}"#, "hostSamples.hostWallSeconds must be between 0 and 1e15"),
        (#", "gate": {"frames": {"relative": 11}}"#, "gate.frames must hold 'absolute' from 0 to 1e15 and 'relative' from 0 to 10"),
        (#", "gate": {"frames": {"absolute": 1e16}}"#, "gate.frames must hold 'absolute' from 0 to 1e15"),
        (#", "duration": 1e300"#, "'duration' must be a number of seconds from 0 to 3600"),
    ])
    func impossibleSamplesGatesAndDurationsAreRefused(extra: String, reason: String) {
        do {
            _ = try read(baseline(#""frames": 1"#, extra: extra))
            Issue.record("accepted \(extra)")
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test func misleadingMessagesNameWhatIsWrong() {
        let text = baseline(#""frames": 1"#).replacingOccurrences(of: #""schemaVersion": 1"#, with: #""schemaVersion": "1""#)
        #expect(throws: ReportReadError.self) { try read(text) }
        do { _ = try read(text) } catch { #expect(error.reason == "'schemaVersion' must be a whole number, found '1'") }
        do { _ = try read("null") } catch { #expect(error.reason == "not a ChatRig report: the document is not a JSON object") }
    }

    @Test(arguments: [UInt64.max, 9_007_199_254_740_993, 0, 7])
    func seedsRoundTripExactlyThroughReportsAndBaselines(seed: UInt64) throws {
        let report = SuiteReport(toolVersion: "1", runs: [run(seed: seed)])
        let reportJSON = JSONReportWriter.json(report)
        #expect(reportJSON.contains("\"seed\": \(seed),"))
        #expect(try read(reportJSON).runs[0].result.seed == seed)
        #expect(try read(BaselineWriter.json(report)).runs[0].result.seed == seed)
    }

    @Test func aSeedWrittenAsAFractionAboveTwoToThe53IsRefusedNotRounded() {
        let text = baseline(#""frames": 1"#).replacingOccurrences(of: #""seed": 7"#, with: #""seed": 9007199254740993.0"#)
        #expect(throws: ReportReadError.self) { try read(text) }
    }
}
