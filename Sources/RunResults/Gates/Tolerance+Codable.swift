/// A tolerance's JSON: `{"absolute": 2, "relative": 0.05}`, either part absent when 0.
/// Growth bounds are not part of it: a report's gate holds what a comparison judges by.
extension Tolerance: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case absolute, relative }

    /// Why a tolerance read back is refused.
    static let refusal = "must hold 'absolute' from 0 to 1e15 and 'relative' from 0 to 10 (1000%), as a gate: block does"

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(absolute, forKey: .absolute)
        try object.encode(relative, forKey: .relative)
    }

    public init(from decoder: any Decoder) throws {
        do {
            let object = try decoder.object(CodingKeys.self, else: Self.refusal)
            let absolute = try object.field(Double.self, .absolute, else: Self.refusal) ?? 0
            let relative = try object.field(Double.self, .relative, else: Self.refusal) ?? 0
            guard (0...FigureLimits.maxFigureMagnitude).contains(absolute), (0...FigureLimits.maxRelativeTolerance).contains(relative) else {
                throw JSONRecordError(Self.refusal)
            }
            self.init(absolute: absolute, relative: relative)
        } catch {
            throw JSONRecordError(Self.refusal)
        }
    }
}
