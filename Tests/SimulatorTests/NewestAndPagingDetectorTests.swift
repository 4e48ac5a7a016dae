import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// The newest message hidden outside the keyboard's case, and page requests that could bring
/// nothing: each detector firing with its exact figure and at 0.
@Suite struct NewestAndPagingDetectorTests {
    // MARK: newestHiddenFrames

    /// Applies at the top of the list and jumps to the bottom on display-link tick `jumpAt`.
    private func openingAtTheOldest(jumpAt: Int) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == jumpAt else { return }
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
        }
        return controller
    }

    @Test func newestHiddenCountsTheFramesBeforeTheListShowsItsNewestMessage() throws {
        // The jump comes on the 21st tick (frame 20): frames 0 … 19 showed the oldest messages.
        let result = try run(openingAtTheOldest(jumpAt: 21)).result
        #expect(result.metrics[.newestHiddenFrames] == 20)
        let finding = try #require(result.findings.first { $0.kind == .newestHidden })
        #expect(finding.frame == 0)
        #expect(finding.message.contains("opened"))
    }

    @Test func newestHiddenStaysZeroForAListOpenedAtItsNewestMessage() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        let result = try run(controller).result
        #expect(result.metrics[.newestHiddenFrames] == 0)
        #expect(result.metrics[.bottomShortfallMax] == 0)
    }

    /// Opens at the bottom; on a send it applies the new message and scrolls only if `scrolls`.
    private func sending(scrolls: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            guard case .sent = change else { return }
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            if scrolls {
                context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
            }
        }
        return controller
    }

    private let send = TimelineEvent(at: frameStart(30), action: .send(text: "Here is what I meant", images: 0))

    @Test func newestHiddenCountsFramesTheRestingComposerCoversTheMessageJustSent() throws {
        // Sent in frame 30 and never scrolled to: frames 30 … 59 hide it behind the composer.
        let result = try run(sending(scrolls: false), [send]).result
        #expect(result.metrics[.newestHiddenFrames] == 30)
        #expect(result.metrics[.keyboardOverlapFrames] == 0)
        let finding = try #require(result.findings.first { $0.kind == .newestHidden })
        #expect(finding.frame == 30)
        #expect(finding.message.contains("composer"))
    }

    @Test func newestHiddenStaysZeroWhenTheSendScrollsToTheNewMessage() throws {
        let result = try run(sending(scrolls: true), [send]).result
        #expect(result.metrics[.newestHiddenFrames] == 0)
    }

    // MARK: bottomShortfallMax

    /// On a scroll-to-bottom tap, scrolls to `short` pt above the bottom.
    private func scrollingToBottom(short: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onScrollToBottomTap = { context in
            let view = context.collectionView
            view.setContentOffset(Point(y: view.maxContentOffsetY - short), animated: true)
        }
        return controller
    }

    private let awayAndBack = [
        TimelineEvent(at: frameStart(6), action: .drag(distance: 500, duration: .milliseconds(200))),
        TimelineEvent(at: frameStart(30), action: .scrollToBottom),
    ]

    @Test func bottomShortfallIsWhereAScrollToBottomComesToRest() throws {
        // A scroll to the last item's bottom that ignores a 16 pt bottom inset.
        let result = try run(scrollingToBottom(short: 16), seconds: 2, awayAndBack).result
        #expect(result.metrics[.bottomShortfallMax] == 16)
        #expect(result.findings.first { $0.kind == .restsShortOfBottom }?.occurrences == 1)
    }

    @Test func bottomShortfallStaysZeroForAScrollThatReachesTheBottom() throws {
        let result = try run(scrollingToBottom(short: 0), seconds: 2, awayAndBack).result
        #expect(result.metrics[.bottomShortfallMax] == 0)
        #expect(result.metrics[.unrequestedScrolls] == 0)
    }

    // MARK: wasted load-more

    /// Requests an older page on each display-link tick in `ticks`; applies pages when `applies`.
    private func requesting(on ticks: Set<Int>, applies: Bool, heard: @escaping (MessagesChange, Int) -> Void = { _, _ in }) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            if ticks.contains(frame) { context.requestLoadMore(trigger: .scroll) }
        }
        controller.onMessages = { change, context in
            heard(change, frame)
            if applies, case .olderPageLoaded = change {
                context.dataSource.apply(snapshot(context), animatingDifferences: false)
            }
        }
        return controller
    }

    @Test func loadMoreAfterNoMoreCountsRequestsAndTheStoreAnswersEach() throws {
        // 20 messages, all on the opening page: the list knows there is nothing older.
        var answers: [(MessagesChange, Int)] = []
        let result = try run(requesting(on: [5, 40], applies: true) { answers.append(($0, $1)) }, history: 20).result
        #expect(result.metrics[.loadMoreAfterNoMore] == 2)
        #expect(result.metrics[.loadMoreCalls] == 2)
        // Each answered after the store's 100 ms: ticks 5 → 11 and 40 → 46 (frames 10 and 45).
        #expect(answers.map(\.0) == [.olderPageLoaded(count: 0, hasMore: false), .olderPageLoaded(count: 0, hasMore: false)])
        #expect(answers.map(\.1) == [10, 45])
    }

    @Test func loadMoreAfterNoMoreStaysZeroWhileOlderHistoryExists() throws {
        let result = try run(requesting(on: [5], applies: true)).result
        #expect(result.metrics[.loadMoreAfterNoMore] == 0)
    }

    @Test func loadMoreWhilePageUnappliedCountsARequestBeforeThePageIsShown() throws {
        // Tick 5 asks; the page arrives at frame 10 and is not applied; tick 30 asks again.
        let result = try run(requesting(on: [5, 30], applies: false)).result
        #expect(result.metrics[.loadMoreWhilePageUnapplied] == 1)
        #expect(result.findings.first { $0.kind == .loadMoreWhilePageUnapplied }?.frame == 29)
    }

    @Test func loadMoreWhilePageUnappliedStaysZeroOnceThePageIsApplied() throws {
        let result = try run(requesting(on: [5, 30], applies: true)).result
        #expect(result.metrics[.loadMoreWhilePageUnapplied] == 0)
    }

    @Test func loadMoreBeforeScrollCountsABatchFetchAtOpen() throws {
        let result = try run(requesting(on: [5], applies: true)).result
        #expect(result.metrics[.loadMoreBeforeScroll] == 1)
    }

    @Test func loadMoreBeforeScrollStaysZeroAfterTheUserScrolled() throws {
        let drag = TimelineEvent(at: frameStart(2), action: .drag(distance: 200, duration: .milliseconds(50)))
        let result = try run(requesting(on: [10], applies: true), [drag]).result
        #expect(result.metrics[.loadMoreBeforeScroll] == 0)
        #expect(result.metrics[.loadMoreCalls] == 1)
    }
}
