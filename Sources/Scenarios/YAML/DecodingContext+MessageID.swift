import ChatModel
import Yams

extension DecodingContext {
    /// The highest message number a timeline may name: the longest history plus two messages
    /// (a send and a reply) per timeline entry.
    static var maxMessageNumber: Int { ScenarioLimits.maxHistory + 2 * ScenarioLimits.maxTimelineEntries - 1 }

    /// A message named as reports print it (`m-0120`) or by its number (`120`), at most
    /// ``maxMessageNumber``; reports anything else at `value` and returns nil.
    mutating func messageID(_ value: Node, key: String) -> MessageID? {
        let maxNumber = Self.maxMessageNumber
        if case let .scalar(scalar) = value, !value.isNull, scalar.string.hasPrefix("m-") {
            let digits = scalar.string.dropFirst(2)
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
               digits.count <= 7, let number = Int(digits), number <= maxNumber {
                return MessageID(Int64(number))
            }
            report(.invalidValue,
                   "'\(key)' must be a message identifier m-0 … m-\(maxNumber) or its number, found '\(scalar.string.excerpt)'",
                   at: value)
            return nil
        }
        return integer(value, key: key, in: 0...maxNumber).map { MessageID(Int64($0)) }
    }
}
