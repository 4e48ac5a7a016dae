import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing

extension UIKitRehearsalSuites {
    /// Decoration views (``SupplementaryViews``): a flow layout subclass puts a day card behind
    /// each section (from its header's top to its last item's bottom, 628 pt), registered with
    /// `register(_:forDecorationViewOfKind:)` — the screen and fling of ``SupplementaryViewTests``.
    @Suite struct DecorationViewTests {
        /// The cards the layout returns are realized as views of the registered class, at their
        /// frames, reused by kind; the data source is not asked for them nor the delegate told
        /// (the header asks and displays are those of the undecorated screen). Cards span whole
        /// sections (0–628, …, 2512–3140): the screen opens on cards 3 and 4 (2 made); on the way
        /// up card 2 comes on while 4 is still on screen (a third made), then card 1 takes 4's
        /// view (the top of the screen passes 1256) and card 3 leaves (it passes 1032, as the
        /// footers of ``TableSectionViewTests`` show); on the way back card 3 and card 4 come on
        /// again from the queue — 3 made, 3 reused; card 4 shows at the end, 2512–3140.
        @Test @MainActor func aLayoutsDecorationAttributesAreRealizedAsViews() throws {
            let (result, screen) = try SupplementaryViewTests.run(diffable: false) { $0.decorates = true }
            #expect(result.finding(.snapshotError) == nil)
            let view = try #require(screen.collectionView)
            let kind = DayGroupedCollectionViewController.DayLayout.cardKind
            let card = try #require(view.supplementaryViews.decorationView(kind, at: IndexPath(item: 0, section: 4)))
            #expect(card is DayGroupedCollectionViewController.DayCard)
            #expect(card.frame == CGRect(x: 0, y: 2512, width: 393, height: 628))
            #expect(card.superview === view)
            #expect(view.collectionViewLayout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 4))?.frame
                == card.frame)
            #expect(screen.asked == [4, 3, 2, 3, 4] && screen.displayed == [4, 3, 2, 3, 4])
            let supplementary = view.supplementaryViews
            #expect(supplementary.decorationsCreated == 3)
            #expect(supplementary.decorationsReused == 3)
            #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 4)) == nil)
        }

        /// Undecorated, no decoration view is made.
        @Test @MainActor func withoutDecorationAttributesNoneIsMade() throws {
            let (_, screen) = try SupplementaryViewTests.run(diffable: false)
            #expect(screen.collectionView.supplementaryViews.decorationsCreated == 0)
        }

        /// Header and footer views carry cost and memory as cells do: the grouped table with
        /// header views makes 2 of them (``TableSectionViewTests``), the same table with header
        /// space and no views none — 2 more cells created (`cellsCreated`), and 2 more cells
        /// alive at the end; the rows are the same in both.
        @Test @MainActor func headerViewsAreChargedAndCountedAsCells() throws {
            let (views, _) = try TableSectionViewTests.run(.views)
            let (spaces, spaceScreen) = try TableSectionViewTests.run(.spaces)
            #expect(spaceScreen.tableView.sectionViews.created == 0)
            #expect(spaceScreen.tableView.rectForHeader(inSection: 4) == CGRect(x: 0, y: 2512, width: 393, height: 28))
            #expect(views.metrics[.cellsCreated].map { $0 - (spaces.metrics[.cellsCreated] ?? 0) } == 2)
            #expect(views.metrics[.peakCellsAlive].map { $0 - (spaces.metrics[.peakCellsAlive] ?? 0) } == 2)
        }
    }
}
