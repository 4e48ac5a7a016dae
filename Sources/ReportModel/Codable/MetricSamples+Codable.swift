import RunResults

/// Every sample of each host metric as JSON: `{"hostWallSeconds": [0.41, 0.43, 0.40]}`.
/// Read back, host metrics only, each a non-empty list of figures of it.
extension MetricSamples: Codable {
    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValue.Key.self)
        for entry in entries { try object.encode(entry.samples, forKey: JSONValue.Key(entry.metric.name)) }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.object(else: "must be an object")
        self.init()
        for metric in Metric.host {
            let key = JSONValue.Key(metric.name)
            guard let values = try object.field([Double].self, key, else: "must be a list of numbers") else { continue }
            guard !values.isEmpty else { throw JSONRecordError("must be a list of numbers", at: [metric.name]) }
            if let problem = values.lazy.compactMap({ FigureLimits.problem($0, of: metric) }).first {
                throw JSONRecordError(problem, at: [metric.name])
            }
            self[metric] = values
        }
        if let unknown = object.allKeys.first(where: { Metric(name: $0.stringValue)?.kind != .host }) {
            throw JSONRecordError.unknown("host metric", unknown.stringValue)
        }
    }
}
