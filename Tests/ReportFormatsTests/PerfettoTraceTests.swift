import Foundation
import Testing
@testable import ReportFormats
@testable import ReportModel
@testable import Simulator

@Suite struct PerfettoTraceTests {
    private func events(_ json: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["traceEvents"] as? [[String: Any]])
    }

    private func phases(_ values: [(FramePhase, Double)]) -> FramePhaseCosts {
        var costs = FramePhaseCosts()
        for (phase, ms) in values { costs[phase] = ms }
        return costs
    }

    @Test func framesAreSlicesSplitIntoPhasesAndOverlapsGoToASecondRow() throws {
        let trace = [
            // 20 ms against an 8.33 ms interval: it overlaps the next frame.
            FrameFixtures.frame(0, cost: 20, phases: phases([(.applyDiff, 5), (.layout, 10), (.visibility, 5)])),
            FrameFixtures.frame(1, cost: 2, phases: phases([(.layout, 2)])),
            FrameFixtures.frame(2, cost: 0),
        ]
        let json = PerfettoTraceWriter.json(scenario: "s", runs: [.init(strategy: "flipped", trace: trace, findings: [], inputs: [], budget: 8.333)])
        let slices = try events(json).filter { $0["ph"] as? String == "X" }
        let summary = slices.map { "\($0["tid"]!) \($0["name"]!) \($0["ts"]!) \($0["dur"]!)" }
        #expect(summary == [
            "1 hitch 0 20000", "1 apply/diff 0 5000", "1 layout 5000 10000", "1 visibility 15000 5000",
            "2 frame 8333.333 2000", "2 layout 8333.333 2000",
        ])
        let threads = try events(json).filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threads == ["main thread (modelled)", "frames overlapping a long one (1)"])
    }

    @Test func countersChangeOnlyWhenTheirValueDoesAndInstantsMarkWhatHappened() throws {
        let trace = [
            FrameFixtures.frame(0, offset: 0, events: ["dragBegin"]),
            FrameFixtures.frame(1, offset: 0, events: ["token", "apply", "loadMore"]),
            FrameFixtures.frame(2, offset: 10, events: ["pageLoaded", "apply", "applyAnimated"]),
        ]
        let finding = Finding(frame: 1, time: 1.0 / 120, kind: .duplicateLoadMore, message: "asked twice \"quoted\"")
        let input = InputMark(time: 0, kind: .gesture, label: "fling 8000 pt/s")
        let json = PerfettoTraceWriter.json(scenario: "s", runs: [.init(strategy: "natural", trace: trace, findings: [finding], inputs: [input], budget: 8.333)])
        let all = try events(json)
        let offsets = all.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "content offset" }
            .map { ($0["args"] as! [String: Any])["value"] as! Double }
        #expect(offsets == [0, 10])
        let applies = all.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "applies" }
            .map { ($0["args"] as! [String: Any])["value"] as! Double }
        #expect(applies == [0, 1, 2])
        let instants = all.filter { $0["ph"] as? String == "i" }.map { $0["name"] as! String }
        #expect(instants == ["touch down", "load-more request", "page arrived", "fling 8000 pt/s", "duplicate load-more"])
        let message = all.last { $0["name"] as? String == "duplicate load-more" }.flatMap { ($0["args"] as? [String: Any])?["message"] as? String }
        #expect(message == "asked twice \"quoted\"")
        let process = all.first { $0["name"] as? String == "process_name" }.flatMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(process == "s · natural")
    }

    @Test func timesPrintExactlyInMicroseconds() {
        #expect(TraceEventTime(seconds: 1.0 / 120).microsecondsText == "8333.333")
        #expect(TraceEventTime(milliseconds: 0.05).microsecondsText == "50")
        #expect(TraceEventTime(nanoseconds: 1_005).microsecondsText == "1.005")
    }
}

@Suite struct PerfettoTraceOutputTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-perfetto-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func oneScenarioIsOneFileWhateverItsStrategies() throws {
        let box = try folder()
        defer { try? FileManager.default.removeItem(at: box) }
        let previous = box.appendingPathComponent("trace.json")
        try (PerfettoTraceWriter.opening + "\n]}\n").write(to: previous, atomically: true, encoding: .utf8)
        let output = try TraceOutput(path: previous.path, runCount: 2, scenarioCount: 1, format: .perfetto)
        #expect(!output.destination.isFolder && output.destination.format == .perfetto)
        #expect(output.destination.url(scenario: "s") == previous)
        // A JSON Lines trace is not a Perfetto trace: not replaced.
        let lines = box.appendingPathComponent("trace.jsonl")
        try (#"{"frame":0}"# + "\n").write(to: lines, atomically: true, encoding: .utf8)
        #expect(throws: TraceOutputError(path: lines.path, problem: .notATrace(kind: "a file that does not start with a Perfetto trace written by ChatRig"))) {
            try TraceOutput(path: lines.path, runCount: 1, format: .perfetto)
        }
    }

    @Test func severalScenariosNeedAFolder() throws {
        let box = try folder()
        defer { try? FileManager.default.removeItem(at: box) }
        let path = box.appendingPathComponent("trace.json").path
        let error = TraceOutputError(path: path, problem: .absentFolderForScenarios(scenarioCount: 2))
        #expect(throws: error) { try TraceOutput(path: path, runCount: 4, scenarioCount: 2, format: .perfetto) }
        #expect(error.description.hasSuffix("2 scenarios write a Perfetto trace each into a folder; pass '\(path)/' to create that folder, or run one scenario for a single trace file"))
        let output = try TraceOutput(path: path + "/", runCount: 4, scenarioCount: 2, format: .perfetto)
        #expect(output.destination.isFolder)
        #expect(output.destination.url(scenario: "s").lastPathComponent == "s.json")
        output.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path).isEmpty)
    }
}
