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

    /// A jump, then newer pages to the live end, then the newest page: every answer equal,
    /// request numbers (hence jittered latencies) included.
    @Test(arguments: [(UInt64(7), 1, 50, 0), (11, 130, 50, 3), (3, 130, 50, 129), (5, 1_000, 64, 500), (9, 257, 1, 100), (2, 40, 50, 20)])
    func pagesAroundAMessageAndNewerPagesEqualTheStoredOnes(seed: UInt64, count: Int, pageSize: Int, target: Int64) throws {
        let latency = PageLatencyModel(perPage: .milliseconds(80), perMessage: .microseconds(300), jitter: 0.4, seed: seed)
        var stored = try storedHistory(seed: seed, count: count, latency: latency)
        var generated = try GeneratedHistory(seed: seed, count: count, mix: Self.mix, latency: latency)

        let expectedWindow = try #require(try stored.page(around: MessageID(target), limit: pageSize))
        let actualWindow = try #require(try generated.page(around: MessageID(target), limit: pageSize))
        #expect(actualWindow.messages == expectedWindow.messages)
        #expect(actualWindow.hasOlder == expectedWindow.hasOlder)
        #expect(actualWindow.hasNewer == expectedWindow.hasNewer)
        #expect(actualWindow.latency == expectedWindow.latency)
        #expect(actualWindow.messages.contains { $0.id == MessageID(target) })

        var newest = try #require(expectedWindow.messages.last)
        var hasNewer = expectedWindow.hasNewer
        var pages = 0
        while hasNewer {
            let expected = try stored.page(newerThan: newest, limit: pageSize)
            let actual = try generated.page(newerThan: newest, limit: pageSize)
            pages += 1
            #expect(actual.messages == expected.messages, "newer page \(pages)")
            #expect(actual.hasMore == expected.hasMore, "newer page \(pages)")
            #expect(actual.latency == expected.latency, "newer page \(pages)")
            guard let last = expected.messages.last else { break }
            newest = last
            hasNewer = expected.hasMore
        }
        #expect(newest.id == MessageID(Int64(count - 1)))
        let atTheEnd = try stored.page(newerThan: newest, limit: pageSize)
        let generatedAtTheEnd = try generated.page(newerThan: newest, limit: pageSize)
        #expect(atTheEnd.messages.isEmpty && !atTheEnd.hasMore)
        #expect(generatedAtTheEnd.messages.isEmpty && !generatedAtTheEnd.hasMore)
        #expect(generatedAtTheEnd.latency == atTheEnd.latency)

        let expectedNewest = try stored.newestPage(limit: pageSize)
        let actualNewest = try generated.newestPage(limit: pageSize)
        #expect(actualNewest.messages == expectedNewest.messages)
        #expect(actualNewest.latency == expectedNewest.latency)
        #expect(stored.requestCount == pages + 3)
    }

    @Test func aMessageNeitherHoldsIsNoWindowInEither() throws {
        var stored = try storedHistory(seed: 4, count: 30, latency: .default)
        var generated = try GeneratedHistory(seed: 4, count: 30, mix: Self.mix, latency: .default)
        #expect(try stored.page(around: MessageID(30), limit: 10) == nil)
        #expect(try generated.page(around: MessageID(30), limit: 10) == nil)
        #expect(stored.requestCount == 0)
        // A run's own message (past the history) has nothing newer in either.
        let reply = Message(id: MessageID(30), role: .assistant, text: "", createdAt: VirtualInstant(seconds: 1), state: .streaming)
        let expected = try stored.page(newerThan: reply, limit: 10)
        let actual = try generated.page(newerThan: reply, limit: 10)
        #expect(expected.messages.isEmpty && !expected.hasMore)
        #expect(actual.messages.isEmpty && !actual.hasMore)
        #expect(actual.latency == expected.latency)
    }
}
