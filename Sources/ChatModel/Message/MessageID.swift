/// A message's stable identity: the item identifier a diffable data source keys on.
///
/// Identifiers are sequence numbers within a conversation, ordered by creation, and print as
/// `m-0399` (the form used in frame traces and findings).
public struct MessageID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int64

    @inlinable
    public init(_ rawValue: Int64) { self.rawValue = rawValue }

    @inlinable
    public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        let digits = String(rawValue)
        return "m-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
