import ChatModel
import SuiteRunning
import Simulator
import Storage
import Testing

/// A generated history must answer every page exactly as the SQLite message store seeded
/// from the same generator does: the suite's deterministic output depends on it.
@Suite struct GeneratedHistoryTests {
    private static let mix = try! HistoryMix(text: 0.6, images: 0.2, thinking: 0.1, code: 0.1)

    private func storedHistory(seed: UInt64, count: Int, latency: PageLatencyModel) throws -> StoredHistory {
        let store = try MessageStore(location: .inMemory)
        try store.createConversation(id: 1, title: "history")
        let generator = try ConversationGenerator(seed: seed, count: count, mix: Self.mix)
        try store.seed((0..<count).lazy.map(generator.message(at:)), in: 1)
        return StoredHistory(store: store, conversationID: 1, nextMessageID: MessageID(Int64(count)), latency: latency)
    }

    @Test(arguments: [(UInt64(7), 0, 50), (11, 1, 50), (3, 130, 50), (5, 1_000, 64), (9, 257, 1)])
    func everyPageFromTheNewestToTheOldestEqualsTheStoredOne(seed: UInt64, count: Int, pageSize: Int) throws {
        // Jitter makes each request's latency depend on its number: numbering must match too.
        let latency = PageLatencyModel(perPage: .milliseconds(80), perMessage: .microseconds(300), jitter: 0.4, seed: seed)
        var stored = try storedHistory(seed: seed, count: count, latency: latency)
        var generated = try GeneratedHistory(seed: seed, count: count, mix: Self.mix, latency: latency)
        #expect(generated.nextMessageID == stored.nextMessageID)

        var expected = try stored.newestPage(limit: pageSize)
        var actual = try generated.newestPage(limit: pageSize)
        var pages = 1
        while true {
            #expect(actual.messages == expected.messages, "page \(pages)")
            #expect(actual.hasMore == expected.hasMore, "page \(pages)")
            #expect(actual.latency == expected.latency, "page \(pages)")
            #expect(actual.failure == expected.failure, "page \(pages)")
            guard expected.hasMore, let oldest = expected.messages.first else { break }
            expected = try stored.page(olderThan: oldest, limit: pageSize)
            actual = try generated.page(olderThan: oldest, limit: pageSize)
            pages += 1
        }
        #expect(pages == max(1, (count + pageSize - 1) / pageSize))
    }

    @Test func aMessageNewerThanTheHistoryAsksForTheNewestPage() throws {
        var stored = try storedHistory(seed: 4, count: 120, latency: .default)
        var generated = try GeneratedHistory(seed: 4, count: 120, mix: Self.mix, latency: .default)
        // A reply created during the run: identifier past the history, time after it.
        let reply = Message(id: MessageID(120), role: .assistant, text: "", createdAt: VirtualInstant(seconds: 1), state: .streaming)
        let expected = try stored.page(olderThan: reply, limit: 50)
        let actual = try generated.page(olderThan: reply, limit: 50)
        #expect(actual.messages == expected.messages)
        #expect(actual.messages.map(\.id.rawValue) == Array(70..<120))
        #expect(actual.hasMore)
    }

    @Test func aPageLimitBelowOneFailsLikeTheStore() throws {
        var stored = try storedHistory(seed: 4, count: 10, latency: .default)
        var generated = try GeneratedHistory(seed: 4, count: 10, mix: Self.mix, latency: .default)
        let expected = try stored.newestPage(limit: 0)
        let actual = try generated.newestPage(limit: 0)
        #expect(expected.failure != nil)
        #expect(actual.failure == expected.failure)
        #expect(actual.latency == expected.latency)
        #expect(actual.messages.isEmpty && actual.hasMore == expected.hasMore)
    }
}
