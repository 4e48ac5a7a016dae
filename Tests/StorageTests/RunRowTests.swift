import Foundation
import Testing
@testable import Storage

/// History rows are read and written through one record, ``RunRow``: its coding keys are the
/// table's columns, what it writes reads back equal, and the stored bytes are
/// what earlier versions wrote (a history stays readable both ways).
@Suite struct RunRowTests {
    static let run = RunRecord(
        scenario: "pagination-burst", strategy: "flipped(unflip: cell)", device: "iphone-15-pro", seed: UInt64.max - 6,
        gitRevision: "abc123", branch: "main", toolVersion: "0.9.0", recordedAt: Date(timeIntervalSince1970: 1_700_000_000.123),
        metrics: ["frames": 600, "hitchTimeRatio": 1.25, "blankAreaCumulative": 19716363.23038, "tiny": 1e-7],
        hostMetrics: ["hostWallSeconds": 2.5])

    @Test func theCodingKeysAreTheTablesColumns() throws {
        let history = try RunHistory(location: .inMemory)
        let columns = try history.database.read { db in
            try db.fetchAll(String.self, "SELECT name FROM pragma_table_info('\(RunRow.databaseTableName)')")
        }
        #expect(Set(columns) == Set(RunRow.CodingKeys.allCases.map(\.rawValue)))
    }

    @Test func whatIsWrittenReadsBackEqual() throws {
        let history = try RunHistory(location: .inMemory)
        let stored = try history.record(Self.run)
        var expected = Self.run
        expected.id = stored.id
        #expect(stored == expected)
        #expect(try history.runs(scenario: nil, strategy: nil) == [expected])
        #expect(try history.latestRun(scenario: "pagination-burst", strategy: "flipped(unflip: cell)", device: "iphone-15-pro") == expected)
    }

    @Test func theMetricsColumnsHoldTheBytesEarlierVersionsWrote() throws {
        let history = try RunHistory(location: .inMemory)
        try history.record(Self.run)
        let stored = try history.database.read { db in
            var row: (metrics: String, hostMetrics: String, seed: Int64, recordedAt: Int64)?
            try db.forEachRow("SELECT metrics, hostMetrics, seed, recordedAt FROM run", []) {
                row = ($0.string(at: 0), $0.string(at: 1), $0.int64(at: 2), $0.int64(at: 3))
            }
            return row
        }
        let row = try #require(stored)
        // What RunHistory wrote before the record: JSONEncoder, keys sorted.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(row.metrics == String(decoding: try encoder.encode(Self.run.metrics), as: UTF8.self))
        #expect(row.hostMetrics == String(decoding: try encoder.encode(Self.run.hostMetrics), as: UTF8.self))
        #expect(row.seed == Int64(bitPattern: UInt64.max - 6))
        #expect(row.recordedAt == 1_700_000_000_123)
    }

    @Test func aNonFiniteMetricIsRefusedBeforeAnythingIsWritten() throws {
        let history = try RunHistory(location: .inMemory)
        var bad = Self.run
        bad.hostMetrics["hostWallSeconds"] = .infinity
        #expect(throws: StorageError.self) { try history.record(all: [Self.run, bad]) }
        #expect(try history.runs(scenario: nil, strategy: nil).isEmpty)
    }
}
