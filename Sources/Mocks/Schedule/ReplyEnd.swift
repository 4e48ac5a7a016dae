import ChatModel

/// How a reply ends, and when (offset from the request, like ``ReplyChunk/at``).
public enum ReplyEnd: Sendable, Hashable {
    /// Every token was delivered; `at` is the last chunk's instant (or the terminal
    /// event's, for a replayed stream).
    case finished(at: VirtualInstant)
    /// The request or the stream failed at `at`.
    case failed(ReplyFailureReason, at: VirtualInstant)
    /// The user stopped the reply at `at`.
    case stopped(at: VirtualInstant)

    /// The instant the reply ended.
    public var at: VirtualInstant {
        switch self {
        case let .finished(at), let .failed(_, at), let .stopped(at): at
        }
    }
}
