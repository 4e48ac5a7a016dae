/// A metric set's JSON: an object of metric names (``Metric/name``) and numbers, in the
/// set's order — `{"frames": 2400, "frameCostP99": 3.43}` — the `metrics` and `hostMetrics`
/// of a report's run and of a baseline's.
///
/// Read back, every name must be a ``Metric`` and every value a figure of it
/// (``FigureLimits/problem(_:of:)``); the set is rebuilt in ``Metric/all`` order, the order
/// the recorder writes, so a set read back encodes as it was written.
extension MetricSet: Codable {
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValue.Key.self)
        for entry in self { try object.encode(entry.value, forKey: JSONValue.Key(entry.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object of numbers")
        self.init()
        for metric in Metric.all {
            guard let value = try object.field(Double.self, JSONValue.Key(metric.name), else: "must be a number") else { continue }
            if let problem = FigureLimits.problem(value, of: metric) { throw JSONRecordError(problem, at: [metric.name]) }
            self[metric] = value
        }
        if count != object.allKeys.count, let unknown = object.allKeys.first(where: { Metric(name: $0.stringValue) == nil }) {
            throw JSONRecordError.unknown("metric", unknown.stringValue)
        }
    }

    /// Refuses a metric of another kind than `kind` (a host metric among deterministic ones),
    /// as an unknown metric of the set.
    package func requireKind(_ kind: Metric.Kind) throws(JSONRecordError) {
        if let stranger = first(where: { $0.metric.kind != kind }) { throw JSONRecordError.unknown("metric", stranger.name) }
    }
}
