import Foundation
import Testing

/// Regression gating end to end: compare, baselines, run --baseline, --jobs, --shard and
/// merge, --repeat, the run history, and bad input refused with exit status 2.
@Suite(.serialized) struct GatingCLITests {
    private let cli = ChatRigCLITests()

    /// A three-second stream on a short history; `fast` streams twice as fast (twice the
    /// tokens in the same three seconds).
    private func scenario(in folder: URL, fast: Bool = false, name: String = "tiny-stream.yaml") throws -> String {
        try TinyStreamScenario.write(in: folder, fast: fast, strategies: ["natural", "flipped"], name: name)
    }

    /// `report.json` without its host figures, keys sorted: the part that must be identical.
    private func deterministicPart(_ url: URL) throws -> String {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        json["runs"] = (json["runs"] as? [[String: Any]])?.map { run in
            var run = run
            run["hostMetrics"] = nil
            run["hostSamples"] = nil
            return run
        }
        json["shard"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func aStreamTwiceAsFastIsASnapshotAppliesRegressionAndAnAACompareIsClean() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base").path, head = folder.appendingPathComponent("head").path
        #expect(try cli.chatrig(["run", try scenario(in: folder), "--out", base, "--jobs", "1"]).status == 0)
        let fastFolder = folder.appendingPathComponent("fast")
        try FileManager.default.createDirectory(at: fastFolder, withIntermediateDirectories: true)
        #expect(try cli.chatrig(["run", try scenario(in: fastFolder, fast: true), "--out", head, "--jobs", "1"]).status == 0)

        let same = try cli.chatrig(["compare", base, base])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.hasPrefix("✓ No regression against \(base)"))

        let out = folder.appendingPathComponent("compare")
        let result = try cli.chatrig(["compare", base, head, "--format", "markdown", "--out", out.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("### ChatRig: ✗ "))
        #expect(result.stdout.contains("#### Regressions"))
        #expect(result.stdout.contains("| tiny-stream | natural | snapshotApplies |"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["compare.json", "compare.md", "junit.xml", "report.html"])
        #expect(try String(contentsOf: out.appendingPathComponent("compare.md"), encoding: .utf8) == result.stdout)
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure type=\"regression\" message=\"snapshotApplies: "))

        // The same through a committed baseline and run --baseline.
        let baselines = folder.appendingPathComponent("baselines").path
        let update = try cli.chatrig(["baseline", "update", "--from", base, "--name", "main", "--folder", baselines])
        #expect(update.status == 0, "\(update.stderr)")
        let baselineText = try String(contentsOfFile: baselines + "/main.json", encoding: .utf8)
        #expect(baselineText.hasPrefix("{\"format\":\"chatrig-baseline\",\"schemaVersion\":1,"))
        #expect(baselineText.components(separatedBy: "\n").count == 5) // header, a run a line, the close, the final newline
        let gated = try cli.chatrig(["run", fastFolder.path, "--baseline", baselines + "/main.json", "--out", folder.appendingPathComponent("gated").path])
        #expect(gated.status == 1)
        #expect(gated.stdout.contains("regression"), "\(gated.stdout)")
        let clean = try cli.chatrig(["run", try scenario(in: folder), "--baseline", baselines + "/main.json",
                                     "--out", folder.appendingPathComponent("clean").path])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    }

    @Test func twoJobsAndShardsMergedGiveTheDeterministicReportOfOneJob() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = [try scenario(in: folder), "Scenarios/bugs/upside-down-text.yaml"]
        let one = folder.appendingPathComponent("one"), two = folder.appendingPathComponent("two")
        #expect(try cli.chatrig(["run"] + suite + ["--out", one.path, "--jobs", "1"]).status == 0)
        #expect(try cli.chatrig(["run"] + suite + ["--out", two.path, "--jobs", "2"]).status == 0)
        #expect(try deterministicPart(one.appendingPathComponent("report.json")) == deterministicPart(two.appendingPathComponent("report.json")))

        var shards: [String] = []
        for k in 1...3 {
            let shard = folder.appendingPathComponent("shard-\(k)").path
            let result = try cli.chatrig(["run"] + suite + ["--out", shard, "--shard", "\(k)/3"])
            #expect(result.status == 0, "\(result.stderr)")
            shards.append(shard)
        }
        let merged = folder.appendingPathComponent("merged")
        let merge = try cli.chatrig(["merge"] + shards.reversed() + ["--out", merged.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try deterministicPart(merged.appendingPathComponent("report.json")) == deterministicPart(one.appendingPathComponent("report.json")))
        let missing = try cli.chatrig(["merge", shards[0], shards[1], "--out", folder.appendingPathComponent("partial").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("shard 3/3 is missing"))
    }

    @Test func repeatKeepsEveryHostSample() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        #expect(try cli.chatrig(["run", try scenario(in: folder), "--repeat", "2", "--strategy", "natural", "--out", out.path]).status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        #expect(((run["hostSamples"] as? [String: Any])?["hostWallSeconds"] as? [Any])?.count == 2)
    }

    @Test func aHistoryOfThreeRunsNamesTheRevisionWhereAMetricStepped() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("history.sqlite").path
        let fastFolder = folder.appendingPathComponent("fast")
        try FileManager.default.createDirectory(at: fastFolder, withIntermediateDirectories: true)
        let slow = try scenario(in: folder), fast = try scenario(in: fastFolder, fast: true)
        for (revision, path) in [("aaa111", slow), ("bbb222", slow), ("ccc333", fast)] {
            let result = try cli.chatrig(["run", path, "--strategy", "natural", "--history", database, "--revision", revision,
                                          "--branch", "main", "--out", folder.appendingPathComponent("out").path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let trend = try cli.chatrig(["history", database, "--scenario", "tiny-stream", "--metric", "snapshotApplies"])
        #expect(trend.status == 0, "\(trend.stderr)")
        #expect(trend.stdout.contains("tiny-stream · natural · snapshotApplies  ▁▁█  (3 runs)"), "\(trend.stdout)")
        #expect(trend.stdout.contains("stepped at revision ccc333: "))
        let all = try cli.chatrig(["history", database])
        #expect(all.stdout.contains("metric series unchanged across every run"))
    }

    @Test(arguments: [
        ("truncated", "(truncated?)"),
        ("schema", "unknown report schema version 99 (this chatrig reads 1)"),
        ("edited", "unknown metric 'snapshotAplies' in metrics"),
        ("history", "file is not a database"),
        ("shard", "--shard: invalid shard '3/2': the shard number must be between 1 and 2"),
        ("repeat", "--repeat must be at least 1, found 0"),
    ])
    func badInputIsOneLineNamingTheFileOrFlagExitTwoAndNothingOverwritten(kind: String, expected: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try scenario(in: folder)
        let good = folder.appendingPathComponent("good")
        #expect(try cli.chatrig(["run", path, "--strategy", "natural", "--out", good.path]).status == 0)
        let reportText = try String(contentsOf: good.appendingPathComponent("report.json"), encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.json").path
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "keep".write(to: out.appendingPathComponent("sentinel.txt"), atomically: true, encoding: .utf8)
        let arguments: [String]
        switch kind {
        case "truncated":
            try String(reportText.prefix(reportText.count / 2)).write(toFile: bad, atomically: true, encoding: .utf8)
            arguments = ["compare", bad, good.path, "--out", good.path]
        case "schema":
            try reportText.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 99").write(toFile: bad, atomically: true, encoding: .utf8)
            arguments = ["compare", bad, good.path, "--out", good.path]
        case "edited":
            try reportText.replacingOccurrences(of: "\"snapshotApplies\"", with: "\"snapshotAplies\"").write(toFile: bad, atomically: true, encoding: .utf8)
            arguments = ["run", path, "--baseline", bad, "--out", good.path]
        case "history":
            try "not a database, just text".write(toFile: bad, atomically: true, encoding: .utf8)
            arguments = ["run", path, "--history", bad, "--out", good.path]
        case "shard":
            arguments = ["run", path, "--shard", "3/2", "--out", good.path]
        default:
            arguments = ["run", path, "--repeat", "0", "--out", good.path]
        }
        let result = try cli.chatrig(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
        #expect(result.stderr.trimmingCharacters(in: .newlines).components(separatedBy: "\n").count == 1 || kind == "shard" || kind == "repeat",
                "stderr: \(result.stderr)")
        if ["truncated", "schema", "edited", "history"].contains(kind) { #expect(result.stderr.contains(bad)) }
        #expect(try String(contentsOf: good.appendingPathComponent("report.json"), encoding: .utf8) == reportText)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sentinel.txt").path))
    }
}
