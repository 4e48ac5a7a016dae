import ChatModel
import Foundation
import Testing
@testable import Storage

/// The newer-than cursor and the window around a message, against the history as an array
/// in keyset order (one message in four shares its predecessor's timestamp, so ties are
/// broken by identifier), in memory and on disk (the page-read connection).
@Suite struct MessageStoreWindowTests {
    private func makeStore(messages: Int, onDisk directory: TemporaryDirectory? = nil) throws -> (MessageStore, [Message]) {
        let store = try MessageStore(location: directory.map { .file($0.path("messages.sqlite")) } ?? .inMemory)
        try store.createConversation(id: 1, title: "History")
        let history = Array(SyntheticHistory(count: messages, seed: 3))
        try store.seed(history, in: 1)
        return (store, history)
    }

    @Test(arguments: [false, true])
    func newerPagesWalkFromTheOldestToTheNewest(onDisk: Bool) throws {
        let directory = onDisk ? try TemporaryDirectory() : nil
        let (store, history) = try makeStore(messages: 257, onDisk: directory)
        var walked: [Message] = []
        var after = PageCursor.Position(createdAt: VirtualInstant(microseconds: .min), id: MessageID(.min))
        var pages = 0
        while true {
            let page = try store.page(newerThan: after, in: 1, limit: 50)
            pages += 1
            walked += page.messages
            #expect(page.hasNewer == (walked.count < history.count), "page \(pages)")
            guard page.hasNewer, let last = page.messages.last else { break }
            after = PageCursor.Position(of: last)
        }
        #expect(walked == history)
        #expect(pages == 6)
    }

    @Test func theNewestMessageHasNothingNewer() throws {
        let (store, history) = try makeStore(messages: 20)
        let page = try store.page(newerThan: PageCursor.Position(of: history[19]), in: 1, limit: 5)
        #expect(page.messages.isEmpty)
        #expect(!page.hasNewer)
        let last = try store.page(newerThan: PageCursor.Position(of: history[14]), in: 1, limit: 5)
        #expect(last.messages == Array(history[15..<20]))
        #expect(!last.hasNewer)
    }

    /// The split of a list by index: `end = min(n, max(0, t − limit/2) + limit)`, `start = max(0, end − limit)`.
    private func expectedWindow(_ history: [Message], target: Int, limit: Int) -> MessageWindow {
        let end = min(history.count, max(0, target - limit / 2) + limit), start = max(0, end - limit)
        return MessageWindow(messages: Array(history[start..<end]), hasOlder: start > 0, hasNewer: end < history.count)
    }

    @Test(arguments: [(0, 50), (3, 50), (24, 50), (25, 50), (120, 50), (230, 50), (256, 50), (100, 1), (100, 2), (0, 1), (256, 1), (7, 300)])
    func theWindowAroundAMessageSplitsAsAListByIndexDoes(target: Int, limit: Int) throws {
        let directory = try TemporaryDirectory()
        let (store, history) = try makeStore(messages: 257, onDisk: directory)
        let window = try #require(try store.window(around: history[target].id, in: 1, limit: limit))
        #expect(window == expectedWindow(history, target: target, limit: limit))
        #expect(window.messages.contains { $0.id == history[target].id })
    }

    @Test func aMessageTheStoreDoesNotHoldHasNoWindow() throws {
        let (store, _) = try makeStore(messages: 30)
        #expect(try store.window(around: MessageID(30), in: 1, limit: 10) == nil)
        #expect(try store.window(around: MessageID(0), in: 2, limit: 10) == nil)
        #expect(throws: StorageError.invalidArgument("page limit 0 must be at least 1")) {
            try store.window(around: MessageID(0), in: 1, limit: 0)
        }
        #expect(throws: StorageError.invalidArgument("page limit 0 must be at least 1")) {
            try store.page(newerThan: PageCursor.Position(createdAt: .zero, id: MessageID(0)), in: 1, limit: 0)
        }
    }

    @Test func theNextIdentifierAndTheConversationsAreReadFromTheIndex() throws {
        let (store, _) = try makeStore(messages: 42)
        #expect(try store.nextMessageID(in: 1) == MessageID(42))
        #expect(try store.nextMessageID(in: 9) == MessageID(0))
        try store.createConversation(id: 5, title: "Other")
        #expect(try store.conversations().map(\.id) == [1, 5])
        #expect(try store.conversations().map(\.title) == ["History", "Other"])
    }
}
