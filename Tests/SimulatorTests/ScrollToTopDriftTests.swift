import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// Reader drift and the user's status-bar scroll to the top: the rows it flies past grow as
/// they self-size (the engine moves the content below them, as UIKit's layouts do), but
/// nothing is read on the way; once it rests, drift counts again. ``phone``, 100 short
/// messages, 20 loaded, the list at its bottom; the status bar tapped at 0.1 s.
@Suite struct ScrollToTopDriftTests {
    private let tapStatusBar = [TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .scrollToTop)]

    /// At the bottom; when `insertsAtTop`, the typing indicator goes in above the first
    /// message in frame 60, long after the scroll to the top came to rest.
    private func scrolledToTop(insertsAtTop: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        guard insertsAtTop else { return controller }
        controller.onTick(60) { context in
            var s = context.dataSource.snapshot()
            // Cannot throw: the typing indicator is not in the snapshot yet, and the first item is.
            try? s.insertItems([.typingIndicator], beforeItem: s.itemIdentifiers[0])
            context.dataSource.apply(s, animatingDifferences: false)
        }
        return controller
    }

    @Test func rowsGrowingAsTheScrollToTopPassesThemAreNotDrift() throws {
        let output = try run(scrolledToTop(insertsAtTop: false), seconds: 1.5, tapStatusBar)
        // It flew past rows at their estimate and came to rest at the top.
        let last = try #require(output.trace.last)
        #expect(abs(last.offsetY + last.insetTop) < 0.5)
        #expect(output.result.metrics[.cellsMeasured]! > 0)
        #expect(output.result.metrics[.anchorDriftMax] == 0)
        #expect(output.result.metrics[.anchorDriftCount] == 0)
    }

    @Test func driftCountsAgainOnceTheScrollToTopRests() throws {
        let result = try run(scrolledToTop(insertsAtTop: true), seconds: 1.5, tapStatusBar).result
        // The typing indicator enters above the first visible row at the layout's estimated
        // chrome height (44 pt) plus the 18 pt item spacing.
        #expect(result.metrics[.anchorDriftMax] == 62)
        #expect(result.metrics[.anchorDriftCount] == 1)
    }
}
