import Foundation
import Testing
@testable import Scenarios

/// `conversation: { messages: FILE }`: a stored conversation named relative to the scenario
/// file, checked strictly at its line and column.
@Suite struct StoredConversationKeyTests {
    /// A scratch folder holding `files` (relative path → bytes); removed by the caller.
    private func folder(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-stored-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
        }
        return root
    }

    private static let sqlite = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 84)

    private func parse(_ conversation: String, in root: URL) -> (Scenario?, [String]) {
        let file = root.appendingPathComponent("scenarios/s.yaml")
        try? "name: s\nconversation:\n\(conversation)\n".write(to: file, atomically: true, encoding: .utf8)
        do {
            return (try ScenarioParser.parse(contentsOf: file), [])
        } catch {
            let shown = error.errors.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
            return (nil, shown)
        }
    }

    @Test func aStoreBesideTheScenarioIsNamedRelativeToIt() throws {
        let root = try folder(["scenarios/conversations/support.sqlite": Self.sqlite])
        defer { try? FileManager.default.removeItem(at: root) }
        let (scenario, problems) = parse("  pageSize: 30\n  messages: conversations/support.sqlite", in: root)
        #expect(problems == [])
        let stored = try #require(scenario?.conversation.messages)
        #expect(stored.path == "conversations/support.sqlite")
        #expect(stored.resolvedPath.hasSuffix("scenarios/conversations/support.sqlite"))
        #expect(stored.location.line == 4 && stored.location.column == 13)
        #expect(scenario?.conversation.pageSize == 30)
        #expect(ScenarioWriter.conversation(scenario!.conversation) == "{ messages: \"conversations/support.sqlite\", pageSize: 30 }")
    }

    @Test func everyProblemNamesItsPlace() throws {
        let root = try folder(["scenarios/notes.txt": Array("hello".utf8), "outside.sqlite": Self.sqlite])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = "scenarios/s.yaml:3:13: error: "
        #expect(parse("  messages: missing.sqlite", in: root).1
            == [base + "cannot read message store 'missing.sqlite' (looked for scenarios/missing.sqlite): no such file"])
        #expect(parse("  messages: notes.txt", in: root).1
            == [base + "'notes.txt' is not a SQLite message store; write one with 'chatrig history import'"])
        #expect(parse("  messages: ../outside.sqlite", in: root).1
            == [base + "message store '../outside.sqlite' leaves the scenario's folder; keep it beside or below the scenario file"])
        #expect(parse("  messages: /etc/passwd", in: root).1
            == [base + "'messages' must be the path of a message store relative to the scenario file's folder, found '/etc/passwd'"])
        #expect(parse("  messages: [a]", in: root).1.count == 1)
    }

    @Test func aStoredConversationHasNoGeneratedHistory() throws {
        let root = try folder(["scenarios/c.sqlite": Self.sqlite])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(parse("  messages: c.sqlite\n  history: 400\n  mix: { text: 1 }", in: root).1 == [
            "scenarios/s.yaml:4:12: error: 'history' describes a generated history; a conversation read from 'messages' has its own",
            "scenarios/s.yaml:5:8: error: 'mix' describes a generated history; a conversation read from 'messages' has its own",
        ])
    }
}
