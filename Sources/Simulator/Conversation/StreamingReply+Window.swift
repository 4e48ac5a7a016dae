import ChatModel

extension ConversationState.StreamingReply {
    /// The time this reply streamed, for `tokensPerSecond` (tokens shown per second of
    /// streaming): from its first chunk's arrival to the frame that showed its last one. When
    /// some tokens were never shown (a cell left stale, a reveal cut short) the window runs at
    /// least to the last chunk's arrival, so a list that shows part of a stream is credited
    /// with what it showed over the time the stream took, not over the moment it showed it.
    /// `nil` for a reply that arrived in one piece (it did not stream) or showed nothing in
    /// a window of no length.
    var streamingWindow: VirtualDuration? {
        guard let first = firstArrival, let lastArrival, lastArrival != first else { return nil }
        let end = pendingTokens.last.map { max(lastShown ?? $0.arrival, $0.arrival) } ?? lastShown
        guard let end, end > first else { return nil }
        return end - first
    }
}
