import ChatModel
import Foundation
import Testing
@testable import Storage

@Suite struct MessageStoreTests {
    private func makeStore(messages: Int, seed: UInt64 = 1) throws -> (MessageStore, [Message]) {
        let store = try MessageStore(location: .inMemory)
        try store.createConversation(id: 1, title: "History")
        let history = Array(SyntheticHistory(count: messages, seed: seed))
        try store.seed(history, in: 1)
        return (store, history)
    }

    /// Walks every page from the newest back, returning the pages' messages.
    private func walkPages(_ store: MessageStore, limit: Int, between: (Int) throws -> Void = { _ in }) throws -> [MessagePage] {
        var pages: [MessagePage] = []
        var cursor: PageCursor? = .newest(in: 1)
        while let next = cursor {
            let page = try store.page(next, limit: limit)
            pages.append(page)
            try between(pages.count)
            cursor = page.older
        }
        return pages
    }

    @Test func seededMessagesRoundTripWithAttachmentsAndCitations() throws {
        let (store, history) = try makeStore(messages: 300)
        #expect(history.contains { !$0.attachments.isEmpty })
        #expect(history.contains { !$0.citations.isEmpty })
        let conversation = try #require(try store.conversation(id: 1))
        #expect(conversation.title == "History")
        #expect(conversation.messages == history)
        #expect(try store.messageCount(in: 1) == 300)
    }

    @Test func pagesCoverTheConversationWithoutGapsOrDuplicates() throws {
        let (store, history) = try makeStore(messages: 1_037)
        let pages = try walkPages(store, limit: 50)
        #expect(pages.count == 21)  // 20 full pages and one of 37
        #expect(pages.dropLast().allSatisfy { $0.messages.count == 50 })
        #expect(pages.last?.messages.count == 37)
        #expect(pages.last?.older == nil)
        // Newest page first, each page oldest-first: reversing the page order restores history.
        let reassembled = pages.reversed().flatMap(\.messages)
        #expect(reassembled == history)
        #expect(Set(reassembled.map(\.id)).count == history.count)
    }

    @Test func pageBoundariesInsideRunsOfEqualTimestampsLoseNothing() throws {
        // Pages of 3 cut through runs of equal createdAt often; the id breaks the tie.
        let (store, history) = try makeStore(messages: 200, seed: 9)
        let equalNeighbours = zip(history, history.dropFirst()).filter { $0.createdAt == $1.createdAt }.count
        #expect(equalNeighbours > 20)
        let pages = try walkPages(store, limit: 3)
        #expect(pages.reversed().flatMap(\.messages) == history)
    }

    @Test func pagesAreStableUnderInsertsOfNewMessagesBetweenRequests() throws {
        let (store, history) = try makeStore(messages: 500)
        let last = try #require(history.last)
        var inserted: [Message] = []
        let pages = try walkPages(store, limit: 40) { pageNumber in
            // A new message arrives after every page request, newer than everything.
            let message = Message(id: MessageID(10_000 + Int64(pageNumber)), role: .user, text: "new \(pageNumber)",
                                  createdAt: last.createdAt + .seconds(Double(pageNumber)))
            try store.save(message, in: 1)
            inserted.append(message)
        }
        #expect(pages.reversed().flatMap(\.messages) == history)
        // The newest page, asked again, now starts with the new messages.
        let newest = try store.page(.newest(in: 1), limit: 40)
        #expect(Array(newest.messages.suffix(inserted.count)) == inserted)
        #expect(try store.messageCount(in: 1) == 500 + inserted.count)
    }

    @Test func equalCursorsNameTheSamePage() throws {
        let (store, _) = try makeStore(messages: 120)
        let first = try store.page(.newest(in: 1), limit: 50)
        let again = try store.page(.newest(in: 1), limit: 50)
        #expect(first.older == again.older)
        let older = try #require(first.older)
        var requested: Set<PageCursor> = [.newest(in: 1), older]
        #expect(!requested.insert(try #require(again.older)).inserted)
        #expect(older == .older(than: first.messages[0], in: 1))
        #expect(older.description.hasPrefix("c1/before:"))
    }

    @Test func savingAMessageReplacesItsPreviousVersion() throws {
        let (store, history) = try makeStore(messages: 10)
        var reply = history[9]
        reply.append(" and more")
        reply.citations = [Citation(index: 1, documentID: "a#0", title: "A", snippet: "s", score: 0.9)]
        reply.attachments = []
        try store.save(reply, in: 1)
        #expect(try store.message(reply.id, in: 1) == reply)
        #expect(try store.messageCount(in: 1) == 10)
        #expect(try store.message(MessageID(999), in: 1) == nil)
    }

    @Test func everyRoleAndStateRoundTrips() throws {
        let store = try MessageStore(location: .inMemory)
        try store.createConversation(id: 1, title: "t")
        var messages: [Message] = []
        for (index, (role, state)) in zip(Role.allCases.cycled(4), MessageState.allCases).enumerated() {
            messages.append(Message(id: MessageID(Int64(index)), role: role, text: index == 0 ? "" : "text \(index)",
                                    createdAt: VirtualInstant(microseconds: Int64(index)), state: state))
        }
        try store.seed(messages, in: 1)
        #expect(Set(messages.map(\.role)) == Set(Role.allCases))
        #expect(try store.page(.newest(in: 1), limit: 10).messages == messages)
        #expect(try store.conversation(id: 1)?.messages == messages)
    }

    @Test func aFailingSeedBatchLeavesNoTrace() throws {
        let (store, history) = try makeStore(messages: 100)
        var batch = Array(SyntheticHistory(count: 50, seed: 2, firstID: 100, start: history[99].createdAt + .seconds(1)))
        batch[40] = history[3]  // duplicate identifier: the batch fails at row 41
        #expect(throws: StorageError.self) { try store.seed(batch, in: 1) }
        #expect(try store.messageCount(in: 1) == 100)
        #expect(try store.conversation(id: 1)?.messages == history)
    }

    @Test func writingToAMissingConversationNamesIt() throws {
        let store = try MessageStore(location: .inMemory)
        #expect(throws: StorageError.conversationNotFound(path: ":memory:", conversationID: 7)) {
            try store.seed(SyntheticHistory(count: 3), in: 7)
        }
        #expect(throws: StorageError.invalidArgument("page limit 0 must be at least 1")) {
            try store.page(.newest(in: 7), limit: 0)
        }
        #expect(try store.page(.newest(in: 7), limit: 10) == MessagePage(cursor: .newest(in: 7), messages: [], older: nil))
    }

    @Test func deletingAConversationRemovesItsMessages() throws {
        let (store, _) = try makeStore(messages: 50)
        try store.deleteConversation(id: 1)
        #expect(try store.conversation(id: 1) == nil)
        #expect(try store.messageCount(in: 1) == 0)
    }

    @Test func onDiskStoresUseWriteAheadLogging() throws {
        let directory = try TemporaryDirectory()
        let store = try MessageStore(location: .file(directory.path("chat.sqlite")))
        try store.createConversation(id: 1, title: "t")
        try store.seed(SyntheticHistory(count: 20), in: 1)
        let mode = try store.database.read { db in try db.fetchOne(String.self, "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let reopened = try MessageStore(location: .file(directory.path("chat.sqlite")))
        #expect(try reopened.messageCount(in: 1) == 20)
        // Page reads open and close their own snapshot transaction on a pooled reader:
        // repeated reads interleaved with writes see every committed message.
        for round in 0..<3 {
            #expect(try reopened.page(.newest(in: 1), limit: 5).messages.count == 5)
            try reopened.save(Message(id: MessageID(100 + Int64(round)), role: .user, text: "later",
                                      createdAt: VirtualInstant(seconds: Double(100 + round))), in: 1)
            #expect(try reopened.page(.newest(in: 1), limit: 1).messages.map(\.id) == [MessageID(100 + Int64(round))])
        }
    }

    @Test func pageQueriesUseTheClusteredKeyset() throws {
        let (store, _) = try makeStore(messages: 10)
        let plan = try store.database.read { db in
            try db.queryPlan("""
                SELECT id FROM message WHERE conversationId = 1 AND (createdAt, id) < (5, 5)
                ORDER BY createdAt DESC, id DESC LIMIT 51
                """)
        }
        // No temporary sort b-tree, and a search on the primary key rather than a scan.
        #expect(!plan.joined().contains("TEMP B-TREE"))
        #expect(plan.joined().contains("SEARCH message USING PRIMARY KEY"), "\(plan)")
    }
}

private extension Array {
    /// The elements repeated in order until `count` of them.
    func cycled(_ count: Int) -> [Element] {
        (0..<count).map { self[$0 % self.count] }
    }
}
