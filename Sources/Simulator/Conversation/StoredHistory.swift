import ChatModel
import Storage

/// The open conversation's history read from the SQLite ``MessageStore`` with keyset
/// pagination, with the store's modelled latency and injected faults.
public struct StoredHistory: MessageHistory {
    private var pager: MessagePager
    private let conversationID: Int64
    public let nextMessageID: MessageID

    /// - Parameter nextMessageID: the identifier new messages start at (one past the newest
    ///   stored message).
    public init(
        store: MessageStore, conversationID: Int64, nextMessageID: MessageID,
        latency: PageLatencyModel, faults: PageFaultPlan = .none
    ) {
        pager = MessagePager(store: store, latency: latency, faults: faults)
        self.conversationID = conversationID
        self.nextMessageID = nextMessageID
    }

    public mutating func newestPage(limit: Int) throws -> HistoryPage {
        Self.page(from: pager.load(.newest(in: conversationID), limit: limit))
    }

    public mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage {
        Self.page(from: pager.load(.older(than: oldest, in: conversationID), limit: limit))
    }

    private static func page(from load: PageLoad) -> HistoryPage {
        switch load.result {
        case .success(let page):
            HistoryPage(messages: page.messages, hasMore: page.hasOlder, latency: load.latency)
        case .failure(let error):
            HistoryPage(messages: [], hasMore: true, latency: load.latency, failure: String(describing: error))
        }
    }
}
