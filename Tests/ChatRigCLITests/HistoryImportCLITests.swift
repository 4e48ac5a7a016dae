import Foundation
import Testing

/// `chatrig history import` and `chatrig history scrub`: a team's export becomes a message
/// store a scenario reads, a bad line is exit 2 with nothing written, and `chatrig history
/// FILE` still shows a run history.
extension ChatRigCLITests {
    static let smallExport = """
    {"id":"a1","role":"user","text":"How do I page a chat list?","createdAt":"2025-06-02T08:00:00Z"}
    {"id":"a2","role":"assistant","text":"Use **keyset** pages:\\n\\n| cursor | cost |\\n|---|---|\\n| before | O(log n) |","createdAt":"2025-06-02T08:00:20Z"}
    {"id":"a3","role":"user","text":"","createdAt":"2025-06-02T08:01:00Z","attachments":[{"width":4032,"height":3024}]}
    {"id":"a4","role":"assistant","text":"Nice photo, Margaret!","createdAt":"2025-06-02T08:01:09Z"}
    """

    @Test func anImportedAndScrubbedConversationRunsInAScenario() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("support.jsonl")
        try Self.smallExport.write(to: export, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("support.sqlite").path
        let imported = try chatrig(["history", "import", export.path, "--out", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "wrote \(store): 4 messages, 1 images; the newest moved 20241 days back, to day 0, 08:01:09 UTC\n")

        let key = folder.appendingPathComponent("team.key")
        try Data(repeating: 7, count: 32).write(to: key)
        let scrubbed = folder.appendingPathComponent("scrubbed.sqlite").path
        let scrub = try chatrig(["history", "scrub", store, "--key-file", key.path, "--out", scrubbed])
        #expect(scrub.status == 0, "\(scrub.stderr)")
        #expect(scrub.stdout == "wrote \(scrubbed): 4 messages scrubbed\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scrubbed))
        #expect(bytes.range(of: Data("Margaret".utf8)) == nil && bytes.range(of: Data("keyset".utf8)) == nil)

        let scenario = folder.appendingPathComponent("team.yaml")
        try """
        name: team-conversation
        conversation: { messages: scrubbed.sqlite, pageSize: 2 }
        timeline:
          - at: 0.5s
            fling: { velocity: 3000pt/s }
        duration: 2s
        """.write(to: scenario, atomically: true, encoding: .utf8)
        #expect(try chatrig(["validate", scenario.path]).status == 0)
        let run = try chatrig(["run", scenario.path, "--strategy", "natural", "--out", folder.appendingPathComponent("report").path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func aBadExportLineExitsTwoAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("bad.jsonl")
        try Self.smallExport.replacingOccurrences(of: #""width":4032"#, with: #""width":0"#).write(to: export, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("out.sqlite").path
        let result = try chatrig(["history", "import", export.path, "--out", store])
        #expect(result.status == 2)
        #expect(result.stderr == "\(export.path):3: error: 'attachments[0].width' must be a whole number from 1 to 65536, found 0\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.jsonl"])

        try Self.smallExport.replacingOccurrences(of: #""id":"a4""#, with: #""id":"a2""#).write(to: export, atomically: true, encoding: .utf8)
        let repeated = try chatrig(["history", "import", export.path, "--out", store])
        #expect(repeated.status == 2)
        #expect(repeated.stderr == "\(export.path):4: error: 'id' 'a2' is the id of the message at line 2 already\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.jsonl"])
    }

    @Test func importAndScrubRefuseToReplaceWhatIsNotAStore() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("support.jsonl")
        try Self.smallExport.write(to: export, atomically: true, encoding: .utf8)
        let notes = folder.appendingPathComponent("notes.txt")
        try "keep me".write(to: notes, atomically: true, encoding: .utf8)
        let result = try chatrig(["history", "import", export.path, "--out", notes.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is not a ChatRig database (use --force to replace it)"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "keep me")

        let store = folder.appendingPathComponent("s.sqlite").path
        #expect(try chatrig(["history", "import", export.path, "--out", store]).status == 0)
        let shortKey = folder.appendingPathComponent("short.key")
        try Data(repeating: 1, count: 4).write(to: shortKey)
        let scrub = try chatrig(["history", "scrub", store, "--key-file", shortKey.path, "--out", folder.appendingPathComponent("x.sqlite").path])
        #expect(scrub.status == 2)
        #expect(scrub.stderr.contains("holds 4 bytes; a key has 16 to 4096"))
    }
}
