import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports, baselines and histories as a hostile or careless user hands them over — a
/// repeated key, a symbolic link loop, `/dev/null`, escape sequences in names, a damaged
/// history — and `sweep` resolving devices as `run` does, end to end.
@Suite(.serialized) struct ReadersAndHistoryCLITests {
    private let cli = ChatRigCLITests()

    /// A one-run baseline of `scenario` · `strategy` (JSON string literals, escapes allowed).
    private func baseline(scenario: String = "s", strategy: String = "natural", metrics: String) -> String {
        #"{"format": "chatrig-baseline", "schemaVersion": 1, "tool": {"name": "chatrig", "version": "1"}, "runs": ["#
            + "\n" + #"{"scenario": "\#(scenario)", "strategy": "\#(strategy)", "device": "d", "seed": 7, "metrics": {\#(metrics)}}"#
            + "\n]}\n"
    }

    @Test func aBaselineWithARepeatedKeyIsRefusedAtTheSecondKey() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.json").path
        try baseline(metrics: #""snapshotApplies": 10, "snapshotApplies": 20"#).write(toFile: base, atomically: true, encoding: .utf8)
        let result = try cli.chatrig(["compare", base, base])
        #expect(result.status == 2)
        #expect(result.stderr == "Error: \(base):2:103: the key 'snapshotApplies' appears twice in one object (first at column 80)\n")
    }

    @Test func aLoopOfSymbolicLinksAndADeviceAreNamedForWhatTheyAre() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
        let loop = try cli.chatrig(["compare", a, a])
        #expect(loop.status == 2)
        #expect(loop.stderr == "Error: \(a): a loop of symbolic links\n")
        let device = try cli.chatrig(["run", "Scenarios/bugs/upside-down-text.yaml", "--baseline", "/dev/null",
                                      "--out", folder.appendingPathComponent("out").path])
        #expect(device.status == 2)
        #expect(device.stderr == "Error: /dev/null: it is a device, not a regular file\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test(arguments: ["terminal", "markdown", "comment"])
    func escapeSequencesInNamesNeverReachTheTerminal(format: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.json").path, head = folder.appendingPathComponent("head.json").path
        // A title change, a screen clear and a C1 control sequence introducer.
        let scenario = #"evil\u001b]0;pwned\u0007\u001b[2J"#, strategy = #"natural\u009b31m"#
        try baseline(scenario: scenario, strategy: strategy, metrics: #""snapshotApplies": 10"#).write(toFile: base, atomically: true, encoding: .utf8)
        try baseline(scenario: scenario, strategy: strategy, metrics: #""snapshotApplies": 20"#).write(toFile: head, atomically: true, encoding: .utf8)
        let result = try cli.chatrig(["compare", base, head, "--format", format])
        #expect(result.status == 1, "a regression: \(result.stderr)")
        let controls = result.stdout.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        #expect(controls.isEmpty, "control characters reached standard output: \(controls.map(\.value))")
        // Each shows as U+FFFD; Markdown also escapes its brackets (no link can form).
        #expect(result.stdout.contains(format == "terminal" ? "evil\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J" : "evil\u{FFFD}\\]0;pwned\u{FFFD}\u{FFFD}\\[2J"))
        #expect(result.stdout.contains("natural\u{FFFD}31m"))
    }

    @Test func sweepFallsBackToTheBundledDevicesAsRunDoes() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder without Scenarios/devices: a team's own package.
        let scenario = try TinyStreamScenario.write(in: folder)
        let sweep = try cli.chatrig(["sweep", scenario, "--history", "20", "--out", folder.appendingPathComponent("sweep").path], in: folder)
        #expect(sweep.status == 0, "stderr: \(sweep.stderr)")
        #expect(sweep.stdout.contains("tiny-stream"))

        let run = try cli.chatrig(["run", scenario, "--device", "pixel", "--out", folder.appendingPathComponent("run").path], in: folder)
        let unknown = try cli.chatrig(["sweep", scenario, "--history", "20", "--device", "pixel",
                                       "--out", folder.appendingPathComponent("sweep2").path], in: folder)
        #expect(run.status == 2 && unknown.status == 2)
        let runLine = run.stderr.split(separator: "\n").first { $0.contains("unknown device 'pixel'") }
        #expect(runLine?.contains("known devices: ") == true && runLine?.contains("iphone-15-pro") == true, "\(run.stderr)")
        #expect(unknown.stderr.split(separator: "\n").contains { $0 == runLine }, "sweep: \(unknown.stderr)\nrun: \(run.stderr)")
    }

    @Test func aDamagedHistoryIsRefusedAndLeftAsItWas() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try TinyStreamScenario.write(in: folder)
        let history = folder.appendingPathComponent("history.sqlite").path
        let out = folder.appendingPathComponent("out").path
        #expect(try cli.chatrig(["run", scenario, "--history", history, "--out", out]).status == 0)
        try corruptTableRow(of: history)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: history))
        let report = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("report.json"))

        let result = try cli.chatrig(["run", scenario, "--history", history, "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: --history: \(history): database is corrupt (integrity check: "), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: history)) == damaged, "the history is left as it was")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("report.json")) == report, "the report too")
    }

    /// Renames the scenario in the run's table row only (its index entries keep the old
    /// name): the file opens and takes inserts, but `integrity_check` finds the row missing
    /// from the indexes. The row is the copy of the name on the page that holds the metrics.
    private func corruptTableRow(of path: String) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let wal = (try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))) ?? Data()
        #expect(wal.isEmpty, "every page is in the main file")
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let name = Array("tiny-stream".utf8), metric = Array("\"snapshotApplies\"".utf8)
        let pages = stride(from: 0, to: bytes.count, by: pageSize).map { $0..<min($0 + pageSize, bytes.count) }
        let page = try #require(pages.first { range in
            let slice = bytes[range]
            return slice.firstRange(of: metric) != nil && slice.firstRange(of: name) != nil
        })
        let found = try #require(bytes[page].firstRange(of: name))
        bytes[found.upperBound - 1] = UInt8(ascii: "n")  // tiny-stream → tiny-strean
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
