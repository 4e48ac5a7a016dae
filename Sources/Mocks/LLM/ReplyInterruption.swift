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
