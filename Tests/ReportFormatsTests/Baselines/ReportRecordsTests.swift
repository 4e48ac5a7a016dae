import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
@testable import RunResults

/// `report.json` and baselines are written and read through the same Codable records
/// (``ReportDocument``, ``SuiteReport``, ``RunReport``, ``RunResult``…): what is written reads
/// back as it was and writes the same bytes again, and no key is spelled outside its record.
@Suite struct ReportRecordsTests {
    /// A report using every field a run can hold: SwiftUI flag, host samples, gate,
    /// expectations, findings, cost attribution, a shard position.
    static var everything: SuiteReport {
        var metrics = MetricSet()
        metrics[.frames] = 2_400
        metrics[.frameCostP99] = 3.433333
        var host = MetricSet()
        host[.hostWallSeconds] = 0.41
        var result = RunResult(scenario: "s \"quoted\" é", strategy: "flipped(unflip: cell)", device: "iphone-15-pro",
                               seed: UInt64.max, duration: .seconds(12), metrics: metrics, hostMetrics: host,
                               findings: [Finding(frame: 412, time: 3.433333, kind: .anchorDrift, message: "jumped 40 pt\nthen back", occurrences: 2)])
        result.usedLazyStack = true
        var operations = OperationCosts()
        operations[.diff] = 12.07
        var phases = FramePhaseCosts()
        phases.layout = 14.3
        phases.controller = -0.000001
        result.costAttribution = CostAttribution(
            operations: operations, phases: phases,
            frames: [(.frameCostP99, .init(frame: 412, time: 3.433333, cost: 3.43, operations: operations, phases: phases))])
        var samples = MetricSamples()
        samples[.hostWallSeconds] = [0.41, 0.43, 0.4]
        let gate = GateTolerances([(.frames, Tolerance(absolute: 2, relative: 0.05))])
        let expectation = ExpectationResult(Expectation(metric: .frames, comparison: .lessOrEqual, value: 2_400), actual: 2_400)
        let full = RunReport(result: result, expectations: [expectation], gate: gate, hostSamples: samples)
        let plain = RunReport(result: RunResult(scenario: "a", strategy: "natural", device: "d", seed: 7, duration: .seconds(1),
                                                metrics: MetricSet([.frames: 60]), hostMetrics: MetricSet(), findings: []),
                              expectations: [])
        return SuiteReport(toolVersion: "1", runs: [full, plain],
                           shard: ShardPosition(index: 2, count: 3, totalRuns: 6, positions: [1, 4], suite: "0123456789abcdef"))
    }

    private func read(_ text: String) throws -> ReportReader.Document {
        try ReportReader().read(data: Data(text.utf8), path: "r.json")
    }

    @Test func aReportReadBackWritesTheSameBytes() throws {
        for text in [JSONReportWriter.json(Self.everything), JSONReportWriter.deterministicJSON(Self.everything)] {
            let document = try read(text)
            #expect(!document.isBaseline)
            let again = text.contains("hostMetrics") ? JSONReportWriter.json(document.report) : JSONReportWriter.deterministicJSON(document.report)
            #expect(again == text)
        }
    }

    @Test func aBaselineReadBackWritesTheSameBytes() throws {
        let text = BaselineWriter.json(Self.everything)
        let document = try read(text)
        #expect(document.isBaseline)
        #expect(BaselineWriter.json(document.report) == text)
        #expect(document.report.runs.map(\.result.scenario) == ["a", "s \"quoted\" é"])
        #expect(document.report.runs[1].hostSamples[.hostWallSeconds] == [0.41, 0.43, 0.4])
    }

    @Test func everyRecordReadsBackEqual() throws {
        let original = Self.everything
        let report = try read(JSONReportWriter.json(original)).report
        #expect(report.shard == original.shard)
        for (read, written) in zip(report.runs, original.runs) {
            #expect(read.result.seed == written.result.seed)
            #expect(read.result.duration == written.result.duration)
            #expect(read.result.usedLazyStack == written.result.usedLazyStack)
            #expect(read.result.metrics == written.result.metrics)
            #expect(read.result.hostMetrics == written.result.hostMetrics)
            #expect(read.result.findings == written.result.findings)
            #expect(read.result.costAttribution == written.result.costAttribution)
            #expect(read.expectations == written.expectations)
            #expect(read.gate == written.gate)
            #expect(read.hostSamples == written.hostSamples)
        }
    }

    /// The layout of both documents, byte for byte, as the writers spelled it by hand before
    /// the records were Codable.
    @Test func theDocumentsKeepTheirLayout() {
        let report = SuiteReport(toolVersion: "1", runs: [Self.everything.runs[1]])
        #expect(JSONReportWriter.deterministicJSON(report) == """
            {
              "schemaVersion": 1,
              "tool": {
                "name": "chatrig",
                "version": "1"
              },
              "passed": true,
              "runs": [
                {
                  "scenario": "a",
                  "strategy": "natural",
                  "device": "d",
                  "seed": 7,
                  "duration": 1,
                  "passed": true,
                  "metrics": {
                    "frames": 60
                  },
                  "expectations": [],
                  "findings": []
                }
              ]
            }

            """)
        #expect(BaselineWriter.json(report) == """
            {"format":"chatrig-baseline","schemaVersion":1,"tool":{"name":"chatrig","version":"1"},"runs":[
            {"scenario":"a","strategy":"natural","device":"d","seed":7,"metrics":{"frames":60}}
            ]}

            """)
    }

    /// Every key of a report's records, from their `CodingKeys`.
    static let keys: Set<String> = {
        var keys = Set<String>()
        func add<Key: CodingKey & CaseIterable>(_: Key.Type) { keys.formUnion(Key.allCases.map(\.stringValue)) }
        add(ReportDocument.CodingKeys.self); add(SuiteReport.CodingKeys.self); add(SuiteReport.ToolKeys.self)
        add(ShardPosition.CodingKeys.self); add(RunReport.CodingKeys.self); add(RunResult.CodingKeys.self)
        add(ExpectationResult.CodingKeys.self); add(Tolerance.CodingKeys.self); add(Expectation.CodingKeys.self)
        add(Finding.CodingKeys.self); add(CostAttribution.CodingKeys.self); add(CostAttribution.Frame.CodingKeys.self)
        add(FramePhaseCosts.CodingKeys.self)
        return keys
    }()

    /// The writers and the reader name no key: each is spelled once, in its record's
    /// `CodingKeys`, and nothing walks `[String: Any]`.
    @Test func noKeyIsSpelledOutsideItsRecord() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/ReportFormats")
        let files = ["Writers/JSONReportWriter.swift", "Baselines/BaselineWriter.swift", "Baselines/ReportReader.swift",
                     "Baselines/ReportFigure.swift"]
        #expect(Self.keys.count >= 40)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
            for key in Self.keys { #expect(!code.contains("\"\(key)\""), "\(file) spells \"\(key)\"") }
            #expect(!code.contains("[String: Any]"), "\(file) walks [String: Any]")
            #expect(!code.contains("JSONSerialization"), "\(file) parses with JSONSerialization")
        }
    }
}
