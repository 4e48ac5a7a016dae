import Foundation
import Testing

/// `baseline update`, `merge`, `history`, seeds and FIFOs end to end: nothing a user owns
/// replaced, no baseline of a failing suite, no merge of unrelated shards, exact seeds, and
/// no wait on a FIFO.
@Suite(.serialized) struct NewerVerbsSafetyCLITests {
    private let cli = ChatRigCLITests()

    private func scenario(in folder: URL, expect: String = "") throws -> String {
        let path = folder.appendingPathComponent("tiny.yaml").path
        try """
        name: tiny
        strategies: [natural, flipped]
        conversation: { history: 20 }
        timeline:
          - at: 0.1s
            send: "Hi"
        duration: 1s
        \(expect)
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func baselineUpdateReplacesOnlyAChatRigBaseline() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let report = folder.appendingPathComponent("report").path
        #expect(try cli.chatrig(["run", path, "--out", report]).status == 0)
        let baselines = folder.appendingPathComponent("baselines")
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        let manifest = #"{"name": "my-app", "version": "1.0.0"}"#
        try manifest.write(to: baselines.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)

        let refused = try cli.chatrig(["baseline", "update", "--from", report, "--name", "package", "--folder", baselines.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("package.json: refusing to replace it: it is not a ChatRig baseline"), "\(refused.stderr)")
        #expect(try String(contentsOf: baselines.appendingPathComponent("package.json"), encoding: .utf8) == manifest)

        #expect(try cli.chatrig(["baseline", "update", "--from", report, "--name", "main", "--folder", baselines.path]).status == 0)
        #expect(try cli.chatrig(["baseline", "update", "--from", report, "--name", "main", "--folder", baselines.path]).status == 0,
                "a ChatRig baseline is replaced")
    }

    @Test func aSuiteWhoseExpectationsFailWritesNoBaseline() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try scenario(in: folder)
        let baselines = folder.appendingPathComponent("baselines").path
        #expect(try cli.chatrig(["baseline", "update", good, "--name", "main", "--folder", baselines]).status == 0)
        let file = URL(fileURLWithPath: baselines).appendingPathComponent("main.json")
        let before = try Data(contentsOf: file)

        let failing = try scenario(in: folder, expect: "expect:\n  snapshotApplies: 0")
        let result = try cli.chatrig(["baseline", "update", failing, "--name", "main", "--folder", baselines])
        #expect(result.status == 1)
        #expect(result.stderr.contains("failed an expectation"), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func shardsOfAnotherSeedDoNotMerge() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let one = folder.appendingPathComponent("one").path, two = folder.appendingPathComponent("two").path
        #expect(try cli.chatrig(["run", path, "--shard", "1/2", "--seed", "1", "--out", one]).status == 0)
        #expect(try cli.chatrig(["run", path, "--shard", "2/2", "--seed", "2", "--out", two]).status == 0)
        let merged = try cli.chatrig(["merge", one, two, "--out", folder.appendingPathComponent("merged").path])
        #expect(merged.status == 2)
        #expect(merged.stderr.contains("was cut from another suite"), "\(merged.stderr)")
    }

    @Test(arguments: ["18446744073709551615", "9007199254740993"])
    func aSeedAboveTwoToThe53RoundTripsThroughCompareAndBaselines(seed: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let report = folder.appendingPathComponent("report").path
        #expect(try cli.chatrig(["run", path, "--seed", seed, "--out", report]).status == 0)
        let json = try String(contentsOf: URL(fileURLWithPath: report).appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("\"seed\": \(seed),"))
        #expect(try cli.chatrig(["compare", report, report]).status == 0)
        let baselines = folder.appendingPathComponent("baselines").path
        #expect(try cli.chatrig(["baseline", "update", "--from", report, "--name", "big", "--folder", baselines]).status == 0)
        let judged = try cli.chatrig(["run", path, "--seed", seed, "--baseline", baselines + "/big.json",
                                      "--out", folder.appendingPathComponent("again").path])
        #expect(judged.status == 0, "\(judged.stderr)")
    }

    @Test func aFIFOIsRefusedWithExitTwoInsteadOfWaiting() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [["validate", fifo], ["history", fifo], ["run", try scenario(in: folder), "--thresholds", fifo]] {
            let result = try cli.chatrig(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(fifo), "\(arguments): \(result.stderr)")
        }
    }

    @Test(arguments: ["-1/2", "9223372036854775807/9223372036854775807", "1/4611686018427387904", "1000000000/1000000000", "1/4294967296"])
    func anOutOfRangeShardIsBadInput(shard: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.chatrig(["run", try scenario(in: folder), "--shard", shard, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--shard: invalid shard '\(shard)'"), "\(result.stderr)")
    }

    @Test func anOutFolderHoldingAnInputIsRefusedAndTheInputKept() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let base = folder.appendingPathComponent("base").path
        #expect(try cli.chatrig(["run", path, "--out", base]).status == 0)
        let report = URL(fileURLWithPath: base).appendingPathComponent("report.json")
        let before = try Data(contentsOf: report)
        for arguments in [["compare", base, base, "--out", base], ["compare", report.path, base, "--out", base]] {
            let result = try cli.chatrig(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("--out: refusing to replace"), "\(result.stderr)")
            #expect(try Data(contentsOf: report) == before)
        }
        let one = folder.appendingPathComponent("one").path, two = folder.appendingPathComponent("two").path
        #expect(try cli.chatrig(["run", path, "--shard", "1/2", "--out", one]).status == 0)
        #expect(try cli.chatrig(["run", path, "--shard", "2/2", "--out", two]).status == 0)
        let merge = try cli.chatrig(["merge", one, two, "--out", one])
        #expect(merge.status == 2)
        #expect(FileManager.default.fileExists(atPath: one + "/report.json"))
    }

    @Test func aHistoryThatCannotBeWrittenLeavesThePreviousReport() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let out = folder.appendingPathComponent("out").path, history = folder.appendingPathComponent("history.sqlite").path
        #expect(try cli.chatrig(["run", path, "--out", out, "--history", history]).status == 0)
        let report = URL(fileURLWithPath: out).appendingPathComponent("report.json")
        let before = try Data(contentsOf: report)
        // Every later insert fails, as on a full disk.
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
            + "c.execute(\"CREATE TRIGGER full BEFORE INSERT ON run BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END\"); c.commit()", history]
        try sqlite.run()
        sqlite.waitUntilExit()
        try #require(sqlite.terminationStatus == 0)
        let result = try cli.chatrig(["run", path, "--seed", "9", "--out", out, "--history", history])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--history"), "\(result.stderr)")
        #expect(try Data(contentsOf: report) == before)
    }
}
