import ChatModel
import Simulator
import Storage

/// The open conversation's history read from the SQLite ``MessageStore`` with keyset
/// pagination: each request numbered in arrival order and answered with its modelled
/// latency (``PageLatencyModel``), a storage error coming back as a failed page.
///
/// Serves every request a ``GeneratedHistory`` serves — the newest page, older pages,
/// newer pages after a jump and the page around a message — with the same pages, request
/// numbers and latencies when the store holds the generator's history.
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

    /// The page after `newest` through the store's newer-than cursor; `hasMore` says whether
    /// newer messages follow it.
    public mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage {
        requestCount += 1
        do {
            let page = try store.page(newerThan: PageCursor.Position(of: newest), in: conversationID, limit: limit)
            return HistoryPage(messages: page.messages, hasMore: page.hasNewer, latency: latency(of: page.messages.count))
        } catch {
            return failedPage(error)
        }
    }

    /// The store's window around message `id`; nil when the store holds no such message.
    public mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage? {
        requestCount += 1
        do {
            guard let window = try store.window(around: id, in: conversationID, limit: limit) else {
                requestCount -= 1  // no such message: nothing is delivered, as a generated history answers
                return nil
            }
            return HistoryWindowPage(messages: window.messages, hasOlder: window.hasOlder, hasNewer: window.hasNewer,
                                     latency: latency(of: window.messages.count))
        } catch {
            return HistoryWindowPage(messages: [], hasOlder: true, hasNewer: true, latency: latency(of: 0),
                                     failure: String(describing: error))
        }
    }

    /// One request: the page and its modelled latency; a storage error is returned as a
    /// failed page (delivered after the latency of an empty one), never thrown.
    private mutating func load(_ cursor: PageCursor, limit: Int) -> HistoryPage {
        requestCount += 1
        do {
            let page = try store.page(cursor, limit: limit)
            return HistoryPage(messages: page.messages, hasMore: page.hasOlder, latency: latency(of: page.messages.count))
        } catch {
            return failedPage(error)
        }
    }

    /// The modelled latency of the current request returning `messageCount` messages.
    private func latency(of messageCount: Int) -> VirtualDuration {
        latency.latency(request: requestCount, messageCount: messageCount)
    }

    private func failedPage(_ error: any Error) -> HistoryPage {
        HistoryPage(messages: [], hasMore: true, latency: latency(of: 0), failure: String(describing: error))
    }
}
