import ChatModel

/// Where the open conversation's older messages come from: the app's message store.
///
/// The simulator asks for the newest page when the conversation opens and for the page
/// before a cursor on each load-more; the modelled latency of each request comes back with
/// its result, so the simulator can deliver it at the right virtual time.
public protocol MessageHistory {
    /// The newest `limit` messages, oldest first.
    mutating func newestPage(limit: Int) throws -> HistoryPage
    /// Up to `limit` messages created before `oldest` (the oldest loaded message), oldest first.
    mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage
    /// Up to `limit` messages created after `newest` (the newest loaded message), oldest
    /// first; `hasMore` says whether messages newer than the page exist. The default serves
    /// none (MessageHistory+Window.swift).
    mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage
    /// A page of up to `limit` messages around message `id` (a jump to a message that is not
    /// loaded), or nil when the store holds no such message. The default finds none.
    mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage?
    /// The identifier the next new message (a send or a reply) takes.
    var nextMessageID: MessageID { get }
}

/// One page of history, with its modelled latency.
public struct HistoryPage: Sendable {
    public var messages: [Message]
    /// Whether messages older than this page exist.
    public var hasMore: Bool
    /// The modelled time the store took to answer.
    public var latency: VirtualDuration
    /// Set when the store was told to fail this request.
    public var failure: String?

    public init(messages: [Message], hasMore: Bool, latency: VirtualDuration, failure: String? = nil) {
        self.messages = messages
        self.hasMore = hasMore
        self.latency = latency
        self.failure = failure
    }
}
