import Foundation

/// One row of the `run` table as it is stored: the record ``RunHistory`` writes
/// (``insert(_:)``) and reads (``init(row:path:)``), each column named once (``CodingKeys``,
/// which the SQL of the scans uses too). The metrics columns hold JSON objects written by
/// `JSONEncoder` with sorted keys, byte for byte what GRDB's `Codable` record encoding wrote
/// before (``jsonText(_:)``).
///
/// The checks of a hostile or damaged file stay in front of the decoder: ``check(_:path:)``
/// refuses a column of the wrong type, a metrics column that is not a flat JSON object of
/// numbers (a key given twice included, which `JSONDecoder` would take silently) and a value
/// outside 0…10¹⁵, naming the run, before `init(row:path:)` decodes. The history scans
/// (``RunHistory/scan(_:only:names:_:)``) read the same columns without decoding a record:
/// `JSONDecoder` costs about 100 µs a row, a year of CI minutes (speed wins there, by design).
struct RunRow: Hashable {
    static let databaseTableName = "run"

    var id: Int64?
    var scenario: String
    var strategy: String
    var device: String
    /// ``RunRecord/seed``'s bits (SQLite integers are signed).
    var seed: Int64
    var gitRevision: String?
    var branch: String?
    var toolVersion: String?
    /// Milliseconds since 1970 (wall clock).
    var recordedAt: Int64
    /// A JSON object of metric name → number, keys sorted (``jsonText(_:)``).
    var metrics: [String: Double]
    var hostMetrics: [String: Double]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics

        /// The column's place in ``RunRow/allColumns``, and so in a row selected with them.
        var index: Int32 { Int32(Self.allCases.firstIndex(of: self)!) }
    }

    /// Every column, for a `SELECT` (a column's place there is its ``CodingKeys`` index).
    static let allColumns = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")

    /// The row of `record`.
    /// - Throws: ``StorageError/invalidArgument(_:)`` for a metric that is not finite.
    init(_ record: RunRecord) throws {
        for (name, values) in [("metrics", record.metrics), ("hostMetrics", record.hostMetrics)] {
            if let bad = values.first(where: { !$0.value.isFinite }) {
                throw StorageError.invalidArgument("metric \(bad.key) is \(bad.value); run history stores finite numbers (\(name))")
            }
        }
        id = record.id
        scenario = record.scenario
        strategy = record.strategy
        device = record.device
        seed = Int64(bitPattern: record.seed)
        gitRevision = record.gitRevision
        branch = record.branch
        toolVersion = record.toolVersion
        recordedAt = RunHistory.milliseconds(record.recordedAt)
        metrics = record.metrics
        hostMetrics = record.hostMetrics
    }

    /// The record this row stores.
    var record: RunRecord {
        RunRecord(id: id, scenario: scenario, strategy: strategy, device: device, seed: UInt64(bitPattern: seed),
                  gitRevision: gitRevision, branch: branch, toolVersion: toolVersion,
                  recordedAt: RunHistory.date(milliseconds: recordedAt), metrics: metrics, hostMetrics: hostMetrics)
    }

    /// Inserts the row with a new id (``id`` is ignored), returning the id.
    ///
    /// - Throws: ``SQLiteError``; `EncodingError` for a metric JSON cannot hold.
    func insert(_ db: SQLiteConnection) throws -> Int64 {
        let statement = try db.cachedStatement("""
            INSERT INTO \(Self.databaseTableName) (\(Self.insertedColumns)) VALUES (\(Self.insertedColumnPlaceholders))
            """)
        statement.bind([scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt,
                        try Self.jsonText(metrics), try Self.jsonText(hostMetrics)])
        try statement.execute()
        return db.lastInsertedRowID
    }

    /// Every column but `id`, in ``CodingKeys`` order: what an insert binds.
    private static let insertedColumns = CodingKeys.allCases.filter { $0 != .id }.map(\.rawValue).joined(separator: ", ")
    private static let insertedColumnPlaceholders = Array(repeating: "?", count: CodingKeys.allCases.count - 1).joined(separator: ", ")

    /// A metrics column's text: `JSONEncoder`, keys sorted, as GRDB encoded a `Codable`
    /// record's dictionary column (`databaseJSONEncoder`), so histories read the same both ways.
    static func jsonText(_ metrics: [String: Double]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(metrics), as: UTF8.self)
    }

    /// The row at `row`'s current step, whose columns are ``allColumns`` in order, checked
    /// first (``check(_:path:)``).
    ///
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` naming the run.
    init(row: RawStatement, path: String) throws {
        try Self.check(row, path: path)
        func text(_ key: CodingKeys) -> String? { row.type(at: key.index) == .null ? nil : row.string(at: key.index) }
        func json(_ key: CodingKeys) throws -> [String: Double] {
            try row.withText(at: key.index) { try JSONDecoder().decode([String: Double].self, from: Data($0)) }
        }
        do {
            id = row.int64(at: CodingKeys.id.index)
            scenario = row.string(at: CodingKeys.scenario.index)
            strategy = row.string(at: CodingKeys.strategy.index)
            device = row.string(at: CodingKeys.device.index)
            seed = row.int64(at: CodingKeys.seed.index)
            gitRevision = text(.gitRevision)
            branch = text(.branch)
            toolVersion = text(.toolVersion)
            recordedAt = row.int64(at: CodingKeys.recordedAt.index)
            metrics = try json(.metrics)
            hostMetrics = try json(.hostMetrics)
        } catch {
            throw StorageError.corruptDatabase(path: path, reason: "a run does not decode: \(error)")
        }
    }

    /// Checks `row` (every column of ``CodingKeys``, in order) before it is decoded: each
    /// column of its type, `recordedAt` a time, each metrics column a flat JSON object of
    /// finite numbers in 0…10¹⁵ with no key given twice.
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` naming the run and the column.
    static func check(_ row: RawStatement, path: String) throws {
        let id = row.type(at: CodingKeys.id.index) == .integer ? row.int64(at: CodingKeys.id.index) : nil
        func corrupt(_ reason: String) -> StorageError {
            .corruptDatabase(path: path, reason: "run \(id.map(String.init) ?? "?"): \(reason)")
        }
        for key in CodingKeys.allCases {
            let type = row.type(at: key.index)
            switch key {
            case .id, .seed, .recordedAt:
                guard type == .integer else { throw corrupt("'\(key.rawValue)' is not an integer") }
            case .scenario, .strategy, .device:
                guard type == .text else { throw corrupt("'\(key.rawValue)' is not text") }
            case .gitRevision, .branch, .toolVersion:
                if type == .null { continue }
                guard type == .text else { throw corrupt("'\(key.rawValue)' is not text") }
            case .metrics, .hostMetrics:
                guard type == .text else { throw corrupt("'\(key.rawValue)' is not text") }
                let json = row.string(at: key.index)
                let decoded: [String: Double]
                do {
                    decoded = try MetricsJSON.parse(json) ?? JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
                } catch let repeated as MetricsJSON.RepeatedKey {
                    throw corrupt("\(key.rawValue) has the key '\(repeated.key)' twice")
                } catch {
                    throw corrupt("\(key.rawValue) is not a JSON object of numbers")
                }
                if let bad = decoded.first(where: { !($0.value.isFinite && (0...RunHistory.maxMetric).contains($0.value)) }) {
                    throw corrupt("\(key.rawValue).\(bad.key) is \(bad.value), outside 0…1e15")
                }
            }
        }
        let recordedAt = row.int64(at: CodingKeys.recordedAt.index)
        guard abs(recordedAt) <= RunHistory.maxMilliseconds else {
            throw corrupt("'recordedAt' \(recordedAt) is not a time in milliseconds since 1970")
        }
    }
}
