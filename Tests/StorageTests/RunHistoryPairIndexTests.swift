import Foundation
import Testing
@testable import Storage

/// runs-v4 indexes a pair's runs in order (`run_by_pair`): a history written before it
/// still reads, read-only, unchanged; opened to append, it is migrated in one transaction
/// and reads the same runs in the same order through the index.
@Suite struct RunHistoryPairIndexTests {
    /// A history as runs-v3 left it: two scenarios, three strategies, runs recorded out of
    /// time order, metrics keys in varying order.
    static func versionThreeHistory(at path: String) throws {
        let db = try PlainSQLite.open(path)
        defer { db.close() }
        try ChatRigSchema.migrator.migrate(db, upTo: ChatRigSchema.Migration.runsV3)
        try db.inTransaction(.immediate) {
            for index in 0..<60 {
                let scenario = "s\(index % 2)", strategy = "t\(index % 3)"
                let time = 1_700_000_000_000 + Int64((index * 7_919) % 60) * 1_000
                let metrics = index % 2 == 0 ? #"{"frames":\#(index),"hitches":1}"# : #"{"hitches":1,"frames":\#(index)}"#
                try db.execute("""
                    INSERT INTO run (scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics)
                    VALUES (?, ?, 'iphone-15-pro', 1, ?, 'main', '1', ?, ?, '{"hostWallSeconds":2}')
                    """, scenario, strategy, "r\(index)", time, metrics)
            }
        }
    }

    /// Every pair's runs as a scan reads them: (id, revision, frames).
    static func scanned(_ history: RunHistory) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        let names = MetricNames()
        for pair in try history.pairs(scenario: nil, strategy: nil) {
            try history.scan(pair, names: names) { run, values in
                var frames = -1.0
                try values { index, value, host in if !host && names.name(index) == "frames" { frames = value } }
                out["\(pair.scenario)/\(pair.strategy)", default: []].append("\(run.id) \(run.revision ?? "-") \(frames)")
            }
        }
        return out
    }

    @Test func aVersionThreeHistoryReadsUnchangedThenMigratesToThePairIndex() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        try Self.versionThreeHistory(at: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let readOnly = try RunHistory(readingFrom: path)
        let expected = try Self.scanned(readOnly)
        #expect(expected.count == 6)
        #expect(expected.values.map(\.count).reduce(0, +) == 60)
        #expect(try readOnly.database.appliedMigrations().last == ChatRigSchema.Migration.runsV3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "reading changes nothing")

        let migrated = try RunHistory(appendingTo: path)
        #expect(try migrated.database.appliedMigrations().last == ChatRigSchema.Migration.runsV4)
        #expect(try Self.scanned(migrated) == expected)
        let plan = try migrated.database.read { db in
            try db.queryPlan("SELECT id FROM run WHERE scenario = 's0' AND strategy = 't1' ORDER BY recordedAt, id")
                .joined(separator: "; ")
        }
        #expect(plan.contains("run_by_pair"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "no sort: the index gives the order")
    }

    @Test func aScanReadsEachPairOldestFirstThenById() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        try Self.versionThreeHistory(at: path)
        let history = try RunHistory(appendingTo: path)
        let runs = try history.runs(scenario: nil, strategy: nil)
        let scanned = try Self.scanned(history)
        for (key, rows) in scanned {
            let parts = key.split(separator: "/").map(String.init)
            let loaded = runs.filter { $0.scenario == parts[0] && $0.strategy == parts[1] }
            #expect(rows.map { $0.split(separator: " ")[0] } == loaded.map { "\($0.id!)"[...] }, "\(key)")
        }
    }
}
