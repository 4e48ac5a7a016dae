import ChatModel
import Simulator
import Storage

/// A scenario's history read page by page straight from its generator: the pages a
/// ``MessageStore`` seeded with the same ``ConversationGenerator`` returns through
/// `StoredHistory` — the same messages, `hasMore` and modelled latencies — without
/// writing the history anywhere first.
///
/// Opening costs O(1) whatever the history's length, and each page O(page + its text):
/// a conversation of a million messages opens as fast as one of a thousand, and holds no
/// memory for the messages the list never loads.
///
/// Requests are numbered from 1 in arrival order, as `MessagePager` numbers them, so a
/// latency model with jitter draws the same latency for the same request.
public struct GeneratedHistory: MessageHistory {
    private var messages: OnDemandHistory
    private let latency: PageLatencyModel
    private var requestCount = 0

    /// The history of `count` messages that `ConversationGenerator(seed:count:mix:)` writes,
    /// answered with `latency`. O(1).
    public init(seed: UInt64, count: Int, mix: HistoryMix, latency: PageLatencyModel) throws {
        messages = try OnDemandHistory(seed: seed, count: count, mix: mix)
        self.latency = latency
    }

    /// One past the newest generated message: identifiers are generator indices.
    public var nextMessageID: MessageID { MessageID(Int64(messages.count)) }

    public mutating func newestPage(limit: Int) throws -> HistoryPage {
        page(endingBefore: messages.count, limit: limit)
    }

    /// The page before `oldest`, which is a message of this history (its identifier is its
    /// index) or one created after all of it (a message sent or replied during the run).
    public mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage {
        page(endingBefore: Int(clamping: min(max(oldest.id.rawValue, 0), Int64(messages.count))), limit: limit)
    }

    /// The page after `newest`: a message of this history (its identifier is its index), or
    /// one created after all of it, after which nothing newer is stored.
    public mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage {
        let start = Int(clamping: min(max(newest.id.rawValue + 1, 0), Int64(messages.count)))
        var page = read(start..<min(messages.count, start + max(limit, 0)), limit: limit)
        if page.failure == nil { page.hasMore = start + page.messages.count < messages.count }
        return page
    }

    /// `limit` messages with message `id` in the middle (fewer before it near the oldest,
    /// fewer after it near the newest); nil when `id` is not a message of this history.
    public mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage? {
        guard id.rawValue >= 0, id.rawValue < Int64(messages.count) else { return nil }
        let target = Int(id.rawValue), size = max(limit, 1)
        let end = min(messages.count, max(0, target - size / 2) + size)
        let start = max(0, end - size)
        let page = read(start..<end, limit: limit)
        return HistoryWindowPage(messages: page.messages, hasOlder: start > 0, hasNewer: end < messages.count,
                                 latency: page.latency, failure: page.failure)
    }

    private mutating func page(endingBefore end: Int, limit: Int) -> HistoryPage {
        read(max(0, end - max(limit, 0))..<end, limit: limit)
    }

    /// One request for the messages in `range` (`hasMore`: older ones exist). Like the store,
    /// a limit below 1 answers with a failed page rather than throwing.
    private mutating func read(_ range: Range<Int>, limit: Int) -> HistoryPage {
        requestCount += 1
        guard limit >= 1 else {
            return HistoryPage(messages: [], hasMore: true, latency: latency.latency(request: requestCount, messageCount: 0),
                               failure: String(describing: StorageError.invalidArgument("page limit \(limit) must be at least 1")))
        }
        let page = messages.messages(range)
        return HistoryPage(messages: page, hasMore: range.lowerBound > 0,
                           latency: latency.latency(request: requestCount, messageCount: page.count))
    }
}
