import ChatModel
import Foundation
import Testing
@testable import Storage

/// A conversation written whole into a new store file: atomic, self-contained (no `-wal`
/// beside it, readable read-only), repeated source identifiers refused with both lines.
@Suite struct MessageStoreFileTests {
    private func imported(_ history: [Message], ids: [String]? = nil) -> () throws -> ImportedMessage? {
        var index = 0
        return {
            guard index < history.count else { return nil }
            defer { index += 1 }
            return ImportedMessage(message: history[index], sourceID: ids?[index], line: index + 1)
        }
    }

    @Test func aWrittenStoreReadsBackReadOnlyWithNothingBesideIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("conversation.sqlite")
        let history = Array(SyntheticHistory(count: 300, seed: 9))
        let count = try MessageStoreFile.write(to: path, title: "Support", messages: imported(history, ids: history.map { "s\($0.id.rawValue)" }))
        #expect(count == 300)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["conversation.sqlite"])
        let store = try MessageStore(database: ChatRigDatabase(readingFrom: path))
        #expect(try store.conversation(id: MessageStoreFile.conversationID)?.messages == history)
        #expect(try store.conversations().map(\.title) == ["Support"])
        _ = try store.page(.newest(in: MessageStoreFile.conversationID), limit: 50)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["conversation.sqlite"])
    }

    @Test func aRepeatedSourceIdentifierNamesBothLinesAndLeavesTheDestinationAsItWas() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("conversation.sqlite")
        let first = Array(SyntheticHistory(count: 10, seed: 1))
        try MessageStoreFile.write(to: path, title: "Before", messages: imported(first))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let history = Array(SyntheticHistory(count: 10, seed: 2))
        var ids = history.map { "s\($0.id.rawValue)" }
        ids[7] = ids[2]
        #expect(throws: RepeatedSourceID(sourceID: "s2", line: 8, firstLine: 3)) {
            try MessageStoreFile.write(to: path, title: "After", messages: imported(history, ids: ids))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["conversation.sqlite"])
    }

    @Test func aSourceThatFailsLeavesNoFile() throws {
        struct Broken: Error, Equatable {}
        let directory = try TemporaryDirectory()
        let path = directory.path("conversation.sqlite")
        var index = 0
        #expect(throws: Broken()) {
            try MessageStoreFile.write(to: path, title: "t") {
                index += 1
                if index == 5 { throw Broken() }
                return ImportedMessage(message: Message(id: MessageID(Int64(index)), role: .user, text: "x",
                                                        createdAt: VirtualInstant(seconds: Double(index) - 100)),
                                       sourceID: nil, line: index)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
