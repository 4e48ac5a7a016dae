import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// An inverted list (y-flipped, newest first) puts a newer page at the start of its data —
/// below the reader on screen. With the content offset left alone, everything the reader reads
/// moves up by the page's height: the list jumps when a newer page lands below the reader
/// (the class of exyte/Chat #267: changes away from the edges of an inverted list). Keeping
/// the distance from the end of the content (`contentOffset.y` grows by the content the page
/// added) holds the reader still. ``phone`` over 100 short messages, 20 a page; after a jump to
/// `m-0030` the list asks for newer pages on the 30th and 60th ticks.
@Suite struct InvertedNewerPageTests {
    final class InvertedWindowController: ChatListController {
        let keepsReaderStill: Bool
        private var tick = 0
        init(keepsReaderStill: Bool) { self.keepsReaderStill = keepsReaderStill }

        private func apply(_ context: ChatListContext) {
            var s = ChatSnapshot()
            try? s.appendSections([0])  // cannot throw: a fresh snapshot, unique loaded ids
            try? s.appendItems(context.messages.reversed().map { .message($0.id) }, toSection: 0)
            context.dataSource.apply(s, animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
        }
        func viewDidLoad(_ context: ChatListContext) {
            context.collectionView.transform = .flippedVertically
            apply(context)
            context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: false)
        }
        func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
            cell.contentViewTransform = .flippedVertically
        }
        func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
            apply(context)
            guard let indexPath = context.dataSource.indexPath(for: .message(id)) else { return }
            for _ in 0..<2 {
                context.collectionView.scrollToItem(at: indexPath, at: position, animated: false)
                context.collectionView.layoutIfNeeded()
            }
        }
        func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {
            let view = context.collectionView
            let before = (height: view.contentSize.height, offset: view.contentOffset.y)
            apply(context)
            guard keepsReaderStill else { return }
            view.setContentOffset(Point(y: before.offset + view.contentSize.height - before.height), animated: false)
        }
        func displayLinkDidFire(_ context: ChatListContext) {
            tick += 1
            if tick == 30 || tick == 60 { context.requestNewerPage(trigger: .scroll) }
        }
    }

    private func run(keepsReaderStill: Bool) throws -> RunResult {
        try runWindowed(InvertedWindowController(keepsReaderStill: keepsReaderStill), seconds: 2, [jump(to: 30, atFrame: 1)]).result
    }

    @Test func aNewerPageLandingBelowTheReaderMovesAnInvertedListThatKeepsItsOffset() throws {
        let result = try run(keepsReaderStill: false)
        // Each page adds 20 rows below the reader: what they read moves up by the page's
        // height at the rows' estimates, once per page.
        #expect(result.metrics[.anchorDriftMax] == 2086.7045454545455)
        #expect(result.metrics[.anchorDriftCount] == 2)
    }

    @Test func keepingTheDistanceFromTheEndHoldsTheReaderStill() throws {
        let result = try run(keepsReaderStill: true)
        #expect(result.metrics[.anchorDriftMax] == 0)
        #expect(result.metrics[.anchorDriftCount] == 0)
    }
}
