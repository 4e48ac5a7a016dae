import ChatModel

/// Why a reply failed.
public enum ReplyFailureReason: Sendable, Hashable, CustomStringConvertible {
    /// An HTTP error status, with the `retry-after` header's value when the server sent one.
    case http(status: Int, retryAfter: VirtualDuration?)
    /// The connection closed without the stream's terminal event.
    case connectionLost
    /// The server sent an error event in the stream (Anthropic `event: error`, OpenAI
    /// `data: {"error": …}`), with its type and message.
    case serverEvent(type: String, message: String)

    /// HTTP 429 Too Many Requests with `retry-after` (RFC 6585 §4).
    public static func rateLimited(retryAfter: VirtualDuration) -> ReplyFailureReason {
        .http(status: 429, retryAfter: retryAfter)
    }

    public var description: String {
        switch self {
        case let .http(status, retryAfter?): "HTTP \(status), retry after \(retryAfter)"
        case let .http(status, nil): "HTTP \(status)"
        case .connectionLost: "connection lost"
        case let .serverEvent(type, message): "\(type): \(message)"
        }
    }
}
