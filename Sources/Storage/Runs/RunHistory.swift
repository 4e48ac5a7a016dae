import Foundation
import GRDB

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

    private var path: String { database.location.path }

    /// Stores `run` and returns it with its assigned ``RunRecord/id``.
    @discardableResult
    public func record(_ run: RunRecord) throws -> RunRecord {
        let metrics = try Self.encode(run.metrics)
        let hostMetrics = try Self.encode(run.hostMetrics)
        return try database.write { db in
            try db.execute(sql: """
                INSERT INTO run (scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [run.scenario, run.strategy, run.device, Int64(bitPattern: run.seed), run.gitRevision,
                                 run.branch, run.toolVersion, Self.milliseconds(run.recordedAt), metrics, hostMetrics])
            var stored = run
            stored.id = db.lastInsertedRowID
            stored.recordedAt = Self.date(milliseconds: Self.milliseconds(run.recordedAt))
            return stored
        }
    }

    /// The most recent run of `scenario` with `strategy` on `device` (latest `recordedAt`,
    /// then highest id), or `nil`. O(log n).
    public func latestRun(scenario: String, strategy: String, device: String) throws -> RunRecord? {
        try database.read { db in
            try Row.fetchOne(db, sql: """
                SELECT \(Self.columns) FROM run
                WHERE scenario = ? AND strategy = ? AND device = ?
                ORDER BY recordedAt DESC, id DESC LIMIT 1
                """, arguments: [scenario, strategy, device]).map(decode)
        }
    }

    /// Every run of `scenario`, oldest first (by `recordedAt`, then id). O(log n + runs).
    public func runs(scenario: String) throws -> [RunRecord] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(Self.columns) FROM run WHERE scenario = ? ORDER BY recordedAt, id
                """, arguments: [scenario]).map(decode)
        }
    }

    /// Records every run of `runs` in one transaction (all or none), returning them with
    /// their ids. O(runs).
    @discardableResult
    public func record(all runs: [RunRecord]) throws -> [RunRecord] {
        let encoded = try runs.map { (try Self.encode($0.metrics), try Self.encode($0.hostMetrics)) }
        return try database.write { db in
            try zip(runs, encoded).map { run, json in
                try db.execute(sql: """
                    INSERT INTO run (scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [run.scenario, run.strategy, run.device, Int64(bitPattern: run.seed), run.gitRevision,
                                     run.branch, run.toolVersion, Self.milliseconds(run.recordedAt), json.0, json.1])
                var stored = run
                stored.id = db.lastInsertedRowID
                stored.recordedAt = Self.date(milliseconds: Self.milliseconds(run.recordedAt))
                return stored
            }
        }
    }

    /// Every run, or those of `scenario` and/or `strategy`, oldest first (by `recordedAt`,
    /// then id). O(log n + runs) with a scenario, O(n) without.
    public func runs(scenario: String?, strategy: String?) throws -> [RunRecord] {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let scenario { conditions.append("scenario = ?"); arguments.append(scenario) }
        if let strategy { conditions.append("strategy = ?"); arguments.append(strategy) }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM run \(filter) ORDER BY recordedAt, id",
                             arguments: StatementArguments(arguments)).map(decode)
        }
    }

    // MARK: Encoding

    private static let columns = "id, scenario, strategy, device, seed, gitRevision, recordedAt, metrics, hostMetrics, branch, toolVersion"

    private func decode(_ row: Row) throws -> RunRecord {
        let id: Int64 = row[0]
        func metrics(_ column: Int, _ name: String) throws -> [String: Double] {
            let json: String = row[column]
            do {
                return try JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
            } catch {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(name) is not a JSON object of numbers")
            }
        }
        return RunRecord(
            id: id, scenario: row[1], strategy: row[2], device: row[3],
            seed: UInt64(bitPattern: row[4] as Int64), gitRevision: row[5],
            branch: row[9], toolVersion: row[10],
            recordedAt: Self.date(milliseconds: row[6]),
            metrics: try metrics(7, "metrics"), hostMetrics: try metrics(8, "hostMetrics"))
    }

    private static func encode(_ metrics: [String: Double]) throws -> String {
        if let bad = metrics.first(where: { !$0.value.isFinite }) {
            throw StorageError.invalidArgument("metric \(bad.key) is \(bad.value); run history stores finite numbers")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(metrics), as: UTF8.self)
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
