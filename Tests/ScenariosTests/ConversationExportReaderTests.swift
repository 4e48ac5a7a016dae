import ChatModel
import Foundation
import Testing
@testable import Scenarios

/// The conversation export (JSON Lines): read a line at a time, every problem at its line
/// and field.
@Suite struct ConversationExportReaderTests {
    private func read(_ text: String) throws(JSONLinesError) -> [ExportedMessage] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-export-\(UUID().uuidString).jsonl")
        try? text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try ConversationExportReader(contentsOf: url)
        var messages: [ExportedMessage] = []
        while let message = try reader.next() { messages.append(message) }
        return messages
    }

    /// The error of reading `text`, its path shown as `export.jsonl`.
    private func problem(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return "export.jsonl:\(error.line): " + (error.field.map { "'\($0)' " } ?? "") + error.message
        }
    }

    @Test func everyFieldIsRead() throws {
        let messages = try read("""
            {"id":"u1","role":"user","text":"Show me a photo","createdAt":"2025-03-14T09:26:53.589Z"}

            {"id":2,"role":"assistant","text":"Here","createdAt":1741944415.5,"attachments":[{"width":4032,"height":3024}],\
            "citations":[{"title":"Guide","snippet":"…","documentID":"d1","score":0.75}],"state":"stopped"}\r
            {"id":"u3","role":"user","text":"","createdAt":"2025-03-14T10:26:56+01:00","attachments":[{"width":1179,"height":2556}]}
            """)
        #expect(messages.count == 3)
        #expect(messages.map(\.line) == [1, 3, 4])
        #expect(messages[0].sourceID == "u1" && messages[0].role == .user && messages[0].state == .complete)
        #expect(messages[0].createdAt == 1_741_944_413_589_000)
        #expect(messages[1].sourceID == "2" && messages[1].createdAt == 1_741_944_415_500_000 && messages[1].state == .stopped)
        #expect(messages[1].attachments == [ImageAttachment(id: 0, pixelWidth: 4032, pixelHeight: 3024)])
        #expect(messages[1].citations == [Citation(index: 1, documentID: "d1", title: "Guide", snippet: "…", score: 0.75)])
        #expect(messages[2].createdAt == 1_741_944_416_000_000)
    }

    @Test func isoTimesAreCalendarArithmeticNotAFormatter() {
        #expect(ISO8601Instant.microseconds("1970-01-01T00:00:00Z") == 0)
        #expect(ISO8601Instant.microseconds("2000-02-29T12:00:00.000001Z") == 951_825_600_000_001)
        #expect(ISO8601Instant.microseconds("2024-12-31T23:59:59.9999999-00:30") == 1_735_691_399_999_999)
        #expect(ISO8601Instant.microseconds("2023-02-29T00:00:00Z") == nil)
        #expect(ISO8601Instant.microseconds("2023-01-01T24:00:00Z") == nil)
        #expect(ISO8601Instant.microseconds("2023-01-01T10:00:00") == nil)
        #expect(ISO8601Instant.microseconds("2023-01-01 10:00:00Z") == nil)
        #expect(ISO8601Instant.microseconds("2023-01-01T10:00:00.Z") == nil)
    }

    @Test func theShiftKeepsTheTimeOfDayAndEndsBeforeTheRun() {
        // 2025-03-14T09:26:53.589Z: before 9:41, so on day 0, 14 min 6.411 s before the run.
        let morning: Int64 = 1_741_944_413_589_000
        #expect(morning - ConversationExport.shift(newest: morning) == -846_411_000)
        // 18:00 UTC: after 9:41, so on day −1 at 18:00.
        let evening: Int64 = 1_741_975_200_000_000
        let virtual = evening - ConversationExport.shift(newest: evening)
        #expect(virtual == (18 * 3_600 - (9 * 3_600 + 41 * 60) - 86_400) * 1_000_000)
        #expect(VirtualInstant(microseconds: virtual).calendarDay == -1)
        // Whole days and the 9 h 41 min from midnight to the virtual clock's zero.
        #expect((ConversationExport.shift(newest: evening) - 34_860_000_000) % 86_400_000_000 == 0)
    }

    @Test func everyProblemNamesItsLineAndField() {
        let ok = #""id":"a","role":"user","text":"hi","createdAt":"2025-01-01T00:00:00Z""#
        #expect(problem("{\(ok)}\n{\(ok),\"colour\":1}") == "export.jsonl:2: 'colour' is not a field here; fields: id, role, text, createdAt, attachments, citations, state")
        #expect(problem("{\(ok),\"sate\":\"stopped\"}") == "export.jsonl:1: 'sate' is not a field here; did you mean 'state'? fields: id, role, text, createdAt, attachments, citations, state")
        #expect(problem("{\(ok),\"id\":\"b\"}") == "export.jsonl:1: is not valid JSON: column 72: the key 'id' appears twice in one object (first at column 2)")
        #expect(problem(#"{"id":"a","role":"bot","text":"hi","createdAt":0}"#) == "export.jsonl:1: 'role' must be one of user, assistant, system, found 'bot'")
        #expect(problem(#"{"id":"a","role":"user","text":5,"createdAt":0}"#) == "export.jsonl:1: 'text' must be text, found 5")
        #expect(problem(#"{"id":"a","role":"user","text":"","createdAt":0}"#) == "export.jsonl:1: 'text' is empty and there are no attachments: a complete message shows text or images")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":"yesterday"}"#) == "export.jsonl:1: 'createdAt' 'yesterday' is not an ISO 8601 date and time with a zone, such as 2025-03-14T09:26:53.589Z")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":true}"#) == "export.jsonl:1: 'createdAt' must be an ISO 8601 string or a number of seconds since 1970, found true or false")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":0,"attachments":[{"width":0,"height":5}]}"#) == "export.jsonl:1: 'attachments[0].width' must be a whole number from 1 to 65536, found 0")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":0,"attachments":[{"width":1.5,"height":5}]}"#) == "export.jsonl:1: 'attachments[0].width' must be a whole number from 1 to 65536, found 1.5")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":0,"citations":[{"title":"t","snippet":"s","score":2}]}"#) == "export.jsonl:1: 'citations[0].score' must be a number from 0 to 1, found 2")
        #expect(problem(#"{"role":"user","text":"x","createdAt":0}"#) == "export.jsonl:1: 'id' is required: the message's identifier in the app")
        #expect(problem("{\"id\":\"a\",\"role\":\"user\",\"text\":\"x\",\"createdAt\":5}\n{\"id\":\"b\",\"role\":\"user\",\"text\":\"x\",\"createdAt\":4}")
            == "export.jsonl:2: 'createdAt' is earlier than the line before; an export lists messages oldest first")
        #expect(problem("[1]") == "export.jsonl:1: must be a JSON object, one message a line")
        #expect(problem("{\"id\":") == "export.jsonl:1: is not valid JSON: column 7: the document ends early (truncated?)")
        let attachments = Array(repeating: #"{"width":1,"height":1}"#, count: 65).joined(separator: ",")
        #expect(problem(#"{"id":"a","role":"user","text":"x","createdAt":0,"attachments":["# + attachments + "]}") == "export.jsonl:1: 'attachments' holds 65 entries; at most 64")
        let long = String(repeating: "a", count: ConversationExport.maxTextBytes + 1)
        #expect(problem(#"{"id":"a","role":"user","text":""# + long + #"","createdAt":0}"#) == "export.jsonl:1: 'text' is longer than 1048576 bytes of UTF-8")
    }

    @Test func aLineLongerThanTheLimitIsRefusedWithoutReadingOn() {
        let long = String(repeating: " ", count: ConversationExport.maxLineBytes + 10)
        #expect(problem("{\"id\":\"a\",\"role\":\"user\",\"text\":\"x\",\"createdAt\":0}\n" + long + "\n")
            == "export.jsonl:2: is longer than 8 MiB, the longest line an export may have")
    }

    @Test func aFolderOrAMissingFileIsNotAnExport() {
        #expect(throws: JSONLinesError.self) {
            _ = try ConversationExportReader(contentsOf: FileManager.default.temporaryDirectory)
        }
        #expect(throws: JSONLinesError.self) {
            _ = try ConversationExportReader(contentsOf: URL(fileURLWithPath: "/nonexistent/export.jsonl"))
        }
    }
}
