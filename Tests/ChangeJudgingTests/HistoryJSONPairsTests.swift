import Foundation
import ReportFormats
import RunResults
import Storage
import Testing
@testable import ChangeJudging

/// `chatrig history --format json` (schema version 2): a pair's runs once, each metric's
/// values aligned with them, the step indexing the runs.
@Suite struct HistoryJSONPairsTests {
    /// Every pair of `history` as the JSON document's pair objects, parsed back.
    static func pairs(_ history: RunHistory, _ query: HistoryReader.Query) throws -> [[String: Any]] {
        var objects: [[String: Any]] = []
        try HistoryReader.readPairs(history, query) { pair in
            var bytes: [UInt8] = []
            HistoryJSONWriter.append(pair, to: &bytes)
            objects.append(try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]))
        }
        return objects
    }

    @Test func everyRunIsListedOnceAndEachSeriesIsAlignedWithTheRuns() throws {
        let history = try HistoryReaderTests.history(runs: 300)
        let pairs = try Self.pairs(history, .init(strategy: "flipped", width: 10, keepsEveryRun: true))
        #expect(pairs.count == 1)
        let runs = try #require(pairs[0]["runs"] as? [[String: Any]])
        #expect(runs.count == 300)
        #expect(runs[30]["revision"] as? String == "r30")
        #expect(runs[0]["recordedAt"] as? String == "2023-11-14T22:13:20.000Z")
        let series = try #require(pairs[0]["series"] as? [[String: Any]])
        #expect(series.compactMap { $0["metric"] as? String } == ["frames", "snapshotApplies", "hostWallSeconds"])
        let frames = try #require(series[0]["values"] as? [Double])
        #expect(frames.count == 300)
        #expect(frames[29] == 600 && frames[30] == 612.5)
        let step = try #require(series[0]["step"] as? [String: Any])
        #expect(step["run"] as? Int == 30)
        #expect(step["revision"] as? String == "r30")
        #expect(step["before"] as? Double == 600)
        #expect(step["after"] as? Double == 612.5)
        #expect(series[1]["step"] is NSNull)
    }

    @Test func aRunWithoutTheMetricIsNullAndTheStepCountsEveryRun() throws {
        let history = try RunHistory(location: .inMemory)
        try history.record(all: (0..<6).map { index in
            RunRecord(scenario: "s", strategy: "natural", device: "d", seed: 1, gitRevision: "r\(index)", branch: nil,
                      recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)),
                      metrics: index % 2 == 0 ? ["frames": index < 4 ? 1 : 2.25] : ["hitches": 0])
        })
        let pairs = try Self.pairs(history, .init(width: 100, keepsEveryRun: true))
        let series = try #require(pairs.first?["series"] as? [[String: Any]])
        let frames = try #require(series.first { $0["metric"] as? String == "frames" })
        let values = try #require(frames["values"] as? [Any])
        #expect(values.map { ($0 as? Double).map { "\($0)" } ?? "null" } == ["1.0", "null", "1.0", "null", "2.25", "null"])
        #expect((frames["step"] as? [String: Any])?["run"] as? Int == 4)
        let runs = try #require(pairs.first?["runs"] as? [[String: Any]])
        #expect(runs[0]["branch"] is NSNull)
    }

    @Test func timestampsAreWhatISO8601DateFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        // Leap days, century years, before 1970, the last millisecond of a day, the year 9999.
        let milliseconds: [Int64] = [0, 1, 999, 86_399_999, 951_782_400_000, 951_868_799_999, 4_107_542_400_000,
                                     -1, -86_400_000, -2_208_988_800_000, 1_700_000_000_123, 253_402_300_799_999]
        for value in milliseconds {
            let date = Date(timeIntervalSince1970: Double(value) / 1000)
            var bytes: [UInt8] = []
            HistoryJSONWriter.appendTimestamp(date, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == formatter.string(from: date), "\(value)")
        }
    }

    @Test func numbersAreWrittenAsEveryChatRigJSONWritesThem() throws {
        let history = try RunHistory(location: .inMemory)
        let values = [0, 1, 612.5, 16.666666666666668, 123_456_789_012_345, 1e15, 0.000001]
        try history.record(all: values.enumerated().map { index, value in
            RunRecord(scenario: "s", strategy: "t", device: "d", seed: 1, recordedAt: Date(timeIntervalSince1970: Double(index)),
                      metrics: ["frames": value])
        })
        var bytes: [UInt8] = []
        try HistoryReader.readPairs(history, .init(width: 100, keepsEveryRun: true)) { HistoryJSONWriter.append($0, to: &bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = values.map { JSONValue.formatNumber($0) }.joined(separator: ",")
        #expect(text.contains("\"values\":[\(expected)]"), "\(text)")
    }
}
