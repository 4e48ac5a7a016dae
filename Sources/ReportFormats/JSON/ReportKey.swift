/// The keys of a `report.json` and of a baseline file, each spelled once: ``JSONReportWriter``
/// and ``BaselineWriter`` write them, ``ReportReader`` reads them (and names them in its
/// errors), so a key renamed here is renamed on both sides.
enum ReportKey {
    /// The document's own keys.
    enum Document: String { case format, schemaVersion, tool, passed, shard, runs }
    /// The `tool` object: who wrote the document.
    enum Tool: String { case name, version }
    /// The `shard` object of a shard's report.
    enum Shard: String { case index, count, totalRuns, positions, suite }
    /// One run.
    enum Run: String {
        case scenario, strategy, device, seed, duration, passed, swiftUI, metrics, hostMetrics, hostSamples, gate,
             expectations, findings, costAttribution
    }
    /// One metric's tolerance in a run's `gate`.
    enum Tolerance: String { case absolute, relative }
    /// One evaluated expectation of a run.
    enum Expectation: String { case metric, op, value, actual, passed }
    /// One finding of a run.
    enum Finding: String { case frame, time, kind, message, occurrences }
}

extension JSONValue {
    /// An object of `pairs`, in order, each key spelled by its ``ReportKey``.
    static func fields<Key: RawRepresentable>(_ pairs: [(Key, JSONValue)]) -> JSONValue where Key.RawValue == String {
        .object(pairs.map { ($0.0.rawValue, $0.1) })
    }
}

extension Dictionary where Key == String {
    /// The value under `key` (a ``ReportKey``), as JSONSerialization read it.
    subscript<Name: RawRepresentable>(_ key: Name) -> Value? where Name.RawValue == String {
        self[key.rawValue]
    }
}
