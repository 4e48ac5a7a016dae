/// A ``ReplySpec`` value out of its range.
public enum ReplySpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario key (`ttft`, `rate`, …) and why its value is rejected.
    case outOfRange(key: String, reason: String)

    public var description: String {
        switch self {
        case let .outOfRange(key, reason): "reply.\(key) \(reason)"
        }
    }
}
