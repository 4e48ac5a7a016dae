import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// The display and scroll delegate callbacks and `reloadData()`, as UIKit delivers and does them.
@Suite struct DelegateCallbackTests {
    /// Records the display callbacks and the end-of-motion callbacks it hears.
    final class Listening: ChatListController {
        var displayed: [ChatItemID] = []
        var ended: [ChatItemID] = []
        var firstFrameDisplayed: [ChatItemID] = []
        var visibleAtEnd: Set<ChatItemID> = []
        var endDragging: [Bool] = []
        var endDecelerating = 0
        var scrolledToTop = 0
        var target: ((Double, ChatListContext) -> Double)?
        var tapped: [String] = []
        private var frames = 0

        func viewDidLoad(_ context: ChatListContext) { applyAndScrollToBottom(context) }
        func displayLinkDidFire(_ context: ChatListContext) {
            frames += 1
            if frames == 2 { firstFrameDisplayed = displayed }
            visibleAtEnd = Set(context.collectionView.indexPathsForVisibleItems.compactMap { context.dataSource.itemIdentifier(for: $0) })
        }
        func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) { displayed.append(item) }
        func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) { ended.append(item) }
        func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext) {
            if let target { targetContentOffset.y = target(targetContentOffset.y, context) }
        }
        func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext) { endDragging.append(decelerate) }
        func scrollViewDidEndDecelerating(_ context: ChatListContext) { endDecelerating += 1 }
        func scrollViewDidScrollToTop(_ context: ChatListContext) { scrolledToTop += 1 }
        func controlTapped(_ control: String, _ context: ChatListContext) {
            tapped.append(control)
            context.requestLoadMore(trigger: .scroll)
        }
    }

    private func listen(_ controller: Listening, seconds: Double, _ events: [TimelineEvent]) throws -> Simulation.Output {
        let configuration = RunConfiguration(scenario: "t", strategy: "listening", device: phone, seed: 1,
                                             duration: .seconds(seconds), timeline: Timeline(events), pageSize: 20, recordsTrace: true)
        return try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: 100)).run()
    }

    @Test func willDisplayAndDidEndDisplayingTrackTheCellsOnScreen() throws {
        let listening = Listening()
        let fling = TimelineEvent(at: frameStart(10), action: .fling(velocity: 3_000))
        let output = try listen(listening, seconds: 2, [fling])
        // The opening frame announces its cells in list order; at the end, what was announced
        // and not ended is exactly what is on screen.
        let indices = listening.firstFrameDisplayed.map { output.trace[0].visible.map(\.item).firstIndex(of: $0.description) }
        #expect(!listening.firstFrameDisplayed.isEmpty)
        #expect(Set(listening.firstFrameDisplayed.map(\.description)) == Set(output.trace[0].visible.map(\.item)))
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted())
        var onScreen: [ChatItemID: Int] = [:]
        for item in listening.displayed { onScreen[item, default: 0] += 1 }
        for item in listening.ended { onScreen[item, default: 0] -= 1 }
        #expect(Set(onScreen.filter { $0.value > 0 }.keys) == listening.visibleAtEnd)
        #expect(!listening.ended.isEmpty)
        // One release that keeps moving, one deceleration that ends.
        #expect(listening.endDragging == [true])
        #expect(listening.endDecelerating == 1)
    }

    @Test func aChangedTargetContentOffsetIsWhereTheContentComesToRest() throws {
        let listening = Listening()
        var natural = 0.0
        listening.target = { target, context in
            natural = target
            return context.collectionView.maxContentOffsetY  // snap back to the newest message
        }
        let drag = TimelineEvent(at: frameStart(10), action: .drag(distance: 300, duration: .milliseconds(100)))
        let output = try listen(listening, seconds: 2, [drag])
        let last = try #require(output.trace.last)
        #expect(natural < last.offsetY - 100)
        #expect(abs(last.contentHeight + last.insetBottom - last.viewportHeight - last.offsetY) < 1e-6)
    }

    @Test func anUnchangedTargetLeavesTheFlingWhereItEnds() throws {
        let listening = Listening()
        var natural: Double?
        listening.target = { target, _ in
            natural = target
            return target
        }
        let drag = TimelineEvent(at: frameStart(10), action: .drag(distance: 300, duration: .milliseconds(100)))
        let output = try listen(listening, seconds: 4, [drag])
        #expect(abs(try #require(output.trace.last).offsetY - (try #require(natural))) < 0.5)
    }

    @Test func scrollViewDidScrollToTopFollowsTheStatusBarScroll() throws {
        let listening = Listening()
        _ = try listen(listening, seconds: 1, [TimelineEvent(at: frameStart(5), action: .scrollToTop)])
        #expect(listening.scrolledToTop == 1)
        #expect(listening.endDragging.isEmpty)
    }

    @Test func aTappedControlReachesTheControllerAndCountsAsTheUsersScroll() throws {
        let listening = Listening()
        let output = try listen(listening, seconds: 0.5, [TimelineEvent(at: frameStart(5), action: .tap(control: "loadEarlier"))])
        #expect(listening.tapped == ["loadEarlier"])
        #expect(output.result.metrics[.loadMoreCalls] == 1)
        #expect(output.result.metrics[.loadMoreBeforeScroll] == 0)
    }

    // MARK: reloadData

    /// The newest message's height before and after `reload` runs on the fifth tick (its
    /// cell measured since the opening).
    private func newestHeights(around reload: @escaping (ChatListContext) -> Void) throws -> (before: Double, after: Double) {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var frame = 0
        var heights: (before: Double, after: Double)?
        controller.onFrame = { context in
            frame += 1
            guard frame == 5, let newest = context.messages.last else { return }
            let before = context.collectionView.frameOfItem(.message(newest.id))!.height
            reload(context)
            heights = (before, context.collectionView.frameOfItem(.message(newest.id))!.height)
        }
        _ = try run(controller)
        return try #require(heights)
    }

    @Test func reloadDataReturnsMeasuredItemsToTheirEstimates() throws {
        let heights = try newestHeights { $0.collectionView.reloadData() }
        #expect(heights.before != ListLayoutConfiguration().estimatedMessageHeight)
        #expect(heights.after == ListLayoutConfiguration().estimatedMessageHeight)
    }

    @Test func applySnapshotUsingReloadDataReturnsMeasuredItemsToTheirEstimates() throws {
        let heights = try newestHeights { $0.dataSource.applySnapshotUsingReloadData(snapshot($0)) }
        #expect(heights.before != ListLayoutConfiguration().estimatedMessageHeight)
        #expect(heights.after == ListLayoutConfiguration().estimatedMessageHeight)
    }

    @Test func aDiffedApplyKeepsMeasuredHeights() throws {
        let heights = try newestHeights { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        #expect(heights.after == heights.before)
    }
}

/// A collection view's cells whose images arrive after they are shown.
@Suite struct CellImageLoadingTests {
    /// Opens at the bottom; on a send of two photos it applies and jumps to the bottom, and
    /// notes the new message's height on every display-link tick.
    private func heights(loading: AsyncImageLoading?) throws -> [Double] {
        let controller = ScriptedController()
        controller.onLoad = { context in
            context.collectionView.collectionViewLayout.imageLoading = loading
            applyAndScrollToBottom(context)
        }
        controller.onMessages = { change, context in
            guard case .sent = change else { return }
            applyAndScrollToBottom(context)
        }
        var heights: [Double] = []
        controller.onFrame = { context in
            guard let newest = context.messages.last, newest.id.rawValue >= 100 else { return }
            heights.append(context.collectionView.frameOfItem(.message(newest.id))?.height ?? 0)
        }
        let send = TimelineEvent(at: frameStart(10), action: .send(text: "Look", images: 2))
        _ = try run(controller, [send])
        return heights
    }

    @Test func aCellGrowsWhenItsImagesArriveAfterItWasShown() throws {
        let drawnWithTheCell = try heights(loading: nil)
        let loaded = try heights(loading: AsyncImageLoading(latency: .milliseconds(200)))
        let final = try #require(drawnWithTheCell.last)
        // Placeholder first, then — 200 ms, 12 frames later — the images' own height.
        #expect(loaded.first! < final)
        #expect(loaded.last == final)
        #expect(loaded.firstIndex(of: final) == 13)
    }

    @Test func aCellDrawnWithItsImagesKeepsItsHeight() throws {
        let heights = try heights(loading: nil)
        #expect(Set(heights.dropFirst()).count == 1)
    }
}
