import Foundation

extension RunHistory {
    /// Reads the metric values of a scanned row (columns 4 and 5 of
    /// ``scannedColumns(_:)``) and hands them on checked, as (name index, value, host): one
    /// key through `json_extract`, or both metrics columns through a ``MetricsJSONScanner``
    /// each (each expects its column's keys in the previous row's order).
    struct RowValues {
        let selection: MetricSelection
        let path: String
        private var metricsScanner: MetricsJSONScanner
        private var hostScanner: MetricsJSONScanner
        private let oneKey: Int?
        /// The metrics columns: (index in the row, name, whether it holds host metrics).
        private let columns: [(Int32, String, Bool)] = [
            (4, RunRow.CodingKeys.metrics.rawValue, false), (5, RunRow.CodingKeys.hostMetrics.rawValue, true),
        ]

        init(selection: MetricSelection, names: MetricNames, path: String) {
            self.selection = selection
            self.path = path
            metricsScanner = MetricsJSONScanner(names: names)
            hostScanner = MetricsJSONScanner(names: names)
            if case .one(let key, _) = selection { oneKey = names.index(of: key) } else { oneKey = nil }
        }

        /// Hands the values of run `id`, at `rows`' current row, to `value`.
        mutating func read(_ rows: RawStatement, run id: Int64, _ value: (Int, Double, Bool) throws -> Void) throws {
            typealias Column = RunRow.CodingKeys
            let (metrics, hostMetrics) = (Column.metrics.rawValue, Column.hostMetrics.rawValue)
            switch selection {
            case .one(let key, let host):
                let type = rows.type(at: 4); if type == .null { return }
                let number = rows.double(at: 4)
                guard type == .integer || type == .real, number.isFinite, (0...RunHistory.maxMetric).contains(number) else {
                    throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(host ? hostMetrics : metrics).\(key) is not a number in 0…1e15")
                }
                try value(oneKey!, number, host)
            case .all:
                for (column, name, host) in columns {
                    guard rows.type(at: column) == .text else {
                        throw StorageError.corruptDatabase(path: path, reason: "run \(id): '\(name)' is not text")
                    }
                    try rows.withText(at: column) { text in
                        let bytes = UnsafeRawBufferPointer(text)
                        if host {
                            try RunHistory.values(in: bytes, scanner: &hostScanner, column: name, run: id, path: path) { try value($0, $1, true) }
                        } else {
                            try RunHistory.values(in: bytes, scanner: &metricsScanner, column: name, run: id, path: path) { try value($0, $1, false) }
                        }
                    }
                }
            }
        }
    }

    /// Hands each key and value of a metrics column's JSON on, checked: through `scanner`
    /// (no allocation per row), or the reference reader when the scanner declines.
    static func values(in data: UnsafeRawBufferPointer, scanner: inout MetricsJSONScanner, column: String, run id: Int64, path: String,
                               _ body: (Int, Double) throws -> Void) throws {
        let scanned: Bool
        do {
            scanned = try scanner.read(data)
        } catch {
            throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(column) has the key '\(error.key)' twice")
        }
        if scanned {
            for (index, value) in scanner.values {
                guard value.isFinite, (0...maxMetric).contains(value) else {
                    throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(column).\(scanner.names.name(index)) is \(value), outside 0…1e15")
                }
                try body(index, value)
            }
            return
        }
        let decoded: [String: Double]
        do {
            let text = String(decoding: data, as: UTF8.self)
            decoded = try MetricsJSON.parse(text) ?? JSONDecoder().decode([String: Double].self, from: Data(data))
        } catch let repeated as MetricsJSON.RepeatedKey {
            throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(column) has the key '\(repeated.key)' twice")
        } catch {
            throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(column) is not a JSON object of numbers")
        }
        for (key, value) in decoded {
            guard value.isFinite, (0...maxMetric).contains(value) else {
                throw StorageError.corruptDatabase(path: path, reason: "run \(id): \(column).\(key) is \(value), outside 0…1e15")
            }
            try body(scanner.names.index(of: key), value)
        }
    }
}
