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

    /// Opens the history at `path` for reading only (``ChatRigDatabase/init(readingFrom:)``):
    /// `chatrig history` needs no write access and changes nothing.
    public convenience init(readingFrom path: String) throws {
        try self.init(database: ChatRigDatabase(readingFrom: path))
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

    /// The record of `row`, every column checked for its type (a history edited by another
    /// program may hold text where a number belongs): a column of the wrong type, metrics
    /// that are not a JSON object of numbers, or a metric outside 0…10¹⁵ throws
    /// ``StorageError/corruptDatabase(path:reason:)`` naming the run, never traps.
    private func decode(_ row: Row) throws -> RunRecord {
        func column<T: DatabaseValueConvertible>(_ index: Int, _ name: String, as type: T.Type, id: Int64? = nil) throws -> T {
            guard let value = T.fromDatabaseValue(row[index] as DatabaseValue) else {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id.map(String.init) ?? "?"): '\(name)' is not \(T.self == String.self ? "text" : "an integer")")
            }
            return value
        }
        func optionalText(_ index: Int, _ name: String, id: Int64) throws -> String? {
            let value = row[index] as DatabaseValue
            return value.isNull ? nil : try column(index, name, as: String.self, id: id)
        }
        let id = try column(0, "id", as: Int64.self)
        func metrics(_ index: Int, _ name: String) throws -> [String: Double] {
            let json = try column(index, name, as: String.self, id: id)
            let decoded: [String: Double]
            do {
                decoded = try MetricsJSON.parse(json) ?? JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
            } catch let repeated as MetricsJSON.RepeatedKey {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(name) has the key '\(repeated.key)' twice")
            } catch {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(name) is not a JSON object of numbers")
            }
            if let bad = decoded.first(where: { !($0.value.isFinite && (0...Self.maxMetric).contains($0.value)) }) {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(name).\(bad.key) is \(bad.value), outside 0…1e15")
            }
            return decoded
        }
        let recordedAt = try column(6, "recordedAt", as: Int64.self, id: id)
        guard abs(recordedAt) <= Self.maxMilliseconds else {
            throw StorageError.corruptDatabase(path: path, reason: "run \(id): 'recordedAt' \(recordedAt) is not a time in milliseconds since 1970")
        }
        return RunRecord(
            id: id, scenario: try column(1, "scenario", as: String.self, id: id), strategy: try column(2, "strategy", as: String.self, id: id),
            device: try column(3, "device", as: String.self, id: id),
            seed: UInt64(bitPattern: try column(4, "seed", as: Int64.self, id: id)), gitRevision: try optionalText(5, "gitRevision", id: id),
            branch: try optionalText(9, "branch", id: id), toolVersion: try optionalText(10, "toolVersion", id: id),
            recordedAt: Self.date(milliseconds: recordedAt),
            metrics: try metrics(7, "metrics"), hostMetrics: try metrics(8, "hostMetrics"))
    }

    /// Largest metric a history holds: 10¹⁵, the bound reports and scenario expectations use.
    static let maxMetric = 1e15
    /// Latest `recordedAt` read, ms since 1970: the year 10 000 (later is not a wall-clock time).
    static let maxMilliseconds: Int64 = 253_402_300_800_000

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
