/// An expectation's JSON: `{"metric": "frames", "op": "<=", "value": 2400}` — the start of
/// an evaluated expectation in a report's run, which adds what the run measured.
///
/// Read back, the metric must be a ``Metric``, `op` a ``Comparison`` and the value within
/// ±``FigureLimits/maxFigureMagnitude``.
extension Expectation: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case metric, op, value }

    static let refusal = "an expectation needs a known metric, an operator and a value within ±1e15"

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(metric.name, forKey: .metric)
        try object.encode(comparison.rawValue, forKey: .op)
        try object.encode(value, forKey: .value)
    }

    public init(from decoder: any Decoder) throws {
        do {
            let object = try decoder.object(CodingKeys.self, else: Self.refusal)
            guard let metric = Metric(name: try object.required(String.self, .metric, else: Self.refusal)),
                  let comparison = Comparison(rawValue: try object.required(String.self, .op, else: Self.refusal)) else {
                throw JSONRecordError(Self.refusal)
            }
            let value = try object.required(Double.self, .value, else: Self.refusal)
            guard abs(value) <= FigureLimits.maxFigureMagnitude else { throw JSONRecordError(Self.refusal) }
            self.init(metric: metric, comparison: comparison, value: value)
        } catch {
            throw JSONRecordError(Self.refusal)
        }
    }
}
