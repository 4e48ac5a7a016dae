import ChatModel
import Foundation
import Testing
@testable import Storage

/// Page reads of an on-disk store run on the store's own read-only connection.
@Suite struct PageReaderTests {
    private func makeStore(_ directory: TemporaryDirectory, messages: [Message]) throws -> MessageStore {
        let store = try MessageStore(location: .file(directory.path("pages.sqlite")))
        try store.createConversation(id: 1, title: "History")
        try store.seed(messages, in: 1)
        return store
    }

    private func walkPages(_ store: MessageStore, limit: Int) throws -> [Message] {
        var pages: [[Message]] = []
        var cursor: PageCursor? = .newest(in: 1)
        while let next = cursor {
            let page = try store.page(next, limit: limit)
            pages.append(page.messages)
            cursor = page.older
        }
        return pages.reversed().flatMap { $0 }
    }

    @Test func onDiskPagesReadOnTheDedicatedConnectionAndCoverTheHistory() throws {
        let directory = try TemporaryDirectory()
        let history = Array(SyntheticHistory(count: 1_037))
        let store = try makeStore(directory, messages: history)
        #expect(store.pageReader?.isOpen == false)
        #expect(try walkPages(store, limit: 50) == history)
        #expect(store.pageReader?.isOpen == true)
        #expect(try MessageStore(location: .inMemory).pageReader == nil)
    }

    @Test func sideRowsReachTheirMessagesWhenIdentifiersDoNotFollowCreationOrder() throws {
        // Identifiers shuffled against creation order: a page's owners of attachments and
        // citations are not sorted by identifier, and the side-row range holds other pages' rows.
        var random = SeededRandom(seed: 11)
        var ids = Array(0..<Int64(400))
        for index in stride(from: ids.count - 1, to: 0, by: -1) {
            ids.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        let history = SyntheticHistory(count: 400, seed: 4).enumerated().map { index, message in
            var message = message
            message.id = MessageID(ids[index])
            return message
        }
        #expect(history.filter { !$0.attachments.isEmpty }.count > 10)
        let directory = try TemporaryDirectory()
        let store = try makeStore(directory, messages: history)
        // Pages follow the keyset (createdAt, id): within a run of equal timestamps, by identifier.
        let keysetOrder = history.sorted { PageCursor.Position(of: $0) < PageCursor.Position(of: $1) }
        #expect(keysetOrder != history)
        #expect(try walkPages(store, limit: 7) == keysetOrder)
        #expect(try walkPages(store, limit: 1) == keysetOrder)
    }

    @Test func pageReadsSeeCommitsOfOtherConnections() throws {
        let directory = try TemporaryDirectory()
        let history = Array(SyntheticHistory(count: 60))
        let reader = try makeStore(directory, messages: history)
        let writer = try MessageStore(location: .file(directory.path("pages.sqlite")))
        #expect(try reader.page(.newest(in: 1), limit: 10).messages == Array(history.suffix(10)))
        var latest = try #require(history.last)
        for round in 1...3 {
            latest = Message(id: MessageID(1_000 + Int64(round)), role: .assistant, text: "round \(round)",
                             createdAt: latest.createdAt + .seconds(1))
            try writer.save(latest, in: 1)
            #expect(try reader.page(.newest(in: 1), limit: 1).messages == [latest])
        }
        #expect(reader.pageReader?.isOpen == true)
    }

    @Test func concurrentPageReadsAndInsertsKeepEveryPageExact() throws {
        let directory = try TemporaryDirectory()
        let history = Array(SyntheticHistory(count: 600))
        let store = try makeStore(directory, messages: history)
        let start = try #require(history.last).createdAt
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            do {
                if worker == 0 {
                    // Newer messages keep arriving while the others page back through history.
                    for index in 0..<100 {
                        try store.save(Message(id: MessageID(10_000 + Int64(index)), role: .user, text: "new \(index)",
                                               createdAt: start + .seconds(Double(index + 1))), in: 1)
                    }
                } else {
                    var cursor = PageCursor.newest(in: 1)
                    let first = try store.page(cursor, limit: 30)
                    guard let second = first.older else { throw StorageError.invalidArgument("a single page") }
                    cursor = second
                    // Pages do not move when newer messages arrive: past the new messages the
                    // walk meets the history, each message once.
                    var pages: [[Message]] = [first.messages]
                    while true {
                        let page = try store.page(cursor, limit: 30)
                        pages.append(page.messages)
                        guard let older = page.older else { break }
                        cursor = older
                    }
                    results.append(pages.reversed().flatMap { $0 }.filter { $0.id.rawValue < 10_000 })
                }
            } catch {
                results.fail(error)
            }
        }
        #expect(results.errors.isEmpty, "\(results.errors)")
        #expect(results.walks.count == 5)
        for walk in results.walks { #expect(walk == history) }
        #expect(try store.messageCount(in: 1) == 700)
    }

    @Test func aFailedPageReadEndsItsTransaction() throws {
        let directory = try TemporaryDirectory()
        let history = Array(SyntheticHistory(count: 20))
        let store = try makeStore(directory, messages: history)
        let path = directory.path("pages.sqlite")
        // A row that does not decode: the page read fails with the file named.
        try store.database.writeWithoutTransaction { db in
            try db.execute("PRAGMA ignore_check_constraints = ON")
            try db.execute("UPDATE message SET role = 'robot' WHERE id = 19")
            try db.execute("PRAGMA ignore_check_constraints = OFF")
        }
        #expect(throws: StorageError.corruptDatabase(path: path, reason: "message row with role 'robot', state '\(history[19].state.rawValue)'")) {
            try store.page(.newest(in: 1), limit: 5)
        }
        // Had the failed read left its transaction open, this read would see the old snapshot.
        try store.database.writeWithoutTransaction { db in
            try db.execute("UPDATE message SET role = 'assistant' WHERE id = 19")
        }
        #expect(try store.page(.newest(in: 1), limit: 5).messages == Array(history.suffix(5)))
    }

    @Test func theDedicatedConnectionIsReadOnly() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(directory, messages: Array(SyntheticHistory(count: 3)))
        let connection = try ReadOnlyConnection(
            path: directory.path("pages.sqlite"), pragmas: ChatRigDatabase.readerPragmas, busyTimeoutMilliseconds: 100,
            statements: ["INSERT INTO conversation (id, title) VALUES (2, 'written')"])
        let error = try #require(throws: SQLiteError.self) {
            try connection.readTransaction { try connection.statement(0).execute() }
        }
        #expect(error.primaryCode == 8)  // SQLITE_READONLY
        #expect(try store.conversationExists(2) == false)
    }

    @Test func openingAMissingFileFailsWithoutCreatingIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing.sqlite")
        #expect(throws: SQLiteError.self) {
            try ReadOnlyConnection(path: path, pragmas: ChatRigDatabase.readerPragmas, busyTimeoutMilliseconds: 100,
                                   statements: MessageQuery.allCases.map(\.sql))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// Walks and errors collected from concurrent workers.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var walks: [[Message]] = []
    private(set) var errors: [String] = []

    func append(_ walk: [Message]) {
        lock.withLock { walks.append(walk) }
    }

    func fail(_ error: any Error) {
        lock.withLock { errors.append("\(error)") }
    }
}
