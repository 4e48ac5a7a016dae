import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// Every detector, driven through the public controller seam: once by a controller that
/// makes it fire (with the exact figure it must report) and once by one that keeps it at 0.
///
/// The runs use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over
/// 100 short messages, 20 loaded.
@Suite struct DetectorTests {
    // MARK: hitches

    /// A cell provider doing `extra` µs of work in the frames of `heavyFrames`.
    private func heavyReconfigures(at heavyFrames: Set<Int>, extra: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        var heavy = false
        controller.onFrame = { context in
            frame += 1
            guard heavyFrames.contains(frame) else { return }
            heavy = true
            var s = context.dataSource.snapshot()
            // Cannot throw: the first loaded message is in the snapshot.
            try? s.reconfigureItems([.message(context.messages.first!.id)])
            context.dataSource.apply(s, animatingDifferences: false)
        }
        controller.onConfigure = { cell in
            if heavy { cell.extraCostMicroseconds = extra }
            heavy = false
        }
        return controller
    }

    @Test func hitchesCountFramesOverBudget() throws {
        // 20 ms of configuration in two frames against a 16.67 ms budget.
        let result = try run(heavyReconfigures(at: [10, 20], extra: 20_000)).result
        #expect(result.metrics[.hitches] == 2)
        #expect(result.findings.first { $0.kind == .hitch }?.occurrences == 2)
    }

    @Test func hitchesStayZeroUnderBudget() throws {
        let result = try run(heavyReconfigures(at: [10, 20], extra: 1_000)).result
        #expect(result.metrics[.hitches] == 0)
        #expect(result.metrics[.hitchTimeRatio] == 0)
    }

    // MARK: redundantApplies

    private func applying(_ snapshots: Int, changing: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frames = 0
        controller.onFrame = { context in
            frames += 1
            guard frames <= snapshots else { return }
            var s = snapshot(context)
            // Cannot throw: the first loaded message is in the snapshot.
            if changing { try? s.reconfigureItems([.message(context.messages.first!.id)]) }
            context.dataSource.apply(s, animatingDifferences: true)
        }
        return controller
    }

    @Test func redundantAppliesCountSnapshotsEqualToTheCurrentOne() throws {
        let metrics = try run(applying(3, changing: false)).result.metrics
        #expect(metrics[.snapshotApplies] == 4)
        #expect(metrics[.animatedApplies] == 3)
        #expect(metrics[.redundantApplies] == 3)
    }

    @Test func redundantAppliesStayZeroWhenEveryApplyChangesSomething() throws {
        let metrics = try run(applying(3, changing: true)).result.metrics
        #expect(metrics[.snapshotApplies] == 4)
        #expect(metrics[.redundantApplies] == 0)
    }

    // MARK: duplicateLoadMore

    private func loadingMore(_ triggers: [LoadMoreTrigger]) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 2 else { return }
            for trigger in triggers { context.requestLoadMore(trigger: trigger) }
        }
        return controller
    }

    @Test func duplicateLoadMoreCountsRequestsWhileOneIsInFlight() throws {
        let result = try run(loadingMore([.scroll, .prefetch, .scroll])).result
        #expect(result.metrics[.loadMoreCalls] == 3)
        #expect(result.metrics[.duplicateLoadMore] == 2)
        #expect(result.metrics[.duplicateLoadMoreFromScroll] == 1)
        #expect(result.metrics[.duplicateLoadMoreFromPrefetch] == 1)
        let finding = try #require(result.findings.first { $0.kind == .duplicateLoadMore })
        #expect(finding.frame == 1)
        #expect(finding.message == "load-more from prefetch issued while the request for the page before m-0080 was in flight")
    }

    @Test func duplicateLoadMoreStaysZeroForOneRequest() throws {
        let metrics = try run(loadingMore([.scroll])).result.metrics
        #expect(metrics[.loadMoreCalls] == 1)
        #expect(metrics[.duplicateLoadMore] == 0)
    }

    // MARK: anchorDriftMax

    /// Scrolled into the middle of the list, then inserts an item at `index` of the snapshot
    /// in frame 10 without compensating.
    private func inserting(at index: @escaping (ChatSnapshot) -> Int) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToMiddle
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 10 else { return }
            var s = context.dataSource.snapshot()
            let items = s.itemIdentifiers
            let position = index(s)
            // Cannot throw: the typing indicator is not in the snapshot yet, and the
            // neighbour named is.
            if position < items.count {
                try? s.insertItems([.typingIndicator], beforeItem: items[position])
            } else {
                try? s.appendItems([.typingIndicator], toSection: 0)
            }
            context.dataSource.apply(s, animatingDifferences: false)
        }
        return controller
    }

    @Test func anchorDriftIsTheHeightInsertedAboveTheVisibleItems() throws {
        let result = try run(inserting { _ in 0 }).result
        // The typing indicator enters above the screen unmeasured, at the layout's estimated
        // chrome height (44 pt) plus the 18 pt item spacing: the visible content moves 62 pt.
        let configuration = ListLayoutConfiguration()
        #expect(result.metrics[.anchorDriftMax] == configuration.estimatedChromeHeight + configuration.interItemSpacing)
        #expect(result.metrics[.anchorDriftMax] == 62)
        #expect(result.metrics[.anchorDriftCount] == 1)
    }

    @Test func anchorDriftStaysZeroForAnInsertionBelowTheVisibleItems() throws {
        let result = try run(inserting { $0.numberOfItems }).result
        #expect(result.metrics[.anchorDriftMax] == 0)
        #expect(result.metrics[.anchorDriftCount] == 0)
    }

    // MARK: blankAreaMax

    /// At the bottom of the list (its last items measured, so the content size stays put),
    /// then jumps `points` past the end on the fifth display-link tick (frame 4).
    private func overscrolling(by points: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 5 else { return }
            let view = context.collectionView
            view.layoutIfNeeded()
            view.setContentOffset(Point(y: view.maxContentOffsetY + points), animated: false)
        }
        return controller
    }

    @Test func blankAreaIsTheUncoveredStripTimesTheWidth() throws {
        let result = try run(overscrolling(by: 100)).result
        // 100 pt past the end of the content on a 393 pt wide screen (to the rounding of the
        // fractional content height the offset is computed from), from the fifth tick,
        // frame 4, to the end of the run.
        #expect(abs(result.metrics[.blankAreaMax]! - 100 * 393) < 1e-6)
        #expect(abs(result.metrics[.blankAreaCumulative]! - 100 * 393 * 56) < 1e-3)
        #expect(result.findings.first { $0.kind == .blankArea }?.frame == 4)
    }

    @Test func blankAreaStaysZeroAtTheEndOfTheContent() throws {
        let result = try run(overscrolling(by: 0)).result
        #expect(result.metrics[.blankAreaMax] == 0)
        #expect(result.metrics[.blankAreaCumulative] == 0)
    }

    @Test func blankAreaStaysZeroForTheUsersOwnRubberBand() throws {
        // At the bottom, the finger pulls 150 pt further towards newer messages and lets go:
        // the list stretches past its end and bounces back — the platform's edge feedback.
        let pull = TimelineEvent(at: frameStart(5), action: .drag(distance: -150, duration: .milliseconds(200)))
        let output = try run(overscrolling(by: 0), [pull])
        #expect(output.trace.contains { $0.offsetY > output.trace[4].offsetY + 1 })
        #expect(output.result.metrics[.blankAreaMax] == 0)
    }

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
        let finding = try #require(result.findings.first { $0.kind == .staleCell })
        #expect(finding.frame == 12)
        #expect(finding.message.hasPrefix("m-0100 shows content revision 0 of 1"))
    }

    @Test func staleCellFramesStayZeroWhenEveryChangeIsReconfigured() throws {
        let metrics = try run(applyingOnEveryChunk(reconfigures: true), seconds: 1, [slowReply]).result.metrics
        #expect(metrics[.staleCellFrames] == 0)
        // Opening, the reply's start, and its eight chunks (0.2 s … 0.9 s).
        #expect(metrics[.snapshotApplies] == 10)
    }

    // MARK: loadMoreCallsPerGestureMax

    /// Asks for more history in the first `perGesture[k]` frames of the k-th drag.
    private func loadingMoreWhileDragging(_ perGesture: [Int]) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var gesture = -1
        var wasTracking = false
        var asked = 0
        controller.onFrame = { context in
            let tracking = context.collectionView.isTracking
            defer { wasTracking = tracking }
            guard tracking else { return }
            if !wasTracking { gesture += 1; asked = 0 }
            guard gesture < perGesture.count, asked < perGesture[gesture] else { return }
            asked += 1
            context.requestLoadMore(trigger: .scroll)
        }
        return controller
    }

    private let twoDrags = [
        TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .drag(distance: 200, duration: .milliseconds(200))),
        TimelineEvent(at: VirtualInstant(seconds: 0.6), action: .drag(distance: 200, duration: .milliseconds(200))),
    ]

    @Test func loadMoreCallsPerGestureMaxIsTheBusiestGesture() throws {
        let metrics = try run(loadingMoreWhileDragging([3, 1]), seconds: 1, twoDrags).result.metrics
        #expect(metrics[.loadMoreCalls] == 4)
        #expect(metrics[.loadMoreCallsPerGestureMax] == 3)
    }

    @Test func loadMoreCallsPerGestureMaxStaysZeroWithoutAGesture() throws {
        let metrics = try run(loadingMore([.scroll, .prefetch])).result.metrics
        #expect(metrics[.loadMoreCalls] == 2)
        #expect(metrics[.loadMoreCallsPerGestureMax] == 0)
    }

    // MARK: scrollToMisses

    /// At the bottom of the list; when the user picks message 85 (loaded: 80…99) the
    /// controller jumps it to the centre, or ignores the request.
    private func scrollingToMessages(jumps: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onScrollTo = { id, position, context in
            guard jumps, let indexPath = context.dataSource.indexPath(for: .message(id)) else { return }
            // Twice: the first jump measures the items it lands on.
            for _ in 0..<2 {
                context.collectionView.scrollToItem(at: indexPath, at: position, animated: false)
                context.collectionView.layoutIfNeeded()
            }
        }
        return controller
    }

    private let pickMessage85 = [
        TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .scrollTo(message: MessageID(85), position: .centeredVertically)),
    ]

    @Test func scrollToMissesCountRequestsThatDoNotEndWhereAsked() throws {
        let result = try run(scrollingToMessages(jumps: false), seconds: 0.5, pickMessage85).result
        #expect(result.metrics[.scrollToMisses] == 1)
        let finding = try #require(result.findings.first { $0.kind == .scrollToMiss })
        // Requested in frame 6 (100 002 µs), judged at rest the frame after.
        #expect(finding.frame == 7)
        #expect(finding.message.hasPrefix("the scroll to m-0085 came to rest"))
    }

    @Test func scrollToMissesStayZeroWhenTheMessageIsCentred() throws {
        let metrics = try run(scrollingToMessages(jumps: true), seconds: 0.5, pickMessage85).result.metrics
        #expect(metrics[.scrollToMisses] == 0)
    }

    // MARK: keyboardOverlapFrames

    /// At the bottom of the list; the keyboard shows at 0.1 s. `follows` moves the content
    /// alongside the keyboard, as a chat screen should.
    private func keyboardShowing(follows: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onKeyboard = { change, context in
            guard follows else { return }
            let view = context.collectionView
            view.animateContentOffset(to: view.restingContentOffsetRange(keyboardHeight: change.endHeight).upperBound,
                                      duration: change.duration)
        }
        return controller
    }

    @Test func keyboardOverlapCountsFramesTheKeyboardHidesTheNewestMessage() throws {
        let metrics = try run(keyboardShowing(follows: false), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .keyboard(show: true)),
        ]).result.metrics
        // The keyboard starts on the scroll view's clock (frame 5's instant, when the event
        // is handled in frame 6) and hides the newest message once it rises more than 1 pt
        // above the home indicator (34 pt): count those frames with Viewport's keyboard.
        var keyboard = Keyboard()
        try keyboard.show(height: phone.keyboardHeight.portrait, at: frameStart(5))
        var expected = 0
        for frame in 6..<60 {
            keyboard.advance(to: frameStart(frame))
            if keyboard.visibleHeight > 34 + 1 { expected += 1 }
        }
        #expect(expected > 40)
        #expect(metrics[.keyboardOverlapFrames] == Double(expected))
    }

    @Test func keyboardOverlapStaysZeroWhenTheContentMovesWithTheKeyboard() throws {
        let metrics = try run(keyboardShowing(follows: true), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .keyboard(show: true)),
        ]).result.metrics
        #expect(metrics[.keyboardOverlapFrames] == 0)
    }

    // MARK: upsideDownFrames

    @Test func upsideDownFramesFollowTheTransformChain() throws {
        for (cell, contentView, hosted, upright) in [
            (ViewTransform.flippedVertically, ViewTransform.identity, true, false),
            (.flippedVertically, .identity, false, true),
            (.identity, .flippedVertically, true, true),
            (.identity, .identity, true, false),
        ] {
            let controller = ScriptedController()
            controller.onLoad = {
                $0.collectionView.transform = .flippedVertically
                $0.dataSource.apply(snapshot($0), animatingDifferences: false)
            }
            controller.onConfigure = {
                $0.cellTransform = cell
                $0.contentViewTransform = contentView
                $0.hostsContent = hosted
            }
            let metrics = try run(controller, seconds: 0.5).result.metrics
            // 0.5 s at 60 Hz is 30 frames, every one of them showing the cells.
            #expect(metrics[.upsideDownFrames] == (upright ? 0 : 30), "cell \(cell) contentView \(contentView) hosted \(hosted)")
        }
    }

    // MARK: peakImageBytes

    private func sendingPhotos(applies: Bool, expected: UnsafeMutablePointer<Int>? = nil) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        controller.onMessages = { change, context in
            guard applies, case .sent(let id) = change else { return }
            expected?.pointee = context.message(id)!.attachments.reduce(0) { $0 + $1.decodedBytes }
            applyAndScrollToBottom(context)
        }
        return controller
    }

    @Test func peakImageBytesAreTheDecodedPhotosOnScreen() throws {
        var expected = 0
        let bytes = try withUnsafeMutablePointer(to: &expected) { pointer in
            try run(sendingPhotos(applies: true, expected: pointer), seconds: 1, [
                TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
            ]).result.metrics[.peakImageBytes]
        }
        #expect(expected > 0)
        #expect(bytes == Double(expected))
    }

    @Test func peakImageBytesStayZeroWhenNoPhotoIsShown() throws {
        let metrics = try run(sendingPhotos(applies: false), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
        ]).result.metrics
        #expect(metrics[.peakImageBytes] == 0)
    }
}
