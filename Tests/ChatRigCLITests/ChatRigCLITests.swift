import Foundation
@testable import ChatRigCLI
import Simulator
import Testing

/// End-to-end tests of the `chatrig` executable: exit statuses, output formats, report
/// files and error messages, as a CI job would see them.
@Suite(.serialized) struct ChatRigCLITests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("chatrig")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("chatrig")
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the built `chatrig` in `directory` as `bisect` runs its children (both pipes
    /// drained while it runs) and waits.
    func chatrig(_ arguments: [String], in directory: URL = packageRoot) throws -> Outcome {
        let child = try ChildProcess.run([Self.executable.path] + arguments, in: directory)
        return Outcome(status: child.status, stdout: child.stdout, stderr: child.stderr)
    }

    /// A fresh folder, its path with symbolic links resolved: the CLI, run in it, names paths
    /// from its working directory, which the system gives resolved (on macOS the temporary
    /// folder `/var/folders/…` is `/private/var/folders/…`).
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard let real = realpath(url.path, nil) else { return url }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real), isDirectory: true)
    }

    @Test func versionAndHelp() throws {
        let version = try chatrig(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try chatrig(["run", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--strategy"))
    }

    @Test func passingSuiteExitsZeroAndWritesTheReport() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try chatrig(["run", "Scenarios/bugs", "--format", "json", "--out", out.appendingPathComponent("latest").path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        // Nineteen repros, each of two strategies, three of three.
        #expect((json?["runs"] as? [Any])?.count == 41)
        for name in ["report.json", "report.md", "junit.xml", "report.html"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("latest/\(name)").path))
        }
    }

    @Test func brokenExpectationExitsOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = """
        name: strict-gate
        strategies: [natural]
        conversation: { history: 40 }
        timeline:
          - at: 0.1s
            send: "hello"
        expect:
          snapshotApplies: 0
        """
        try scenario.write(to: folder.appendingPathComponent("gate.yaml"), atomically: true, encoding: .utf8)
        let result = try chatrig(["run", folder.appendingPathComponent("gate.yaml").path, "--devices", "Scenarios/devices",
                                  "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("snapshotApplies == 0, got"))
    }

    @Test func badInputExitsTwoNamingFileLineAndColumnAndKeepsTheOldReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportFolder = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
        try "good".write(to: reportFolder.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("typo.yaml")
        try "name: typo\nduraton: 3s\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try chatrig(["run", file.path, "--devices", "Scenarios/devices", "--out", reportFolder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("typo.yaml:2:1: error: unknown key 'duraton'"))
        #expect(result.stderr.contains("did you mean 'duration'?"))
        let kept = try String(contentsOf: reportFolder.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(kept == "good")
    }

    /// `--format` lists the formats registered for the command's document, in order.
    @Test func formatListsTheRegisteredFormats() throws {
        for (command, names) in [("run", "terminal, json, markdown, junit"), ("merge", "terminal, json, markdown, junit"),
                                 ("compare", "terminal, json, markdown, junit, comment"), ("sweep", "terminal, json")] {
            let help = try chatrig([command, "--help"])
            #expect(help.status == 0)
            // The help wraps its lines: compare the words.
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("values: \(names);"), "\(command) --help: \(help.stdout)")
        }
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try chatrig(["run", "--format", "pdf"])
        #expect(result.status == 2)
        let unknown = try chatrig(["run", "Scenarios/bugs", "--strategy", "sideways"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown strategy 'sideways'"))
    }

    @Test func traceWritesOneJSONObjectPerFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")
        let result = try chatrig(["run", "Scenarios/bugs/upside-down-text.yaml", "--strategy", "flipped(unflip: cell)",
                                  "--trace", trace.path, "--out", folder.appendingPathComponent("out").path])
        // The per-strategy gate for this variant (upsideDownFrames >= 1) holds.
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 100)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(first?["frame"] as? Int == 0)
        let visible = first?["visible"] as? [[String: Any]]
        #expect(visible?.contains { $0["upright"] as? Bool == false } == true)
    }

    @Test func validateAndList() throws {
        let validate = try chatrig(["validate"])
        #expect(validate.status == 0, "stderr: \(validate.stderr)")
        #expect(validate.stdout.contains("ok  Scenarios/bugs/upside-down-text.yaml"))
        let list = try chatrig(["list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("flipped"))
        #expect(list.stdout.contains("iphone-15-pro"))
        let metricLines = list.stdout.components(separatedBy: "\nMetrics:\n").last?.split(separator: "\n") ?? []
        #expect(metricLines.count == Metric.all.count)
        #expect(metricLines.contains { $0.hasPrefix("  hitchTimeRatio ") && $0.hasSuffix("  ms/s   lower is better; deterministic, gateable") })
        #expect(metricLines.contains { $0.hasPrefix("  tokensPerSecond ") && $0.hasSuffix("  /s     higher is better; deterministic, gateable") })
        #expect(metricLines.contains { $0.hasPrefix("  frames ") && $0.hasSuffix("  count  describes the script; deterministic, gateable") })
        #expect(metricLines.contains { $0.hasPrefix("  hostWallSeconds ") && $0.hasSuffix("  s      lower is better; this machine's, compared statistically") })
    }

    @Test func perfettoTraceFormatWritesChromeTraceEvents() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.json")
        let result = try chatrig(["run", "Scenarios/bugs/upside-down-text.yaml", "--trace", trace.path,
                                  "--trace-format", "perfetto", "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any]
        let events = document?["traceEvents"] as? [[String: Any]] ?? []
        #expect(events.filter { $0["name"] as? String == "process_name" }.count == 2, "a track a strategy")
        #expect(events.contains { $0["ph"] as? String == "X" })
        let unknown = try chatrig(["run", "Scenarios/bugs", "--trace", trace.path, "--trace-format", "pprof"])
        #expect(unknown.status == 2)
    }
}
