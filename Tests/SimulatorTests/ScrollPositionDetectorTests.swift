import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of where the list rests: content that moves under the reader, and scrolls to
/// a message that end elsewhere.
///
/// Each detector, driven through the public controller seam: once by a controller that makes
/// it fire (with the exact figure it must report) and once by one that keeps it at 0. The runs
/// use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over 100 short
/// messages, 20 loaded.
@Suite struct ScrollPositionDetectorTests {
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
}
