import ChatModel
import Simulator
import Storage

/// The open conversation's history read from the SQLite ``MessageStore`` with keyset
/// pagination: each request numbered in arrival order and answered with its modelled
/// latency (``PageLatencyModel``), a storage error coming back as a failed page.
///
/// A value type: one per run, so request numbering is part of the run's deterministic state.
public struct StoredHistory: MessageHistory {
    private let store: MessageStore
    private let conversationID: Int64
    private let latency: PageLatencyModel
    /// Requests answered so far.
    public private(set) var requestCount = 0
    public let nextMessageID: MessageID

    /// - Parameter nextMessageID: the identifier new messages start at (one past the newest
    ///   stored message).
    public init(store: MessageStore, conversationID: Int64, nextMessageID: MessageID, latency: PageLatencyModel) {
        self.store = store
        self.conversationID = conversationID
        self.nextMessageID = nextMessageID
        self.latency = latency
    }

    public mutating func newestPage(limit: Int) throws -> HistoryPage {
        load(.newest(in: conversationID), limit: limit)
    }

    public mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage {
        load(.older(than: oldest, in: conversationID), limit: limit)
    }

    /// One request: the page and its modelled latency; a storage error is returned as a
    /// failed page (delivered after the latency of an empty one), never thrown.
    private mutating func load(_ cursor: PageCursor, limit: Int) -> HistoryPage {
        requestCount += 1
        do {
            let page = try store.page(cursor, limit: limit)
            return HistoryPage(messages: page.messages, hasMore: page.hasOlder,
                               latency: latency.latency(request: requestCount, messageCount: page.messages.count))
        } catch {
            return HistoryPage(messages: [], hasMore: true, latency: latency.latency(request: requestCount, messageCount: 0),
                               failure: String(describing: error))
        }
    }
}
