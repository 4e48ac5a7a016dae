import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of text work: rows updated more than once a frame (``Metric/unshownUpdates``),
/// text trailing its stream as lag (``Metric/textLagMax``) or stuck after it
/// (``Metric/staleAfterStreamFrames``), text going backwards (``Metric/shownTextRegressions``),
/// and per-chunk cost growing with the reply's length (``Metric/chunkCostSlope``, finding
/// ``Finding/Kind/chunkCostGrowsWithLength``). Each fires with its exact figure and stays 0
/// for a controller without the bug. ``phone``: 60 Hz, every cost 10 µs.
@Suite struct TextWorkDetectorTests {
    /// One token every 100 ms (six frames) from 0.2 s, longer than the run.
    private let slowReply = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 1_000, rate: 10, chunk: 1...1)))
    /// Ten tokens 100 ms apart from 0.2 s: the first in frame 12, the last in frame 66.
    private let tenTokens = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 10, rate: 10, chunk: 1...1)))
    /// 120 tokens a second: two chunks in most frames.
    private let fastReply = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 1_000, rate: 120, chunk: 1...1)))

    /// Follows the reply; on every chunk (`perChunk`) or once a frame, `delay` frames after the
    /// chunk, applies the same identifiers reconfiguring the reply.
    private func reconfiguring(perChunk: Bool, delay: Int = 0, once: Bool = false,
                               holding: TextHolding? = nil) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { context in
            if let holding { context.collectionView.layoutConfiguration = .spacious.holdingText(holding) }
            applyAndScrollToBottom(context)
        }
        var dirty: (id: MessageID, wait: Int)?
        var done = false
        func reconfigure(_ id: MessageID, _ context: ChatListContext) {
            var s = context.dataSource.snapshot()
            try? s.reconfigureItems([.message(id)])
            context.dataSource.apply(s, animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
        }
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted: applyAndScrollToBottom(context)
            case .tokens(let id):
                if once, done { return }
                if perChunk { reconfigure(id, context) } else if dirty == nil { dirty = (id, delay) }
            default: break
            }
        }
        controller.onFrame = { context in
            guard let pending = dirty else { return }
            guard pending.wait == 0 else { dirty = (pending.id, pending.wait - 1); return }
            dirty = nil
            done = true
            reconfigure(pending.id, context)
        }
        return controller
    }

    // MARK: unshownUpdates

    @Test func unshownUpdatesCountEveryConfigureOfARowAfterItsFirstInAFrame() throws {
        let result = try run(reconfiguring(perChunk: true), seconds: 1, [fastReply]).result
        // Tokens 8.33 ms apart from 0.2 s (frame 12): two chunks, two configures of the reply,
        // in 47 of the frames to the end of the run — one unseen each.
        #expect(result.metrics[.unshownUpdates] == 47)
        let finding = try #require(result.findings.first { $0.kind == .unshownUpdate })
        #expect(finding.message.hasSuffix("was configured more than once in a frame, again: only its last update of a frame reaches the screen"))
    }

    @Test func unshownUpdatesStayZeroWhenTheListReconfiguresOnceAFrame() throws {
        let result = try run(reconfiguring(perChunk: false), seconds: 1, [fastReply]).result
        #expect(result.metrics[.unshownUpdates] == 0)
        #expect(!result.findings.contains { $0.kind == .unshownUpdate })
    }

    // MARK: textLagMax and staleAfterStreamFrames

    @Test func textLagIsHowLongTheCellTrailsItsStreamingMessage() throws {
        // A token in frame k is drawn by the reconfigure of frame k + 2: the cell trails at the
        // end of frames k and k + 1, one frame after it began trailing.
        let result = try run(reconfiguring(perChunk: false, delay: 2), seconds: 1, [slowReply]).result
        #expect(result.metrics[.textLagMax] == VirtualDuration(microseconds: 16_667).milliseconds)
        #expect(result.metrics[.staleCellFrames]! > 0)
        #expect(result.metrics[.staleAfterStreamFrames] == 0)
        #expect(!result.findings.contains { $0.kind == .staleAfterStream })
    }

    @Test func textLagStaysZeroWhenEveryChunkIsDrawnInItsFrame() throws {
        let result = try run(reconfiguring(perChunk: false), seconds: 1, [slowReply]).result
        #expect(result.metrics[.textLagMax] == 0)
        #expect(result.metrics[.staleCellFrames] == 0)
    }

    @Test func textStillStaleAfterTheStreamEndedIsStuck() throws {
        let result = try run(reconfiguring(perChunk: false, once: true), seconds: 2, [tenTokens]).result
        // Reconfigured once, after the first token; the last token and the end of the stream
        // come in frame 66, the grace of 250 ms ends in frame 81 (15 frames of 16 667 µs), and
        // frames 81…119 show the first token of a finished reply.
        #expect(result.metrics[.staleAfterStreamFrames] == 39)
        let finding = try #require(result.findings.first { $0.kind == .staleAfterStream })
        #expect(finding.frame == 81)
    }

    @Test func textThatCatchesUpWhenTheStreamEndsIsNotStuck() throws {
        let result = try run(reconfiguring(perChunk: false), seconds: 2, [tenTokens]).result
        #expect(result.metrics[.staleAfterStreamFrames] == 0)
        #expect(result.metrics[.shownTextRegressions] == 0)
    }

    // MARK: shownTextRegressions

    @Test func shownTextGoingBackCountsEveryFrameItShowsAnOlderRevision() throws {
        let controller = reconfiguring(perChunk: false)
        var tokens = 0
        let messages = controller.onMessages
        controller.onMessages = { change, context in
            if case .tokens = change { tokens += 1 }
            messages(change, context)
        }
        // From the fourth token on, a configure of the reply shows its first revision again.
        controller.onConfigure = { cell in
            if tokens >= 4, cell.kind == .assistant { cell.shownRevision = 1 }
        }
        let result = try run(controller, seconds: 2, [tenTokens]).result
        // Tokens in frames 12, 18, 24, 30, …: the screen shows revision 3 at frame 24, then from
        // the fourth token's reconfigure in frame 30 to the run's last frame, 119, revision 1.
        #expect(result.metrics[.shownTextRegressions] == 90)
        #expect(result.findings.contains { $0.kind == .shownTextWentBackwards })
    }

    // MARK: chunkCostSlope

    /// ``phone`` with text laid out at 1 µs a character, so a reply thousands of characters
    /// long still fits the frame budget.
    private static let cheapText = DeviceProfile(
        name: "test-cheap-text", viewportWidth: 393, viewportHeight: 852, scale: 3, refreshRate: 60,
        safeAreaPortrait: .init(top: 59, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
        keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60,
        costs: DeviceProfile.Costs { $0 == .textLayoutPerCharacter ? 1 : 10 })

    private func runCheapText(_ controller: ScriptedController, seconds: Double) throws -> RunResult {
        let configuration = RunConfiguration(scenario: "t", strategy: "scripted", device: Self.cheapText, seed: 1,
                                             duration: .seconds(seconds), timeline: Timeline([fastReply]), pageSize: 20)
        return try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: 100)).run().result
    }

    @Test func aReplyHeldInOneTextViewCostsMorePerChunkAsItGrows() throws {
        // One text view for the whole reply: every chunk lays out every character again at
        // 1 µs each — 1 ms per 1,000 laid-out characters; the length counts UTF-8 bytes,
        // markdown syntax the segmenter strips included, so a little less per 1,000 of those.
        let result = try runCheapText(reconfiguring(perChunk: false, holding: .oneTextViewPerMessage), seconds: 5)
        let slope = try #require(result.metrics[.chunkCostSlope])
        #expect(abs(slope - 0.8835978753367453) < 1e-9)
        let finding = try #require(result.findings.first { $0.kind == .chunkCostGrowsWithLength })
        #expect(finding.message.contains("— text layout "))
        // Raised while every frame is under the 16.67 ms budget: the run has no hitch.
        #expect(result.metrics[.hitches] == 0)
    }

    @Test func aReplyAppendedToATextKit2ViewKeepsItsChunkCostFlat() throws {
        let result = try runCheapText(reconfiguring(perChunk: false, holding: .appendingTextStorage), seconds: 5)
        #expect(!result.findings.contains { $0.kind == .chunkCostGrowsWithLength })
        // Under 40% of the device's 1 µs a character (the finding's least slope, 0.4 ms per 1,000).
        #expect(result.metrics[.chunkCostSlope]! < ReplyCostGrowthWatch.minimumSlopeFraction * 1)
    }
}
