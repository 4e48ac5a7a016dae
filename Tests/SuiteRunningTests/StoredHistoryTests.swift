import ChatModel
import Simulator
import Storage
import Testing
@testable import SuiteRunning

@Suite struct StoredHistoryTests {
    private func history(count: Int, latency: PageLatencyModel) throws -> StoredHistory {
        let store = try MessageStore(location: .inMemory)
        try store.createConversation(id: 1, title: "t")
        try store.seed((0..<count).map { i in
            Message(id: MessageID(Int64(i)), role: i.isMultiple(of: 2) ? .user : .assistant, text: "message \(i)",
                    createdAt: VirtualInstant(seconds: Double(i)))
        }, in: 1)
        return StoredHistory(store: store, conversationID: 1, nextMessageID: MessageID(Int64(count)), latency: latency)
    }

    @Test func pagesComeNewestFirstWithTheirModelledLatency() throws {
        var history = try history(count: 120, latency: PageLatencyModel(perPage: .milliseconds(120), perMessage: .microseconds(100)))
        let newest = try history.newestPage(limit: 50)
        #expect(newest.messages.map(\.id.rawValue) == Array(70..<120))
        #expect(newest.hasMore)
        #expect(newest.latency == .milliseconds(125))  // 120 ms + 50 × 0.1 ms
        let oldest = try history.page(olderThan: newest.messages[0], limit: 100)
        #expect(oldest.messages.count == 70)
        #expect(!oldest.hasMore)
        #expect(oldest.latency == .milliseconds(127))  // 70 messages left
        #expect(history.requestCount == 2)
    }

    @Test func aStorageErrorComesBackAsAFailedPageNotAThrow() throws {
        var history = try history(count: 10, latency: .instant)
        let page = try history.newestPage(limit: 0)
        #expect(page.messages.isEmpty)
        #expect(page.failure == "invalid argument: page limit 0 must be at least 1")
        #expect(page.latency == .zero)
    }
}
