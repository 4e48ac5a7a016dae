import Foundation
import Testing
import Reporting
@testable import ReportFormats
@testable import SuiteRunning
import Scenarios
import Strategies

@Suite struct RunRecordingTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    @Test func everyRunKeepsItsFramesAndTheDuplicateLoadMoreIsInTheFilmstrip() throws {
        let report = try runner.run(runner.plan(paths: [bundled("bugs/duplicate-load-more.yaml")], strategies: [], device: nil, seed: nil))
        for run in report.runs {
            let recording = try #require(run.recording)
            #expect(Double(recording.series.count) == run.result.metrics[.frames])
            #expect(recording.inputs.map(\.label) == Array(repeating: "fling 8000 pt/s", count: 6))
        }
        let buggy = try #require(report.runs.first { $0.result.strategy == "flipped(loadMore: scrollAndPrefetch)" })
        let duplicate = try #require(buggy.result.findings.first { $0.kind == .duplicateLoadMore })
        let picture = try #require(buggy.recording?.pictures.first { $0.frame == duplicate.frame })
        #expect(picture.reasons.contains("first duplicate load-more"))
        #expect(!picture.cells.isEmpty)
        // The recording stays out of the JSON report.
        #expect(!JSONReportWriter.json(report).contains("pictures"))
    }

    @Test func aPerfettoTraceIsAFileAScenarioWithATrackAStrategy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-perfetto-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try runner.plan(paths: [bundled("bugs/duplicate-load-more.yaml"), bundled("bugs/upside-down-text.yaml")],
                                   strategies: [], device: nil, seed: nil)
        _ = try runner.run(plan, traceDestination: TraceDestination(path: folder.path, runCount: plan.runCount, format: .perfetto))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["duplicate-load-more.json", "upside-down-text.json"])
        let data = try Data(contentsOf: folder.appendingPathComponent("upside-down-text.json"))
        let events = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        let processes = events.filter { $0["name"] as? String == "process_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(processes == ["upside-down-text · flipped(unflip: cell)", "upside-down-text · flipped"])
        #expect(events.contains { $0["ph"] as? String == "i" && $0["name"] as? String == "upside-down content" })
    }
}
