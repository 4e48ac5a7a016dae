import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of a streaming reply: following it, the delay from token to screen, and cells
/// showing an older revision.
///
/// Each detector, driven through the public controller seam: once by a controller that makes
/// it fire (with the exact figure it must report) and once by one that keeps it at 0. The runs
/// use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over 100 short
/// messages, 20 loaded.
@Suite struct StreamingDetectorTests {
    // MARK: followMisses and tokenToScreen

    /// A long reply from 0.1 s; `follows` scrolls to it on every change, `reconfigureDelay`
    /// frames after tokens arrive the controller reconfigures the reply's cell.
    private func streaming(follows: Bool, reconfigureDelay: Int = 0, reconfiguresOnce: Bool = false) -> ScriptedController {
        let controller = ScriptedController()
        var reconfigured = false
        controller.onLoad = { context in
            if follows { applyAndScrollToBottom(context) } else {
                context.dataSource.apply(snapshot(context), animatingDifferences: false)
            }
        }
        var dirty: (id: MessageID, wait: Int)?
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted:
                if follows { applyAndScrollToBottom(context) } else {
                    context.dataSource.apply(snapshot(context), animatingDifferences: false)
                }
            case .tokens(let id):
                if reconfiguresOnce, reconfigured { return }
                if dirty == nil { dirty = (id, reconfigureDelay) }
            default: break
            }
        }
        controller.onFrame = { context in
            guard let pending = dirty else { return }
            guard pending.wait == 0 else {
                dirty = (pending.id, pending.wait - 1)
                return
            }
            dirty = nil
            reconfigured = true
            var s = context.dataSource.snapshot()
            // Cannot throw: the reply was applied when it started.
            try? s.reconfigureItems([.message(pending.id)])
            context.dataSource.apply(s, animatingDifferences: false)
            if follows {
                context.collectionView.layoutIfNeeded()
                context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
            }
        }
        return controller
    }

    /// A reply of one token every 100 ms (six frames), longer than the run.
    private let slowReply = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 1_000, rate: 10, chunk: 1...1))
    )

    @Test func followMissesCountFramesTheStreamingReplyIsOffScreen() throws {
        let metrics = try run(streaming(follows: false), seconds: 1, [slowReply]).result.metrics
        // The reply starts in frame 6 (100 002 µs ≥ 0.1 s) far below the top of the list and
        // streams past the end of the run: frames 6…59 miss it.
        #expect(metrics[.followMisses] == 54)
    }

    @Test func followMissesStayZeroWhenTheListFollows() throws {
        let metrics = try run(streaming(follows: true), seconds: 1, [slowReply]).result.metrics
        #expect(metrics[.followMisses] == 0)
        #expect(metrics[.tokensPerSecond]! > 0)
    }

    @Test func tokenToScreenIsOneFrameWhenTheCellIsReconfiguredAtOnce() throws {
        let metrics = try run(streaming(follows: true), seconds: 2, [slowReply]).result.metrics
        // Delivered during frame k, drawn by it, presented at its end: 16.667 ms.
        #expect(metrics[.tokenToScreenP50] == VirtualDuration(microseconds: 16_667).milliseconds)
        #expect(metrics[.tokenToScreenP99] == VirtualDuration(microseconds: 16_667).milliseconds)
    }

    @Test func tokenToScreenCountsTheFramesAControllerWaits() throws {
        let metrics = try run(streaming(follows: true, reconfigureDelay: 2), seconds: 2, [slowReply]).result.metrics
        // Two frames of waiting plus the frame that draws it.
        #expect(metrics[.tokenToScreenP50] == VirtualDuration(microseconds: 3 * 16_667).milliseconds)
        #expect(metrics[.tokenToScreenP99] == VirtualDuration(microseconds: 3 * 16_667).milliseconds)
    }

    /// Ten tokens 100 ms apart from 0.2 s, delivered on the 60 Hz ticks: the first in frame 12,
    /// the last in frame 66, so the stream lasts 54 frames of 16 667 µs.
    private let tenTokens = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 10, rate: 10, chunk: 1...1))
    )

    @Test func tokensPerSecondIsEveryTokenOverTheTimeToShowTheLast() throws {
        let metrics = try run(streaming(follows: true), seconds: 2, [tenTokens]).result.metrics
        // All ten shown; the last one presented a frame after it arrived: 55 frames.
        #expect(metrics[.tokensPerSecond] == 10 / VirtualDuration(microseconds: 55 * 16_667).seconds)
    }

    @Test func tokensPerSecondOfAListThatShowsPartOfTheStreamCountsOnlyWhatItShowed() throws {
        let metrics = try run(streaming(follows: true, reconfiguresOnce: true), seconds: 2, [tenTokens]).result.metrics
        // One token reached the screen over the 54 frames the stream took (not over the one
        // frame in which it was shown).
        #expect(metrics[.tokensPerSecond] == 1 / VirtualDuration(microseconds: 54 * 16_667).seconds)
        #expect(metrics[.staleCellFrames]! > 0)
    }

    @Test func aReplyInOnePieceIsShownButDidNotStream() throws {
        let whole = TimelineEvent(
            at: VirtualInstant(seconds: 0.1),
            action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 10, rate: 10, chunk: 10...10))
        )
        let metrics = try run(streaming(follows: true), seconds: 1, [whole]).result.metrics
        #expect(metrics[.tokenToScreenP50] == VirtualDuration(microseconds: 16_667).milliseconds)
        #expect(metrics[.tokensPerSecond] == 0)
    }

    @Test func tokenToScreenStaysZeroWithoutAStream() throws {
        let metrics = try run(streaming(follows: true), seconds: 1).result.metrics
        #expect(metrics[.tokenToScreenP50] == 0)
        #expect(metrics[.tokenToScreenP99] == 0)
    }

    // MARK: staleCellFrames

    /// Follows a slow reply; on every chunk applies a snapshot with the same identifiers,
    /// reconfiguring the reply only when `reconfigures`.
    private func applyingOnEveryChunk(reconfigures: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted: applyAndScrollToBottom(context)
            case .tokens(let id):
                var s = snapshot(context)
                // Cannot throw: the reply was applied when it started.
                if reconfigures { try? s.reconfigureItems([.message(id)]) }
                context.dataSource.apply(s, animatingDifferences: true)
            default: break
            }
        }
        return controller
    }

    @Test func staleCellFramesCountFramesTheReplyShowsAnOlderRevision() throws {
        let result = try run(applyingOnEveryChunk(reconfigures: false), seconds: 1, [slowReply]).result
        // The reply is requested in frame 6 (100 002 µs) and its first token arrives 100 ms
        // later, in frame 12 (200 004 µs); from then on the visible reply shows revision 0
        // (empty) of a growing message: frames 12…59.
        #expect(result.metrics[.staleCellFrames] == 48)
        // Trailing under 250 ms is lag, counted without a finding; from frame 27 (15 frames,
        // 250 ms, after the first) the reply is stuck, at revision 0 of 3, and named.
        let finding = try #require(result.findings.first { $0.kind == .staleCell })
        #expect(finding.frame == 27)
        #expect(finding.message.hasPrefix("m-0100 shows content revision 0 of 3"))
    }

    @Test func staleCellFramesStayZeroWhenEveryChangeIsReconfigured() throws {
        let metrics = try run(applyingOnEveryChunk(reconfigures: true), seconds: 1, [slowReply]).result.metrics
        #expect(metrics[.staleCellFrames] == 0)
        // Opening, the reply's start, and its eight chunks (0.2 s … 0.9 s).
        #expect(metrics[.snapshotApplies] == 10)
    }
}
