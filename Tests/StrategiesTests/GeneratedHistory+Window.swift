import ChatModel
import Simulator

/// The test history also serves the pages a jump into the middle of history needs, as the
/// suite's generated history does: the page around a message and the pages after the newest
/// loaded one.
extension GeneratedHistory {
    mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage {
        let start = min(Int(newest.id.rawValue) + 1, messages.count), end = min(messages.count, start + limit)
        return HistoryPage(messages: Array(messages[start..<end]), hasMore: end < messages.count, latency: latency)
    }

    mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage? {
        let target = Int(id.rawValue)
        guard messages.indices.contains(target) else { return nil }
        let end = min(messages.count, max(0, target - limit / 2) + limit), start = max(0, end - limit)
        return HistoryWindowPage(messages: Array(messages[start..<end]), hasOlder: start > 0,
                                 hasNewer: end < messages.count, latency: latency)
    }
}
