import Foundation
import Testing
@testable import Storage

/// Reading every pair in one pass in stored order hands each pair's runs on exactly as
/// reading it alone does, while every pair's runs were stored oldest first; a run stored
/// after a newer run of its pair stops the pass (false) so that the reader reads pair by pair.
@Suite struct RunHistoryStoredOrderTests {
    /// Three pairs, interleaved as a nightly CI records them; `late`: one more run of the
    /// second pair stored last but recorded before the others.
    static func history(late: Bool) throws -> RunHistory {
        let history = try RunHistory(location: .inMemory)
        var records: [RunRecord] = []
        for night in 0..<20 {
            for strategy in ["a", "b", "c"] {
                records.append(RunRecord(
                    scenario: "s", strategy: strategy, device: "iphone-15-pro", seed: 1, gitRevision: "r\(night)", branch: "main",
                    recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(night) * 86_400),
                    metrics: ["frames": Double(600 + night)], hostMetrics: ["hostWallSeconds": 2]))
            }
        }
        if late {
            records.append(RunRecord(scenario: "s", strategy: "b", device: "iphone-15-pro", seed: 1, gitRevision: "old", branch: "main",
                                     recordedAt: Date(timeIntervalSince1970: 1_600_000_000), metrics: ["frames": 1], hostMetrics: [:]))
        }
        try history.record(all: records)
        return history
    }

    /// Each pair's runs as "revision frames", read pair by pair or in one pass.
    static func runs(_ history: RunHistory, inOnePass: Bool) throws -> (read: [[String]], inOrder: Bool) {
        let pairs = try history.pairs(scenario: nil, strategy: nil)
        let names = MetricNames()
        var read = Array(repeating: [String](), count: pairs.count)
        func body(_ pair: Int, _ run: RunHistory.ScannedRun, _ values: ((Int, Double, Bool) throws -> Void) throws -> Void) throws {
            var line = run.revision ?? "-"
            try values { index, value, host in line += " \(names.name(index))=\(value)\(host ? "h" : "")" }
            read[pair].append(line)
        }
        if inOnePass {
            let inOrder = try history.scanInStoredOrder(pairs, names: names, body)
            return (read, inOrder)
        }
        for (index, pair) in pairs.enumerated() { try history.scan(pair, names: names) { try body(index, $0, $1) } }
        return (read, true)
    }

    @Test func runsStoredOldestFirstReadInOnePassAsPairByPair() throws {
        let history = try Self.history(late: false)
        let onePass = try Self.runs(history, inOnePass: true)
        #expect(onePass.inOrder)
        #expect(onePass.read == (try Self.runs(history, inOnePass: false)).read)
        #expect(onePass.read.map(\.count) == [20, 20, 20])
        #expect(onePass.read[1][3] == "r3 frames=603.0 hostWallSeconds=2.0h")
    }

    @Test func aRunStoredAfterANewerRunOfItsPairStopsThePass() throws {
        let history = try Self.history(late: true)
        #expect(try Self.runs(history, inOnePass: true).inOrder == false)
        let pairByPair = try Self.runs(history, inOnePass: false).read
        // Pairs come in the order of their first run: b's is the late one.
        #expect(pairByPair[0].first == "old frames=1.0")
        #expect(pairByPair.map(\.count) == [21, 20, 20])
    }
}
