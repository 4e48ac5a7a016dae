import Foundation
import RunResults
import Storage
import Testing
@testable import ChangeJudging

/// The reader stamps a bucket's last run when the bucket closes, not for every run: where a
/// series misses runs (a metric some runs did not report, at the end of a bucket too), its
/// buckets and step are exactly those of adding every point of the series in turn.
@Suite struct HistoryReaderStampTests {
    /// `runs` runs of one pair: frames (deterministic) missing from every seventh run and
    /// from runs 95…104, stepping at run 50; hostWallSeconds (host) missing from every
    /// fifth run, stepping by 50 % at run 60.
    static func history(runs: Int) throws -> (RunHistory, frames: [(Int, MetricTrend.Point)], wall: [(Int, MetricTrend.Point)]) {
        let history = try RunHistory(location: .inMemory)
        var records: [RunRecord] = []
        var frames: [(Int, MetricTrend.Point)] = [], wall: [(Int, MetricTrend.Point)] = []
        for index in 0..<runs {
            let recordedAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600)
            var metrics: [String: Double] = ["snapshotApplies": 40]
            var hostMetrics: [String: Double] = [:]
            if index % 7 != 6 && !(95...104).contains(index) {
                metrics["frames"] = index < 50 ? 600 : 612.5 + Double(index % 3)
                frames.append((index, .init(value: metrics["frames"]!, revision: "r\(index)", branch: "b\(index % 2)", recordedAt: recordedAt)))
            }
            if index % 5 != 4 {
                hostMetrics["hostWallSeconds"] = index < 60 ? 2 : 3
                wall.append((index, .init(value: hostMetrics["hostWallSeconds"]!, revision: "r\(index)", branch: "b\(index % 2)", recordedAt: recordedAt)))
            }
            records.append(RunRecord(scenario: "s", strategy: "natural", device: "iphone-15-pro", seed: 1, gitRevision: "r\(index)",
                                     branch: "b\(index % 2)", recordedAt: recordedAt, metrics: metrics, hostMetrics: hostMetrics))
        }
        try history.record(all: records)
        return (history, frames, wall)
    }

    /// What a series' buckets and step say, stamps included.
    static func shape(_ summary: SeriesSummary) -> [String] {
        func text(_ point: MetricTrend.Point) -> String {
            "\(point.value)@\(point.revision ?? "-")/\(point.branch ?? "-")/\(point.recordedAt.timeIntervalSince1970)"
        }
        var lines = summary.buckets.map { bucket in
            "\(text(bucket.first)) … \(text(bucket.last)) n=\(bucket.count) \(bucket.minimum)…\(bucket.maximum) Σ\(bucket.sum)"
        }
        if let step = summary.step { lines.append("step \(step.index) run \(step.run): \(text(step.before)) → \(text(step.after))") }
        return lines + ["count \(summary.count) moved \(summary.moved)"]
    }

    @Test(arguments: [10, 100, 300])
    func aSeriesWithMissingRunsReadsAsAddingEachPointDid(width: Int) throws {
        let (history, frames, wall) = try Self.history(runs: 240)
        var read: [Metric: SeriesSummary] = [:]
        try HistoryReader.read(history, .init(width: width)) { series in
            for summary in series { read[summary.metric] = summary }
        }
        for (metric, points) in [(Metric.frames, frames), (Metric.hostWallSeconds, wall)] {
            var expected = SeriesSummary(scenario: "s", strategy: "natural", metric: metric, pairRuns: 240, width: width)
            for (place, point) in points { expected.add(point, place: place) }
            let summary = try #require(read[metric])
            #expect(Self.shape(summary) == Self.shape(expected))
            #expect(summary.step != nil)
        }
        // Width 10: the fourth bucket holds runs 72…95; frames last came in run 94 (95 missed it).
        if width == 10, let bucket = read[.frames]?.buckets[3] {
            #expect(bucket.last.revision == "r94")
            #expect(bucket.first.revision == "r72")
        }
    }
}

extension HistoryReaderStampTests {
    /// A run stored after newer runs of its pair (an import): the one-pass read gives way to
    /// the pair-by-pair read, and the view is what loading every run gives.
    @Test func aRunStoredOutOfOrderReadsAsLoadingEveryRunDid() throws {
        let history = try HistoryReaderTests.history(runs: 60)
        try history.record(all: [RunRecord(
            scenario: "s", strategy: "flipped", device: "iphone-15-pro", seed: 1, gitRevision: "imported", branch: "main",
            recordedAt: Date(timeIntervalSince1970: 1_600_000_000), metrics: ["frames": 1, "snapshotApplies": 40], hostMetrics: [:])])
        let loaded = try history.runs(scenario: nil, strategy: nil)
        let expected = HistoryTable.render(MetricTrend.trends(of: loaded, metric: nil), showsAllRuns: false)
        #expect(try HistoryReaderTests.text(history, width: 100) == expected)
        #expect(expected.contains("stepped at revision r0"))
    }
}
