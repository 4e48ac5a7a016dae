import ChatModel

/// Something that ends a reply before it finishes.
public enum ReplyInterruption: Sendable, Hashable {
    /// The user taps stop at this offset from the request: chunks due strictly before it are
    /// delivered, then the reply ends ``ReplyEnd/stopped(at:)``.
    case stop(at: VirtualDuration)
    /// The request fails at this offset from the request, before any token (for example an
    /// HTTP 429 with `retry-after`).
    case failBeforeFirstToken(ReplyFailureReason, at: VirtualDuration)
    /// The stream fails after delivering exactly `tokens` tokens, at the instant the next
    /// chunk would have arrived.
    case failMidStream(afterTokens: Int, ReplyFailureReason)

    func validate() throws(ReplySpecError) {
        switch self {
        case let .stop(at):
            if at < .zero { throw .outOfRange(key: "stop", reason: "must not be negative, got \(at)") }
        case let .failBeforeFirstToken(_, at):
            if at < .zero { throw .outOfRange(key: "fail", reason: "must not be negative, got \(at)") }
        case let .failMidStream(afterTokens, _):
            if afterTokens < 1 {
                throw .outOfRange(key: "fail", reason: "a mid-stream failure needs at least 1 token delivered, got \(afterTokens)")
            }
        }
    }
}

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
