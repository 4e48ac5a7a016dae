import ChatModel

/// A page of history around a message away from the live end: what a jump to a message
/// that is not loaded (a search result, a reply's quoted message, the first unread) loads
/// in place of the loaded messages.
public struct HistoryWindowPage: Sendable {
    /// The page, oldest first, holding the message jumped to.
    public var messages: [Message]
    /// Whether messages older than the page exist.
    public var hasOlder: Bool
    /// Whether messages newer than the page exist (the page is away from the live end).
    public var hasNewer: Bool
    /// The modelled time the store took to answer.
    public var latency: VirtualDuration
    /// Set when the store failed the request.
    public var failure: String?

    public init(messages: [Message], hasOlder: Bool, hasNewer: Bool, latency: VirtualDuration, failure: String? = nil) {
        self.messages = messages
        self.hasOlder = hasOlder
        self.hasNewer = hasNewer
        self.latency = latency
        self.failure = failure
    }
}

extension MessageHistory {
    /// The default for a history written before newer pages existed: it opens on its newest
    /// page and serves only older ones, so the loaded messages are always at the live end and
    /// there is nothing newer — an empty page with `hasMore: false` at once.
    public mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage {
        HistoryPage(messages: [], hasMore: false, latency: .zero)
    }

    /// The default for a history written before jumps existed: it cannot load a page around
    /// a message, so a jump to a message that is not loaded is dropped (an `actionDropped`
    /// finding names it).
    public mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage? { nil }
}
