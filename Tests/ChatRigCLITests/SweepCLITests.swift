import Foundation
import Testing

/// `chatrig sweep` and transcript scenarios end to end: exit statuses, the files written,
/// and errors naming the flag or the transcript's line.
@Suite(.serialized) struct SweepCLITests {
    private let cli = ChatRigCLITests()

    @Test func aSweepWritesItsTableJSONAndCharts() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("sweep")
        let result = try cli.chatrig([
            "sweep", "Scenarios/bugs/upside-down-text.yaml", "--rate", "20/s...200/s", "--resolution", "60/s",
            "--strategy", "flipped", "--device", "iphone-se-3", "--device", "iphone-15-pro",
            "--history", "100,1000", "--out", out.path, "--jobs", "2",
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Sweep of upside-down-text: the highest token rate with hitchTimeRatio < 5 ms/s"))
        #expect(result.stdout.contains("  flipped   iphone-se-3"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["sweep-history.svg", "sweep-rate.svg", "sweep.json", "sweep.txt"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("sweep.json"))) as? [String: Any]
        #expect((json?["series"] as? [Any])?.count == 2)
        #expect((json?["history"] as? [Any])?.count == 2)
        #expect(try String(contentsOf: out.appendingPathComponent("sweep.txt"), encoding: .utf8) == result.stdout)
    }

    @Test func theJSONFormatPrintsTheSweepDocument() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.chatrig([
            "sweep", "Scenarios/bugs/upside-down-text.yaml", "--history", "10", "--strategy", "flipped",
            "--format", "json", "--out", folder.appendingPathComponent("sweep").path,
        ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["kind"] as? String == "sweep")
        #expect(json?["rates"] is NSNull)
    }

    @Test(arguments: [
        (["--rate", "400/s...20/s"], "--rate: error: '--rate' range '400/s...20/s' is empty"),
        (["--rate", "20...400/s"], "--rate: error: missing unit in '--rate'"),
        (["--rate", "20/s...400/s", "--criterion", "frameCost < 2 ms"], "--criterion: error: unknown metric 'frameCost'"),
        (["--rate", "20/s...400/s", "--criterion", "frameCostP99 < 2 ms/s"], "--criterion: error: wrong unit 'ms/s'"),
        (["--rate", "20/s...400/s", "--device", "pixel"], "--device: error: unknown device 'pixel'"),
        (["--history", "ten"], "--history: error: '--history' must be a whole number, found 'ten'"),
        (["--rate", "20/s...400/s", "--resolution", "1e-18/s"], "--resolution: error: '--resolution' must be at least 0.01/s, found '1e-18/s'"),
        ([String](), "--rate: error: give the rates to search"),
        (["--rate", "20/s...400/s", "--jobs", "0"], "--jobs must be at least 1"),
    ])
    func badInputExitsTwoNamingTheFlagAndWritesNothing(arguments: [String], expected: String) throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("sweep")
        let result = try cli.chatrig(["sweep", "Scenarios/streaming/rapid-streaming.yaml", "--out", out.path] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aTranscriptWithAMalformedEventFailsValidationAtItsLine() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("captures"), withIntermediateDirectories: true)
        let transcript = try String(contentsOfFile: ChatRigCLITests.packageRoot.appendingPathComponent("Scenarios/streaming/captures/openai-stream.sse").path, encoding: .utf8)
        var lines = transcript.components(separatedBy: "\n")
        lines[4] = "data: {\"choices\": [ {\"delta\": "   // the second chunk, cut short
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("captures/openai-stream.sse"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: ChatRigCLITests.packageRoot.appendingPathComponent("Scenarios/streaming/transcript-openai.yaml"),
                                         to: folder.appendingPathComponent("transcript-openai.yaml"))
        let result = try cli.chatrig(["validate", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(folder.path)/captures/openai-stream.sse:5:1: error: malformed JSON in data payload"),
                "stderr: \(result.stderr)")
        #expect(result.stderr.contains("(transcript of the reply at \(folder.path)/transcript-openai.yaml:13:12)"))
    }
}
