import ChatModel

/// The conversation a scenario starts from and how its older pages load.
public struct ConversationSpec: Hashable, Sendable {
    /// Messages in the store before the run (default 0).
    public var history: Int
    /// Messages per load-more page (default 50).
    public var pageSize: Int
    /// Modelled store latency per page (default 100 ms).
    public var pageLatency: VirtualDuration
    /// Kinds of generated history (default ``HistoryMix/standard``).
    public var mix: HistoryMix
    /// The stored conversation the history is read from instead of generated (`messages:`);
    /// `nil` for a generated history of ``history`` messages.
    public var messages: StoredConversation?

    public init(history: Int = 0, pageSize: Int = 50, pageLatency: VirtualDuration = .milliseconds(100), mix: HistoryMix = .standard) {
        self.history = history
        self.pageSize = pageSize
        self.pageLatency = pageLatency
        self.mix = mix
    }
}
