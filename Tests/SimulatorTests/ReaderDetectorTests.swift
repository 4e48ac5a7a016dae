import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// The detectors that follow what the reader reads and asks for — unrequested scrolls,
/// reader drift, the newest message hidden, wasted page requests — each firing with its
/// exact figure and at 0 where the same list does the right thing.
@Suite struct ReaderDetectorTests {
    // MARK: unrequestedScrolls

    /// Opens at the bottom; the reader drags 400 pt towards older messages at 0.1 s; on the
    /// 60th display-link tick (frame 59) the app jumps to the bottom unless `onlyWhenAsked`.
    private func jumpingToBottom(onlyWhenAsked: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 60, !onlyWhenAsked else { return }
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
        }
        controller.onScrollToBottomTap = { context in
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: true)
        }
        return controller
    }

    private let dragAway = TimelineEvent(at: frameStart(6), action: .drag(distance: 400, duration: .milliseconds(200)))

    @Test func unrequestedScrollIsTheJumpOfTheContentBeingRead() throws {
        let output = try run(jumpingToBottom(onlyWhenAsked: false), seconds: 1.5, [dragAway])
        let result = output.result
        // The jump takes the reader from where the fling left them to the bottom: the whole
        // distance to the bottom before frame 59, computed from the trace's own geometry.
        let before = output.trace[58]
        let distance = before.contentHeight + before.insetBottom - before.viewportHeight - before.offsetY
        #expect(distance > ReaderWatch.awayDistance)
        #expect(result.metrics[.unrequestedScrolls] == 1)
        #expect(abs(result.metrics[.unrequestedScrollMax]! - distance) < 1e-6)
        let finding = try #require(result.findings.first { $0.kind == .unrequestedScroll })
        #expect(finding.frame == 59)
        #expect(finding.message.contains("from displayLinkDidFire"))
        // The jump the app made is not hidden from drift either.
        #expect(abs(result.metrics[.anchorDriftMax]! - distance) < 1e-6)
    }

    @Test func unrequestedScrollsStayZeroWhenTheUserTapsScrollToBottom() throws {
        let tap = TimelineEvent(at: frameStart(59), action: .scrollToBottom)
        let result = try run(jumpingToBottom(onlyWhenAsked: true), seconds: 1.5, [dragAway, tap]).result
        #expect(result.metrics[.unrequestedScrolls] == 0)
        #expect(result.metrics[.unrequestedScrollMax] == 0)
    }

    /// Pins the list to its bottom on every display-link tick, whatever the user does.
    private func pinningEveryFrame() -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onFrame = { context in
            let view = context.collectionView
            if view.contentOffset.y != view.maxContentOffsetY {
                view.setContentOffset(Point(y: view.maxContentOffsetY), animated: false)
            }
        }
        return controller
    }

    @Test func unrequestedScrollCountsASnapBackUnderTheFingerOnce() throws {
        // The finger pulls 300 pt towards older messages over 0.5 s; every frame the app puts
        // the list back: one scroll, the whole pull undone.
        let drag = TimelineEvent(at: frameStart(6), action: .drag(distance: 300, duration: .milliseconds(500)))
        let result = try run(pinningEveryFrame(), [drag]).result
        #expect(result.metrics[.unrequestedScrolls] == 1)
        #expect(abs(result.metrics[.unrequestedScrollMax]! - 300) < 1e-6)
        #expect(result.findings.first { $0.kind == .unrequestedScroll }?.message.contains("under the user's finger") == true)
    }

    @Test func unrequestedScrollsStayZeroForAPinnedListNobodyTouches() throws {
        let result = try run(pinningEveryFrame()).result
        #expect(result.metrics[.unrequestedScrolls] == 0)
    }

    // MARK: anchorDrift follows the row being read

    /// Scrolled to the middle of the list, inserts the typing indicator in frame 10 before the
    /// visible item `k` places from the first visible one (negative: from the last).
    private func insertingOnScreen(_ k: Int, height: @escaping (Double) -> Void) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToMiddle
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            if frame == 11, let rect = context.collectionView.frameOfItem(.typingIndicator) { height(rect.height) }
            guard frame == 10 else { return }
            let visible = context.collectionView.indexPathsForVisibleItems.sorted()
            var s = context.dataSource.snapshot()
            let target = k >= 0 ? visible[k] : visible[visible.count + k]
            // Cannot throw: the target is a visible item of the snapshot; the indicator is new.
            try? s.insertItems([.typingIndicator], beforeItem: s.itemIdentifier(at: target)!)
            context.dataSource.apply(s, animatingDifferences: false)
        }
        return controller
    }

    @Test func anchorDriftFollowsTheRowAtTheReadingLine() throws {
        // Inserted just below the first visible row: that row's top stays put, but everything
        // the reader reads below it moves by the new row and its spacing.
        var inserted = 0.0
        let result = try run(insertingOnScreen(1) { inserted = $0 }).result
        let spacing = ListLayoutConfiguration().interItemSpacing
        #expect(inserted > 0)
        #expect(result.metrics[.anchorDriftMax] == inserted + spacing)
        #expect(result.metrics[.anchorDriftCount] == 1)
    }

    @Test func anchorDriftStaysZeroForARowInsertedBelowTheReadingLine() throws {
        let result = try run(insertingOnScreen(-1) { _ in }).result
        #expect(result.metrics[.anchorDriftMax] == 0)
        #expect(result.metrics[.anchorDriftCount] == 0)
    }
}
