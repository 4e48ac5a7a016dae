import Foundation
import Testing

/// `chatrig import`: writes a valid scenario, reports a bad line by line and field with
/// exit 2, and never replaces what is not a scenario unless told to.
extension ChatRigCLITests {
    static let smallLog = """
    {"t": 0, "event": "session", "history": 120}
    {"t": 0, "event": "viewport", "width": 375, "height": 667}
    {"t": 0.5, "event": "sent", "chars": 30}
    {"t": 0.9, "event": "chunk", "chars": 8, "tokens": 2}
    {"t": 1.0, "event": "chunk", "chars": 12, "tokens": 3}
    {"t": 1.1, "event": "chunk", "chars": 4, "tokens": 1}
    {"t": 1.1, "event": "replyEnded"}
    """

    func writeLog(_ text: String, in folder: URL, named name: String = "bug-report.jsonl") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func importWritesAScenarioThatValidatesAndRuns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("scenarios/bug-report.yaml").path
        let result = try chatrig(["import", try writeLog(Self.smallLog, in: folder), "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(out): bug-report, 2 timeline entries over 3.1 s on iphone-se-3"))
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.hasPrefix("# Imported by `chatrig import` from bug-report.jsonl.\n"))
        #expect(yaml.contains("device: iphone-se-3\n"))
        #expect(try chatrig(["validate", out]).status == 0)
        #expect(try chatrig(["run", out, "--strategy", "natural", "--out", folder.appendingPathComponent("report").path]).status == 0)
    }

    @Test func aBadLineExitsTwoNamingTheLineAndFieldAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try writeLog(Self.smallLog.replacingOccurrences(of: #""chars": 12"#, with: #""chars": -12"#), in: folder)
        let out = folder.appendingPathComponent("bug.yaml").path
        let result = try chatrig(["import", log, "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "\(log):5: error: 'chars' must be a whole number from 0 to 100000, found -12\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func importReplacesAScenarioButNotOtherFilesUnlessForcedAndNeverAFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try writeLog(Self.smallLog, in: folder)
        let scenario = folder.appendingPathComponent("old.yaml")
        try "name: old\n".write(to: scenario, atomically: true, encoding: .utf8)
        #expect(try chatrig(["import", log, "--out", scenario.path]).status == 0)
        #expect(try String(contentsOf: scenario, encoding: .utf8).contains("name: bug-report"))

        let notes = folder.appendingPathComponent("notes.txt")
        try "my notes".write(to: notes, atomically: true, encoding: .utf8)
        let refused = try chatrig(["import", log, "--out", notes.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("refusing to replace '\(notes.path)': it is not a scenario file (use --force to replace it)"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
        #expect(try chatrig(["import", log, "--out", notes.path, "--force"]).status == 0)
        #expect(try String(contentsOf: notes, encoding: .utf8).contains("name: bug-report"))

        let forcedFolder = try chatrig(["import", log, "--out", folder.path, "--force"])
        #expect(forcedFolder.status == 2)
        #expect(forcedFolder.stderr.contains("it is a folder"))
        #expect(FileManager.default.fileExists(atPath: log))
    }

    @Test func importNamesTheScenarioFromTheLogOrTheFlag() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try writeLog(Self.smallLog, in: folder, named: "Jump_on Page-Load.jsonl")
        let out = folder.appendingPathComponent("a.yaml").path
        #expect(try chatrig(["import", log, "--out", out]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\nname: jump-on-page-load\n"))
        let bad = try chatrig(["import", log, "--out", out, "--name", "Bad Name"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "--name: 'Bad Name' must be lowercase letters, digits and '-'\n")
    }
}
