import ChatModel
import Foundation
import Scenarios
import Storage
import Testing

/// The bundled sample store is what `history import` makes of the bundled sample export:
/// the same messages, in order, identifiers numbered from 0, times moved by the export's shift.
@Suite struct BundledSampleConversationTests {
    @Test func theSampleStoreHoldsTheSampleExport() throws {
        let folder = packageRoot.appendingPathComponent("Scenarios/conversations")
        var reader = try ConversationExportReader(contentsOf: folder.appendingPathComponent("sample.jsonl"))
        var exported: [ExportedMessage] = []
        while let message = try reader.next() { exported.append(message) }
        let shift = ConversationExport.shift(newest: try #require(exported.last).createdAt)
        let expected = exported.enumerated().map { $0.element.message(id: MessageID(Int64($0.offset)), shift: shift) }

        let store = try MessageStore(database: ChatRigDatabase(readingFrom: folder.appendingPathComponent("sample.sqlite").path))
        let stored = try #require(try store.conversation(id: MessageStoreFile.conversationID))
        #expect(stored.messages == expected)
        #expect(stored.messages.count == 4_130)
        #expect(stored.messages.contains { $0.text.contains("```") && $0.text.contains("|---|") })
        #expect(stored.messages.contains { $0.text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })
        #expect(stored.messages.contains { $0.text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(stored.messages.contains { !$0.attachments.isEmpty })
    }
}
