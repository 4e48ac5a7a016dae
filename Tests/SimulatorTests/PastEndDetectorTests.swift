import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// A list resting pushed past its end (``Metric/restPastEndMax``, finding
/// ``Finding/Kind/restsPastEnd``), and the row being read thrown off the screen
/// (``Metric/lostPlaceJumps``, finding ``Finding/Kind/readerLostPlace``): each fires with its
/// exact figure and stays 0 for a list without the bug.
@Suite struct PastEndDetectorTests {
    /// Opens at the bottom, then on tick 10 sets the offset `beyond` pt past its largest.
    private func pushedPastItsEnd(by beyond: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(10) { context in
            let view = context.collectionView
            view.setContentOffset(Point(y: view.maxContentOffsetY + beyond), animated: false)
        }
        return controller
    }

    @Test func aListSetPastItsEndIsFlaggedWithTheGapUnderItsLastMessage() throws {
        let result = try run(pushedPastItsEnd(by: 120)).result
        // At its largest offset the content's end meets the composer's top; 120 pt further
        // leaves a 120 pt gap with a long history hidden above.
        #expect(abs((result.metrics[.restPastEndMax] ?? 0) - 120) < 1e-9)
        let finding = try #require(result.findings.first { $0.kind == .restsPastEnd })
        // Set on tick 10 (frame 9), judged after ten frames at rest.
        #expect(finding.frame == 18)
        #expect(finding.message.hasPrefix("the list came to rest pushed 120 pt past its end"))
    }

    @Test func aListAtItsEndOrAShortListAtItsTopStaysZero() throws {
        #expect(try run(pushedPastItsEnd(by: 0)).result.metrics[.restPastEndMax] == 0)
        // Three messages, shorter than the screen, resting at their top: nothing is hidden.
        let short = ScriptedController()
        short.onLoad = { context in
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: false)
        }
        let result = try run(short, history: 3).result
        #expect(result.metrics[.restPastEndMax] == 0)
        #expect(!result.findings.contains { $0.kind == .restsPastEnd })
    }

    /// Opens at the top of 20 loaded messages of 100, asks for older ones and applies the page
    /// as `apply` says.
    private func prependingAPage(anchored: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { context in
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY + 40), animated: false)
        }
        controller.onTick(5) { context in context.requestLoadMore(trigger: .scroll) }
        controller.onMessages = { change, context in
            guard case .olderPageLoaded = change else { return }
            let view = context.collectionView
            // The first visible message and its place on screen, kept when `anchored`.
            let anchor = view.indexPathsForVisibleItems.min().flatMap { context.dataSource.itemIdentifier(for: $0) }
            let screenY = anchor.flatMap { view.frameOfItem($0) }.map { $0.minY - view.contentOffset.y }
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            view.layoutIfNeeded()
            if anchored, let anchor, let screenY, let frame = view.frameOfItem(anchor) {
                view.contentOffset = Point(y: frame.minY - screenY)
            }
        }
        return controller
    }

    @Test func aPageAppliedAtTheOldOffsetThrowsTheReaderOffTheScreen() throws {
        let result = try run(prependingAPage(anchored: false)).result
        #expect(result.metrics[.lostPlaceJumps] == 1)
        let finding = try #require(result.findings.first { $0.kind == .readerLostPlace })
        #expect(finding.message.hasSuffix("off the screen, by a layout change: the reader lost their place"))
    }

    @Test func aPagePrependedUnderTheReaderStaysZero() throws {
        let result = try run(prependingAPage(anchored: true)).result
        #expect(result.metrics[.lostPlaceJumps] == 0)
        #expect(!result.findings.contains { $0.kind == .readerLostPlace })
    }
}
