import RunResults

/// An evaluated expectation: the ``Expectation``'s keys, then `actual` (what the run
/// measured) and `passed`. Read back, `passed` is judged again from the two.
extension ExpectationResult: Codable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case actual, passed }

    static let refusal = "an expectation needs a known metric, an operator, a value within ±1e15 and the actual value"

    public func encode(to encoder: any Encoder) throws {
        try expectation.encode(to: encoder)
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(actual, forKey: .actual)
        try object.encode(passed, forKey: .passed)
    }

    public init(from decoder: any Decoder) throws {
        do {
            let expectation = try Expectation(from: decoder)
            let actual = try decoder.object(CodingKeys.self, else: Self.refusal).required(Double.self, .actual, else: Self.refusal)
            guard FigureLimits.problem(actual, of: expectation.metric) == nil else { throw JSONRecordError(Self.refusal) }
            self.init(expectation, actual: actual)
        } catch {
            throw JSONRecordError(Self.refusal)
        }
    }
}
