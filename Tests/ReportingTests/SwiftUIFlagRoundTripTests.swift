import ChatModel
import Foundation
import Scenarios
import Simulator
import Testing
@testable import ChangeJudging
@testable import ReportFormats
@testable import ReportModel
@testable import SuiteRunning

/// A run of a SwiftUI list says so in `report.json` (`"swiftUI": true`), so reports rebuilt
/// from JSON — `merge`, `compare` — keep the footnote that its `snapshotApplies` are body
/// evaluations; every other run serialises as before, without the key.
@Suite struct SwiftUIFlagRoundTripTests {
    static let footnote = "snapshotApplies (body evaluations) for the SwiftUI lists, which apply no snapshot: sparkifire"

    static func run(_ strategy: String, swiftUI: Bool, applies: Double = 12) -> RunReport {
        var result = RunResult(scenario: "s", strategy: strategy, device: "iphone-15-pro", seed: 1, duration: .seconds(1),
                               metrics: MetricSet([.snapshotApplies: applies]), hostMetrics: MetricSet(), findings: [])
        result.usedLazyStack = swiftUI
        return RunReport(result: result, expectations: [], gate: GateTolerances(), hostSamples: MetricSamples())
    }

    static let report = SuiteReport(toolVersion: "0.1.0", runs: [run("natural", swiftUI: false), run("sparkifire", swiftUI: true)])

    @Test func theKeyIsWrittenOnlyForTheSwiftUIRun() {
        let json = JSONReportWriter.json(Self.report)
        #expect(json.components(separatedBy: "\"swiftUI\"").count - 1 == 1)
        #expect(json.contains("\"swiftUI\": true"))
        let plain = SuiteReport(toolVersion: "0.1.0", runs: [Self.run("natural", swiftUI: false)])
        #expect(!JSONReportWriter.json(plain).contains("swiftUI"))
    }

    @Test func mergeKeepsTheFootnote() throws {
        let shards = [[0], [1]].enumerated().map { k, positions in
            SuiteReport(toolVersion: "0.1.0", runs: positions.map { Self.report.runs[$0] },
                        shard: ShardPosition(index: k + 1, count: 2, totalRuns: 2, positions: positions))
        }
        let documents = try shards.enumerated().map { k, shard in
            try ReportReader().read(data: Data(JSONReportWriter.json(shard).utf8), path: "shard-\(k)/report.json")
        }
        let merged = try ShardMerge.merge(documents)
        #expect(merged.runs.map(\.result.usedLazyStack) == [false, true])
        #expect(JSONReportWriter.json(merged) == JSONReportWriter.json(Self.report))
        #expect(MarkdownReportWriter.markdown(merged).contains("_\(Self.footnote)_"))
        #expect(HTMLReportWriter.html(merged).contains(Self.footnote))
    }

    @Test func compareKeepsTheFootnote() throws {
        let reader = ReportReader()
        let base = try reader.read(data: Data(JSONReportWriter.json(Self.report).utf8), path: "base/report.json").report
        let headReport = SuiteReport(toolVersion: "0.1.0", runs: [Self.run("natural", swiftUI: false), Self.run("sparkifire", swiftUI: true, applies: 13)])
        let head = try reader.read(data: Data(JSONReportWriter.json(headReport).utf8), path: "head/report.json").report
        let comparison = try Comparer().compare(base: base, head: head, baseLabel: "main", headLabel: "pr")
        #expect(comparison.judgements.count == 2)
        let html = try #require(ComparisonFolder.files(of: comparison, head: head)["report.html"])
        #expect(html.contains(Self.footnote))
    }

    @Test func theReaderAcceptsOnlyTrue() {
        let good = JSONReportWriter.json(Self.report)
        for bad in ["false", "1", "\"true\"", "null"] {
            let edited = good.replacingOccurrences(of: "\"swiftUI\": true", with: "\"swiftUI\": \(bad)")
            #expect(throws: ReportReadError.self) { try ReportReader().read(data: Data(edited.utf8), path: "report.json") }
        }
    }
}
