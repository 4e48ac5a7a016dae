import Foundation
import GRDB

/// One row of the `run` table as it is stored: the record ``RunHistory`` writes and reads,
/// through `Codable` and GRDB's record protocols, each column named once (``CodingKeys``,
/// which the SQL of the scans uses too).
///
/// The checks of a hostile or damaged file stay in front of the decoder: ``check(_:path:)``
/// refuses a column of the wrong type, a metrics column that is not a flat JSON object of
/// numbers (a key given twice included, which `JSONDecoder` would take silently) and a value
/// outside 0…10¹⁵, naming the run, before `init(row:)` decodes. The history scans
/// (``RunHistory/scan(_:only:names:_:)``) read the same columns without decoding a record:
/// `JSONDecoder` costs about 100 µs a row, a year of CI minutes (speed wins there, by design).
struct RunRow: Codable, Hashable, FetchableRecord, MutablePersistableRecord {
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
    /// A JSON object of metric name → number, keys sorted (GRDB's JSON column encoding).
    var metrics: [String: Double]
    var hostMetrics: [String: Double]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, scenario, strategy, device, seed, gitRevision, branch, toolVersion, recordedAt, metrics, hostMetrics
    }

    /// Every column, for a `SELECT`.
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

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Checks `row` (every column of ``CodingKeys``) before it is decoded: each column of its
    /// type, `recordedAt` a time, each metrics column a flat JSON object of finite numbers
    /// in 0…10¹⁵ with no key given twice.
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` naming the run and the column.
    static func check(_ row: Row, path: String) throws {
        let id = Int64.fromDatabaseValue(row[CodingKeys.id.rawValue] as DatabaseValue)
        func corrupt(_ reason: String) -> StorageError {
            .corruptDatabase(path: path, reason: "run \(id.map(String.init) ?? "?"): \(reason)")
        }
        for key in CodingKeys.allCases {
            let value = row[key.rawValue] as DatabaseValue
            switch key {
            case .id, .seed, .recordedAt:
                guard case .int64 = value.storage else { throw corrupt("'\(key.rawValue)' is not an integer") }
            case .scenario, .strategy, .device:
                guard case .string = value.storage else { throw corrupt("'\(key.rawValue)' is not text") }
            case .gitRevision, .branch, .toolVersion:
                if value.isNull { continue }
                guard case .string = value.storage else { throw corrupt("'\(key.rawValue)' is not text") }
            case .metrics, .hostMetrics:
                guard case .string(let json) = value.storage else { throw corrupt("'\(key.rawValue)' is not text") }
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
        let recordedAt = row[CodingKeys.recordedAt.rawValue] as Int64
        guard abs(recordedAt) <= RunHistory.maxMilliseconds else {
            throw corrupt("'recordedAt' \(recordedAt) is not a time in milliseconds since 1970")
        }
    }
}
