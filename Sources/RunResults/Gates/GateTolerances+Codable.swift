/// A gate's JSON, in a report's run: each metric's tolerance, in the gate's order —
/// `{"frames": {"absolute": 2, "relative": 0.05}}` (relative as a fraction).
///
/// Read back, each name must be a ``Metric`` and each tolerance within a `gate:` block's
/// bounds; the gate is rebuilt in ``Metric/all`` order.
extension GateTolerances: Codable {
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValue.Key.self)
        for entry in entries { try object.encode(entry.tolerance, forKey: JSONValue.Key(entry.metric.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object")
        self.init()
        for metric in Metric.all {
            let key = JSONValue.Key(metric.name)
            guard let tolerance = try object.field(Tolerance.self, key, else: Tolerance.refusal) else { continue }
            self[metric] = tolerance
        }
        if let unknown = object.allKeys.first(where: { Metric(name: $0.stringValue) == nil }) {
            throw JSONRecordError.unknown("metric", unknown.stringValue)
        }
    }
}
