import ChatModel
import Foundation
import Reporting
@testable import SuiteRunning
import Scenarios
import Simulator
import Strategies
import Testing

/// `sweep --reply-tokens`: cost against the streamed reply's length, and `growth: … per 10x
/// reply` judged on it — an O(length) per-chunk cost fails while under budget, an O(chunk)
/// one passes.
@Suite struct ReplyLengthSweepTests {
    private let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    private func request(strategies: [StrategySpec], tokens: [Int]) throws -> SweepRequest {
        let scenario = Scenario(
            name: "reply-length-probe", seed: 3, conversation: ConversationSpec(history: 40),
            timeline: [
                TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .send(SendAction(text: "Go"))),
                TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .reply(StreamedReply(ttft: .milliseconds(100), tokens: 100, rate: 400, chunk: 1...3))),
            ])
        var request = SweepRequest(scenario: scenario, strategies: strategies,
                                   devices: [try runner.devices.profile(for: scenario)], rates: nil)
        request.replyTokenCounts = tokens
        return request
    }

    @Test func everyGeneratedReplyStreamsTheLengthAskedAndTheDurationFollows() {
        let scenario = Scenario(name: "s", timeline: [
            TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .reply(StreamedReply(tokens: 1_000, rate: 100))),
        ])
        let longer = scenario.withReplyTokens(10_000)
        guard case .reply(let spec) = longer.timeline[0].action else { Issue.record("not a reply"); return }
        #expect(spec.tokens == 10_000)
        // 10,000 tokens at 100/s end 90 s after 1,000 would, and the run lasts until then + 2 s.
        #expect(longer.duration - scenario.duration == .seconds(90))
        // A failure point stays inside a shorter reply.
        let failing = Scenario(name: "f", timeline: [
            TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .reply(StreamedReply(tokens: 100, rate: 100, failAfter: 50))),
        ]).withReplyTokens(20)
        guard case .reply(let cut) = failing.timeline[0].action else { Issue.record("not a reply"); return }
        #expect(cut.failAfter == 19)
    }

    @Test func aWholeTextDesignGrowsWithTheReplyAndABlockDesignDoesNot() throws {
        let report = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 2)
            .run(request(strategies: [StrategySpec(name: "v0", options: [.init(key: "reveal", value: "immediate")]),
                                      StrategySpec(name: "natural")], tokens: [500, 5_000]))
        #expect(report.replyLengthCurves.map(\.strategy) == ["v0(reveal: immediate)", "natural"])
        let whole = report.replyLengthCurves[0].points, blocks = report.replyLengthCurves[1].points
        #expect(whole.map(\.tokens) == [500, 5_000])
        // The growing parts, read from the cost attribution of the frame that set frameCostP99.
        #expect(whole[1].markdownParseAtP99 > 5 * whole[0].markdownParseAtP99)
        #expect(whole[1].textLayoutAtP99 > 5 * whole[0].textLayoutAtP99)
        var gate = GateTolerances()
        var tolerance = Tolerance()
        tolerance.replyGrowth = GrowthBound(perTenfold: 0.1, axis: .reply)
        gate[.frameCostP99] = tolerance
        let judgements = GrowthGate.judge(report, gate: gate)
        #expect(judgements.map(\.strategy) == ["v0(reveal: immediate)", "natural"])
        #expect(!judgements[0].passed)
        #expect(judgements[1].passed, "\(judgements[1].line)")
        #expect(judgements[0].line.hasPrefix("✗ v0(reveal: immediate) on iphone-15-pro: frameCostP99 grows "))
        #expect(judgements[0].line.hasSuffix(" per 10x reply (at most 10.0%)"))
        // A history bound is not judged on a reply-length curve.
        #expect(GrowthGate.judge(report, gate: GateTolerances()).isEmpty)
        #expect(blocks.count == 2)
    }

    @Test func theTableAndTheJSONShowTheCurve() throws {
        let report = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 1)
            .run(request(strategies: [StrategySpec(name: "natural")], tokens: [200, 2_000]))
        let table = SweepTable.render(report)
        #expect(table.contains("Cost against reply length"))
        #expect(table.contains("reply tokens"))
        let json = SweepJSONWriter.json(report)
        #expect(json.contains("\"replyLength\""))
        #expect(json.contains("\"replyTokens\""))
        #expect(json.contains("\"atFrameCostP99\""))
    }

    @Test func theFlagReadsItsCountsAndNamesItselfOnBadInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reply-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.yaml")
        try "name: s\ntimeline:\n  - at: 0.5s\n    send: hi\n  - at: 0.5s\n    reply: { tokens: 100, rate: 50/s }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let request = try runner.sweepRequest(SweepFlags(scenario: file.path, rates: nil, replyTokens: "1000,10000,100000"))
        #expect(request.replyTokenCounts == [1_000, 10_000, 100_000])
        #expect(throws: ScenarioFileError.self) {
            try runner.sweepRequest(SweepFlags(scenario: file.path, rates: nil, replyTokens: "0,10"))
        }
        do {
            _ = try runner.sweepRequest(SweepFlags(scenario: file.path, rates: nil, replyTokens: "ten"))
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error).contains("--reply-tokens"))
        }
    }
}
