import Foundation
import ReportFormats
import RunResults
import Storage
import Testing
@testable import ChangeJudging

/// An unfiltered `chatrig history` reads its pairs in batches, each in one pass over the
/// history in stored order, at most ``HistoryReader/storedOrderPasses`` of them within
/// ``HistoryReader/storedOrderBytes`` each; whatever the batches, it prints what reading
/// pair by pair prints, and a run stored after a newer run of its pair sends its batch and
/// the rest pair by pair.
@Suite struct HistoryReaderBatchTests {
    /// A pair of `runs` runs.
    static func pair(_ name: String, runs: Int) -> RunHistory.Pair {
        RunHistory.Pair(scenario: "s", strategy: name, runs: runs)
    }

    @Test func aPairHoldsItsBucketsOrWithTheJSONFormEveryRunAndValue() {
        let perRun = MemoryLayout<HistoryPair.Run>.stride + Metric.all.count * 8
        let series = Metric.all.count * MemoryLayout<SeriesSummary>.stride
        #expect(MemoryLayout<HistoryPair.Run>.stride == 40)
        let query = HistoryReader.Query(width: 10)
        #expect(HistoryReader.bytesHeld(Self.pair("a", runs: 1_000), query, pairKeepsEveryRun: false) == 10 * Metric.all.count * 140)
        #expect(HistoryReader.bytesHeld(Self.pair("a", runs: 4), query, pairKeepsEveryRun: false) == 4 * Metric.all.count * 140)
        // The JSON form sums its series up when the pair is finished: no buckets held.
        #expect(HistoryReader.bytesHeld(Self.pair("a", runs: 1_000), query, pairKeepsEveryRun: true) == series + 1_000 * perRun)
        // One metric: one value a run.
        let one = HistoryReader.Query(metric: .frames, width: 10)
        #expect(HistoryReader.bytesHeld(Self.pair("a", runs: 1_000), one, pairKeepsEveryRun: true) == series + 1_000 * 48)
    }

    @Test func pairsAreBatchedInOrderWithinTheBytesAndAtMostTwoPasses() {
        let query = HistoryReader.Query(width: 10, keepsEveryRun: true)
        let four = (0..<4).map { Self.pair("p\($0)", runs: 1_000) }
        let bytes = 2 * HistoryReader.bytesHeld(four[0], query, pairKeepsEveryRun: true) + 100
        func batches(_ pairs: [RunHistory.Pair], _ query: HistoryReader.Query, keepsEveryRun: Bool = true) -> [Range<Int>]? {
            HistoryReader.storedOrderBatches(pairs, query, pairKeepsEveryRun: keepsEveryRun, storedOrderBytes: bytes)
        }
        #expect(batches(four, query) == [0..<2, 2..<4])
        #expect(batches(Array(four.prefix(3)), query) == [0..<2, 2..<3])
        // A pair larger than a batch is a batch of its own.
        #expect(batches([Self.pair("big", runs: 10_000)], query) == [0..<1])
        #expect(batches([Self.pair("big", runs: 10_000), four[0]], query) == [0..<1, 1..<2])
        // Five take three passes: pair by pair.
        let five = four + [Self.pair("p4", runs: 1_000)]
        #expect(batches(five, query) == nil)
        // Without every run, only buckets are held: one pass.
        #expect(batches(five, query, keepsEveryRun: false) == [0..<5])
        // Filtered, or series keeping every run: pair by pair.
        #expect(batches(four, .init(strategy: "p0", width: 10), keepsEveryRun: false) == nil)
        #expect(batches(four, .init(scenario: "s", width: 10), keepsEveryRun: false) == nil)
        #expect(HistoryReader.storedOrderBatches(four, query, seriesKeepEveryRun: true, pairKeepsEveryRun: false) == nil)
        #expect(batches([], query) == [])
    }

    /// A year of CI (`scripts/make-large-history.py`: 50 pairs of 3,600 runs, 180,000 in all)
    /// reads in one pass in stored order, as JSON and as the terminal view at 100 columns
    /// (52 buckets a series).
    @Test func aYearOfCIReadsInOnePass() {
        let year = (0..<50).map { Self.pair("p\($0)", runs: 3_600) }
        #expect(HistoryReader.storedOrderBatches(year, .init(width: 52, keepsEveryRun: true), pairKeepsEveryRun: true) == [0..<50])
        #expect(HistoryReader.storedOrderBatches(year, .init(width: 52), pairKeepsEveryRun: false) == [0..<50])
    }

    /// Four pairs of `runs` nightly runs, interleaved as CI records them, values moving per
    /// pair and night; `late`: one more run of the third pair, stored last, recorded between
    /// its second and third nights (its first run, so the pairs' order, unchanged).
    static func history(runs: Int, late: Bool) throws -> RunHistory {
        let history = try RunHistory(location: .inMemory)
        var records: [RunRecord] = []
        func record(_ strategy: Int, night: Double, revision: String) -> RunRecord {
            RunRecord(scenario: "s", strategy: "t\(strategy)", device: "d", seed: 1, gitRevision: revision, branch: "main",
                      recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + night * 86_400),
                      metrics: ["frames": 600 + Double(strategy) + (night >= 7 ? 1.25 : 0), "hitches": Double(Int(night) % 3)],
                      hostMetrics: ["hostWallSeconds": 0.5 + Double(strategy) / 8 + night / 1_000])
        }
        for night in 0..<runs {
            for strategy in 0..<4 { records.append(record(strategy, night: Double(night), revision: "r\(night)")) }
        }
        if late { records.append(record(2, night: 1.5, revision: "late")) }
        try history.record(all: records)
        return history
    }

    /// The JSON form's pairs with at most `bytes` held per pass in stored order.
    static func json(_ history: RunHistory, _ query: HistoryReader.Query, bytes: Int) throws -> String {
        var out: [UInt8] = []
        try HistoryReader.readPairs(history, query, storedOrderBytes: bytes) { pair in
            out += "\n".utf8
            HistoryJSONWriter.append(pair, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: [false, true], [nil, Metric.frames, Metric.hostWallSeconds])
    func batchesReadWhatPairByPairReads(late: Bool, metric: Metric?) throws {
        let history = try Self.history(runs: 12, late: late)
        let query = HistoryReader.Query(metric: metric, width: 5, keepsEveryRun: true)
        let pairs = try history.pairs(scenario: nil, strategy: nil)
        #expect(pairs.map(\.strategy) == ["t0", "t1", "t2", "t3"])
        let pairBytes = HistoryReader.bytesHeld(pairs[3], query, pairKeepsEveryRun: true)
        // One pass; two of two pairs; too many passes, so pair by pair.
        #expect(HistoryReader.storedOrderBatches(pairs, query, pairKeepsEveryRun: true, storedOrderBytes: 4 * pairBytes + 1_000) == [0..<4])
        #expect(HistoryReader.storedOrderBatches(pairs, query, pairKeepsEveryRun: true, storedOrderBytes: 2 * pairBytes + 1_000) == [0..<2, 2..<4])
        #expect(HistoryReader.storedOrderBatches(pairs, query, pairKeepsEveryRun: true, storedOrderBytes: pairBytes) == nil)
        let pairByPair = try Self.json(history, query, bytes: pairBytes)
        #expect(try Self.json(history, query, bytes: 2 * pairBytes + 1_000) == pairByPair)
        #expect(try Self.json(history, query, bytes: 4 * pairBytes + 1_000) == pairByPair)
        // Every pair, every run (the late one in its place by time), stepping where it moved.
        #expect(pairByPair.components(separatedBy: "{\"scenario\":").count - 1 == 4)
        #expect(pairByPair.contains("\"revision\":\"r1\",\"branch\":\"main\"},\n{\"recordedAt\":\"2023-11-16T10:13:20.000Z\",\"revision\":\"late\"") == late)
        if metric == .frames {
            #expect(pairByPair.contains("{\"metric\":\"frames\",\"values\":[602,602,\(late ? "602," : "")602,602,602,602,602,603.25,"))
        }
    }

    @Test func theTerminalViewReadsAlikeInOnePassAndPairByPair() throws {
        let history = try Self.history(runs: 30, late: false)
        var onePass: [String] = [], pairByPair: [String] = []
        var unchanged = (0, 0)
        try HistoryReader.read(history, .init(width: 8)) { onePass.append(HistoryTable.text($0, showsAllRuns: false, unchanged: &unchanged.0)) }
        for strategy in ["t0", "t1", "t2", "t3"] {
            try HistoryReader.read(history, .init(strategy: strategy, width: 8)) {
                pairByPair.append(HistoryTable.text($0, showsAllRuns: false, unchanged: &unchanged.1))
            }
        }
        #expect(onePass == pairByPair)
        #expect(unchanged.0 == unchanged.1)
        #expect(onePass.count == 4)
    }

    /// A terminal view whose buckets do not fit its one pass (here: at most 1 byte of them)
    /// reads with its pairs keeping their runs, in one pass, and prints what pair by pair prints.
    @Test func aWideTerminalViewKeepsItsPairsRunsAndReadsAlike() throws {
        let history = try Self.history(runs: 30, late: false)
        let pairs = try history.pairs(scenario: nil, strategy: nil)
        let query = HistoryReader.Query(width: 8)
        let wide = HistoryReader.readingPlan(pairs, query, seriesKeepEveryRun: false, pairKeepsEveryRun: false, storedOrderBytes: nil, bucketBytes: 1)
        #expect(wide.pairKeepsEveryRun && wide.batches == [0..<4])
        let narrow = HistoryReader.readingPlan(pairs, query, seriesKeepEveryRun: false, pairKeepsEveryRun: false, storedOrderBytes: nil, bucketBytes: nil)
        #expect(!narrow.pairKeepsEveryRun && narrow.batches == [0..<4])
        let filtered = HistoryReader.readingPlan(pairs, .init(strategy: "t1", width: 8), seriesKeepEveryRun: false, pairKeepsEveryRun: false,
                                                 storedOrderBytes: nil, bucketBytes: 1)
        #expect(!filtered.pairKeepsEveryRun && filtered.batches == nil)
        var keptRuns: [String] = [], pairByPair: [String] = []
        var unchanged = (0, 0)
        try HistoryReader.read(history, query, bucketBytes: 1) { keptRuns.append(HistoryTable.text($0, showsAllRuns: false, unchanged: &unchanged.0)) }
        for strategy in ["t0", "t1", "t2", "t3"] {
            try HistoryReader.read(history, .init(strategy: strategy, width: 8)) {
                pairByPair.append(HistoryTable.text($0, showsAllRuns: false, unchanged: &unchanged.1))
            }
        }
        #expect(keptRuns == pairByPair)
        #expect(unchanged.0 == unchanged.1)
    }

    @Test func numbersAreWrittenAsFormatNumberWritesThem() {
        // Whole, six decimals and fewer, rounding up to whole, the edges of the digit path
        // (0.001, 2³²), below and beyond them, and a spread of fractions.
        var values: [Double] = [0, 1, 612.5, 16.666666666666668, 0.4141, 1.7692999999999999, 120.00480019200769, 2.9999999,
                                0.001, 0.0009999, 0.00099999, 0.000001, 0.0000004, 4_294_967_295.5, 4_294_967_296.25,
                                123_456_789.123456, 999_999_999_999_999.9, 1e15, 1e16, 0.1, 0.2 + 0.1, 1 / 3, 2 / 3]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let scale = [1e-3, 1, 10, 1e3, 1e6, 1e9, 4e9][Int(state % 7)]
            values.append(mantissa * scale)
        }
        for value in values {
            var bytes: [UInt8] = []
            HistoryJSONWriter.appendNumber(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONValue.formatNumber(value), "\(value)")
        }
    }
}
