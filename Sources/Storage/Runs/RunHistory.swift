import Foundation

/// The table of past runs: what ran, when, from which revision, and its metrics as JSON.
///
/// Migrations are versioned with the rest of the schema (`runs-v1`, then
/// `runs-v2-git-revision-host-metrics`, which added ``RunRecord/gitRevision``,
/// ``RunRecord/hostMetrics`` and the lookup indexes, then `runs-v3-branch-tool-version`);
/// a database at an older version is migrated on open and keeps its rows.
public final class RunHistory: Sendable {
    public let database: ChatRigDatabase

    public init(database: ChatRigDatabase) {
        self.database = database
    }

    /// Opens (creating and migrating if needed) the database at `location`.
    public convenience init(location: StorageLocation) throws {
        try self.init(database: ChatRigDatabase(location: location))
    }

    /// Opens the history at `path` for reading only (``ChatRigDatabase/init(readingFrom:)``):
    /// `chatrig history` needs no write access and changes nothing.
    public convenience init(readingFrom path: String) throws {
        try self.init(database: ChatRigDatabase(readingFrom: path))
    }

    private var path: String { database.location.path }

    /// Stores `run` and returns it with its assigned ``RunRecord/id``.
    @discardableResult
    public func record(_ run: RunRecord) throws -> RunRecord {
        try record(all: [run])[0]
    }

    /// The most recent run of `scenario` with `strategy` on `device` (latest `recordedAt`,
    /// then highest id), or `nil`. O(log n).
    public func latestRun(scenario: String, strategy: String, device: String) throws -> RunRecord? {
        try fetch("""
            SELECT \(Self.columns) FROM run
            WHERE scenario = ? AND strategy = ? AND device = ?
            ORDER BY recordedAt DESC, id DESC LIMIT 1
            """, [scenario, strategy, device]).first
    }

    /// Every run of `scenario`, oldest first (by `recordedAt`, then id). O(log n + runs).
    public func runs(scenario: String) throws -> [RunRecord] {
        try fetch("SELECT \(Self.columns) FROM run WHERE scenario = ? ORDER BY recordedAt, id", [scenario])
    }

    /// Records every run of `runs` in one transaction (all or none), returning them with
    /// their ids. O(runs).
    @discardableResult
    public func record(all runs: [RunRecord]) throws -> [RunRecord] {
        var rows = try runs.map { try RunRow($0) }
        return try database.write { db in
            for index in rows.indices { rows[index].id = try rows[index].insert(db) }
            return rows.map(\.record)
        }
    }

    /// Every run, or those of `scenario` and/or `strategy`, oldest first (by `recordedAt`,
    /// then id). O(log n + runs) with a scenario, O(n) without.
    public func runs(scenario: String?, strategy: String?) throws -> [RunRecord] {
        var conditions: [String] = []
        var arguments: [any SQLiteArgument] = []
        if let scenario { conditions.append("scenario = ?"); arguments.append(scenario) }
        if let strategy { conditions.append("strategy = ?"); arguments.append(strategy) }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try fetch("SELECT \(Self.columns) FROM run \(filter) ORDER BY recordedAt, id", arguments)
    }

    // MARK: Decoding

    private static let columns = RunRow.allColumns

    /// The records of the rows `sql` selects (``columns``), each checked first
    /// (``RunRow/init(row:path:)``): a history edited by another program may hold text where
    /// a number belongs, and that throws ``StorageError/corruptDatabase(path:reason:)``
    /// naming the run, never traps.
    private func fetch(_ sql: String, _ arguments: [any SQLiteArgument]) throws -> [RunRecord] {
        try database.read { db in
            var records: [RunRecord] = []
            try db.forEachRow(sql, arguments) { row in records.append(try RunRow(row: row, path: path).record) }
            return records
        }
    }

    /// Largest metric a history holds: 10¹⁵, the bound reports and scenario expectations use.
    static let maxMetric = 1e15
    /// Latest `recordedAt` read, ms since 1970: the year 10 000 (later is not a wall-clock time).
    static let maxMilliseconds: Int64 = 253_402_300_800_000

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
