/// How strictly a transcript replay treats events it does not expect.
public struct SSEReplayOptions: Sendable, Hashable {
    /// What to do with an event type the dialect does not define.
    public enum UnknownEvents: Sendable, Hashable {
        /// Skip it, as Anthropic's streaming documentation asks clients to ("handle unknown
        /// event types gracefully").
        case skip
        /// Throw ``SSEReplayError/Kind/unknownEvent(_:)``.
        case reject
    }

    /// What to do when the transcript ends before the dialect's terminal event.
    public enum Truncation: Sendable, Hashable {
        /// Throw ``SSEReplayError/Kind/truncated(expected:)``.
        case reject
        /// Replay it as a stream whose connection dropped: the schedule ends
        /// ``ReplyEnd/failed(_:at:)`` with ``ReplyFailureReason/connectionLost`` at the last
        /// event's instant.
        case connectionLost
    }

    public var unknownEvents: UnknownEvents
    public var truncation: Truncation

    public init(unknownEvents: UnknownEvents = .skip, truncation: Truncation = .reject) {
        self.unknownEvents = unknownEvents
        self.truncation = truncation
    }
}
