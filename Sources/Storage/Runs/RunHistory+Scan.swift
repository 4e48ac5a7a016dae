import Foundation

/// Reading a large history without loading it: the (scenario, strategy) pairs it holds, and
/// one pair's runs streamed oldest first, their metrics handed on as they are read from the
/// database's own buffer, with the filters in SQL. `chatrig history` reads a year of CI
/// (10⁵ rows and more) this way in bounded memory.
extension RunHistory {
    /// One (scenario, strategy) pair and how many runs it has.
    public struct Pair: Hashable, Sendable {
        public var scenario: String
        public var strategy: String
        public var runs: Int

        public init(scenario: String, strategy: String, runs: Int) {
            self.scenario = scenario
            self.strategy = strategy
            self.runs = runs
        }
    }

    /// One run as ``scan(_:only:_:)`` hands it on: its place and stamp, without its metrics.
    public struct ScannedRun: Sendable {
        public var id: Int64
        public var revision: String?
        public var branch: String?
        public var recordedAt: Date
    }

    /// Which metric values a scan reads: every one, or one key of one column.
    public enum MetricSelection: Sendable {
        case all
        /// One key of `metrics` (`host` false) or `hostMetrics` (`host` true): read with
        /// SQLite's `json_extract`, the rest of the row's JSON never reaching this process.
        case one(String, host: Bool)
    }

    /// The pairs with runs, filtered by `scenario` and `strategy`, in the order their first
    /// run was recorded. O(n) in SQL for n runs; memory O(pairs).
    public func pairs(scenario: String?, strategy: String?) throws -> [Pair] {
        var conditions: [String] = []
        var arguments: [any SQLiteArgument] = []
        if let scenario { conditions.append("scenario = ?"); arguments.append(scenario) }
        if let strategy { conditions.append("strategy = ?"); arguments.append(strategy) }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try database.read { db in
            var pairs: [Pair] = []
            try db.forEachRow("""
                SELECT scenario, strategy, COUNT(*), MIN(recordedAt) AS first, MIN(id) FROM run \(filter)
                GROUP BY scenario, strategy ORDER BY first, MIN(id)
                """, arguments) { row in
                guard let scenario = String.column(0, of: row), let strategy = String.column(1, of: row) else {
                    throw StorageError.corruptDatabase(path: database.location.path, reason: "a run's scenario or strategy is not text")
                }
                pairs.append(Pair(scenario: scenario, strategy: strategy, runs: Int(row.int64(at: 2))))
            }
            return pairs
        }
    }

    /// Streams the runs of `pair`, oldest first (by `recordedAt`, then id): for each, `body`
    /// gets the run and a reader that hands the run's selected metric values to its
    /// closure as (key, value, host), the key as the index of its name in ``MetricNames``
    /// (each distinct name is made once per scan, so a reader maps an index, not a string,
    /// to what it means). Values are checked as ``runs(scenario:strategy:)`` checks them.
    ///
    /// - Complexity: O(log n + r) for r runs of the pair; memory O(1) beyond `body`'s.
    public func scan(_ pair: Pair, only selection: MetricSelection = .all,
                     names: MetricNames = MetricNames(),
                     _ body: (ScannedRun, (_ value: (Int, Double, Bool) throws -> Void) throws -> Void) throws -> Void) throws {
        typealias Column = RunRow.CodingKeys
        let path = database.location.path
        var reader = RowValues(selection: selection, names: names, path: path)
        try database.read { db in
            // Stepped directly: a decoded row would cost more than the row's own bytes here.
            let rows = try db.makeStatement("""
                SELECT \(Self.scannedColumns(selection)) FROM \(RunRow.databaseTableName)
                WHERE \(Column.scenario.rawValue) = ? AND \(Column.strategy.rawValue) = ?
                ORDER BY \(Column.recordedAt.rawValue), \(Column.id.rawValue)
                """)
            rows.bind([pair.scenario, pair.strategy])
            defer { rows.reset() }
            while try rows.step() {
                let run = try Self.scannedRun(rows, path: path)
                try body(run) { value in try reader.read(rows, run: run.id, value) }
            }
        }
    }

    /// The columns a scan selects: id, gitRevision, branch, recordedAt, then the metric
    /// values `selection` asks for as two columns (4 and 5, ``RowValues``).
    static func scannedColumns(_ selection: MetricSelection) -> String {
        typealias Column = RunRow.CodingKeys
        let (metrics, hostMetrics) = (Column.metrics.rawValue, Column.hostMetrics.rawValue)
        let valueColumns: String
        switch selection {
        case .all: valueColumns = "\(metrics), \(hostMetrics)"
        case .one(let key, let host):
            // The key as a JSON path member, quoted (metric names are plain, but quote anyway).
            let quoted = key.replacingOccurrences(of: "\"", with: "\\\"")
            valueColumns = "json_extract(\(host ? hostMetrics : metrics), '$.\"\(quoted.replacingOccurrences(of: "'", with: "''"))\"'), NULL"
        }
        return "\(Column.id.rawValue), \(Column.gitRevision.rawValue), \(Column.branch.rawValue), \(Column.recordedAt.rawValue), \(valueColumns)"
    }

    /// The run at `rows`' current row (id, gitRevision, branch, recordedAt), each column
    /// checked for its type.
    static func scannedRun(_ rows: RawStatement, path: String) throws -> ScannedRun {
        guard rows.type(at: 0) == .integer, rows.type(at: 3) == .integer else {
            throw StorageError.corruptDatabase(path: path, reason: "a run's id or 'recordedAt' is not an integer")
        }
        let id = rows.int64(at: 0), recordedAt = rows.int64(at: 3)
        guard abs(recordedAt) <= maxMilliseconds else {
            throw StorageError.corruptDatabase(path: path, reason: "run \(id): 'recordedAt' \(recordedAt) is not a time in milliseconds since 1970")
        }
        func text(_ column: Int32, _ name: String) throws -> String? {
            switch rows.type(at: column) {
            case .null: return nil
            case .text: return rows.string(at: column)
            case .integer, .real, .blob: throw StorageError.corruptDatabase(path: path, reason: "run \(id): '\(name)' is not text")
            }
        }
        return ScannedRun(id: id, revision: try text(1, "gitRevision"), branch: try text(2, "branch"), recordedAt: date(milliseconds: recordedAt))
    }
}
