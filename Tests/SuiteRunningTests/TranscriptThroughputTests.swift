import ChatModel
import Foundation
import Mocks
import Reporting
@testable import ReportModel
@testable import SuiteRunning
import Scenarios
import Simulator
import Strategies
import Testing

/// A replayed transcript streams into the list at the transcript's own rate: the run's
/// `tokensPerSecond` matches the rate the recorded timestamps (or the given `rate`) deliver.
@Suite struct TranscriptThroughputTests {
    private let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    /// The transcript reply of a planned scenario.
    private func transcript(of scenario: Scenario) throws -> TranscriptReply {
        let replies = scenario.timeline.compactMap { entry -> TranscriptReply? in
            if case let .transcript(reply) = entry.action { reply } else { nil }
        }
        return try #require(replies.first)
    }

    /// `tokensPerSecond` counts every token shown over the time from the first token's
    /// arrival to the frame that showed the last one, which lies between one and three
    /// frame intervals after the last arrival. So for a transcript of N tokens whose first
    /// and last chunks arrive D seconds apart, the metric must lie in `N / (D + 3 frames)
    /// … N / D`: a window of about 1 % for these 2.5 s streams. (The transcript's own rate,
    /// ``ReplySchedule/deliveredRate``, counts the tokens after the first chunk over D, so
    /// it sits just under the window's top by the first chunk's share of the tokens.)
    private func expectMatchesTranscriptRate(_ report: SuiteReport, _ scenario: Scenario, frameInterval: Double) throws {
        let schedule = try transcript(of: scenario).schedule
        let tokens = Double(schedule.tokenCount)
        let span = (schedule.chunks.last!.at - schedule.chunks.first!.at).seconds
        for run in report.runs {
            let measured = try #require(run.result.metrics[.tokensPerSecond])
            #expect(measured <= tokens / span, "\(run.result.strategy): \(measured) tokens/s")
            #expect(measured >= tokens / (span + 3 * frameInterval), "\(run.result.strategy): \(measured) tokens/s")
        }
    }

    @Test(arguments: ["streaming/transcript-openai.yaml", "streaming/transcript-anthropic.yaml"])
    func aRecordedTranscriptStreamsAtItsOwnRate(file: String) throws {
        let plan = try runner.plan(paths: [bundled(file)], strategies: [], device: nil, seed: nil)
        let planned = try #require(plan.scenarios.first)
        let report = try runner.run(plan)
        #expect(report.runs.count == 2)
        try expectMatchesTranscriptRate(report, planned.scenario, frameInterval: planned.device.frameInterval.seconds)
    }

    @Test func aTranscriptRetimedAtAGivenRateStreamsAtThatRate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-retimed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("captures"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: bundled("streaming/captures/openai-stream.sse")),
                                         to: folder.appendingPathComponent("captures/openai-stream.sse"))
        let text = try String(contentsOfFile: bundled("streaming/transcript-openai.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "{ transcript: captures/openai-stream.sse }", with: "{ transcript: captures/openai-stream.sse, rate: 25/s }")
        try text.write(to: folder.appendingPathComponent("retimed.yaml"), atomically: true, encoding: .utf8)

        let plan = try runner.plan(paths: [folder.appendingPathComponent("retimed.yaml").path], strategies: [], device: nil, seed: nil)
        let planned = try #require(plan.scenarios.first)
        #expect(abs(try #require(transcript(of: planned.scenario).schedule.deliveredRate) - 25) < 1e-9)
        let report = try runner.run(plan)
        try expectMatchesTranscriptRate(report, planned.scenario, frameInterval: planned.device.frameInterval.seconds)
    }
}
