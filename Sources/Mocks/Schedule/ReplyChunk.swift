import ChatModel

/// One streamed piece of a reply: the text that arrives at a virtual instant.
public struct ReplyChunk: Sendable, Hashable {
    /// Offset from the request, as an instant on a clock that starts at the request.
    /// Add the request's own instant to place it on the run's clock.
    public var at: VirtualInstant
    /// The text appended to the reply.
    public var delta: String
    /// How many tokens ``delta`` holds (exact for ``MockLLM``; estimated for replays of
    /// formats that do not say, see ``SSETranscript``).
    public var tokenCount: Int

    public init(at: VirtualInstant, delta: String, tokenCount: Int) {
        self.at = at
        self.delta = delta
        self.tokenCount = tokenCount
    }
}
