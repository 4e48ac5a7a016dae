import Foundation
import RunResults
import Storage
import Testing
@testable import ChangeJudging

/// `chatrig history` on a year of CI: read pair by pair, bucketed to the width, filters in
/// SQL — and on a history that fits the width, exactly what loading every run printed.
@Suite struct HistoryReaderTests {
    /// `runs` runs of two pairs; frames steps at run 30 (deterministic), hostWallSeconds
    /// steps by 50 % at run 40 (host), snapshotApplies never moves.
    static func history(runs: Int) throws -> RunHistory {
        let history = try RunHistory(location: .inMemory)
        var records: [RunRecord] = []
        for index in 0..<runs {
            for strategy in ["natural", "flipped"] {
                records.append(RunRecord(
                    scenario: "s", strategy: strategy, device: "iphone-15-pro", seed: 1, gitRevision: "r\(index)", branch: "main",
                    recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600),
                    metrics: ["frames": index < 30 ? 600 : 612.5, "snapshotApplies": 40, "unknownFigure": 3],
                    hostMetrics: ["hostWallSeconds": index < 40 ? 2 : 3]))
            }
        }
        try history.record(all: records)
        return history
    }

    static func text(_ history: RunHistory, metric: Metric? = nil, width: Int) throws -> String {
        var out = "", unchanged = 0, any = false
        try HistoryReader.read(history, .init(metric: metric, width: width)) { series in
            any = any || !series.isEmpty
            out += HistoryTable.text(series, showsAllRuns: metric != nil, unchanged: &unchanged)
        }
        return out + HistoryTable.footer(unchanged: unchanged, anySeries: any)
    }

    @Test(arguments: [nil, Metric.frames, Metric.hostWallSeconds])
    func aHistoryThatFitsTheWidthReadsAsLoadingEveryRunDid(_ metric: Metric?) throws {
        let history = try Self.history(runs: 60)
        let loaded = try history.runs(scenario: nil, strategy: nil)
        let expected = HistoryTable.render(MetricTrend.trends(of: loaded, metric: metric), showsAllRuns: metric != nil)
        #expect(try Self.text(history, metric: metric, width: 100) == expected)
    }

    @Test func aLongSeriesIsBucketedToTheWidthAndKeepsItsStep() throws {
        let history = try Self.history(runs: 1_000)
        var frames: SeriesSummary?
        var wall: SeriesSummary?
        try HistoryReader.read(history, .init(strategy: "natural", width: 10)) { series in
            frames = series.first { $0.metric == .frames }
            wall = series.first { $0.metric == .hostWallSeconds }
        }
        let summary = try #require(frames)
        #expect(summary.count == 1_000)
        #expect(summary.buckets.count == 10)
        #expect(summary.buckets.map(\.count) == Array(repeating: 100, count: 10))
        let firstMean: Double = (30 * 600 + 70 * 612.5) / 100
        #expect(summary.buckets[0].mean == firstMean)
        let step = try #require(summary.step)
        #expect(step.index == 30)
        #expect(step.after.revision == "r30")
        #expect(step.before.value == 600)
        let wallStep = try #require(wall?.step)
        #expect(wallStep.index == 40)
        #expect(wallStep.after.value == 3)
        let text = try Self.text(history, metric: .frames, width: 10)
        let sparkline = try #require(text.split(separator: "\n").first)
        #expect(sparkline == "s · natural · frames  ▁█████████  (1000 runs)")
        // One row a bucket: its first run, its last value, its count and range.
        #expect(text.contains("  2023-11-14T22:13:20  r0            main              612.50  (100 runs to 2023-11-19T01:13:20 r99; 600 … 612.50)\n"))
        #expect(text.contains("  2023-11-19T02:13:20  r100          main              612.50  (100 runs to 2023-11-23T05:13:20 r199)\n"))
    }

    @Test func theFullSeriesIsKeptForJSON() throws {
        let history = try Self.history(runs: 300)
        var objects: [String] = []
        try HistoryReader.read(history, .init(strategy: "flipped", metric: .frames, width: 10, keepsEveryRun: true)) { series in
            objects += series.map(HistoryJSONWriter.object)
        }
        #expect(objects.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(objects[0].utf8)) as? [String: Any])
        #expect((object["runs"] as? [Any])?.count == 300)
        let step = object["step"] as? [String: Any]
        #expect(step?["revision"] as? String == "r30")
    }
}
