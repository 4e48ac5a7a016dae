import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitTableChatFixture

extension UIKitRehearsalSuites {
    /// Self-sizing section headers (``TableRowsLayout``, ``SupplementaryViews``): a header of
    /// no fixed height takes the height its view fits in — the day header fits its one-line
    /// title in 8 + 20 + 8 = 36 pt — on the grouped day-grouped table of
    /// ``TableSectionViewTests`` (10 rows of 60 pt a section) and its flow layout twin.
    @Suite struct SectionSelfSizingTests {
        /// No height, no estimate, no title (UIKit's defaults, `automaticDimension`): each
        /// section's header view is asked for and measured before the rows are laid out — one
        /// view made, then reused for the other four — so every header is 36 pt: section 4's
        /// at 4 × 636 = 2544, its first row at 2580, 3,180 pt of content.
        @Test @MainActor func aHeaderViewWithNoFixedHeightTakesItsContentsHeight() throws {
            let (result, screen) = try TableSectionViewTests.run(.selfSizing)
            #expect(result.finding(.snapshotError) == nil)
            let table = try #require(screen.tableView)
            #expect(table.rectForHeader(inSection: 4) == CGRect(x: 0, y: 2544, width: 393, height: 36))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 4)).minY == 2580)
            #expect(table.contentSize.height == 3180)
            #expect(Array(screen.asked.prefix(5)) == [0, 1, 2, 3, 4])
            #expect(table.headerView(forSection: 4)?.frame == CGRect(x: 0, y: 2544, width: 393, height: 36))
        }

        /// Under a 20 pt `estimatedSectionHeaderHeight`, a header takes its estimate until it
        /// comes on screen and is measured (36 pt): section 0's, never shown, stays 20 pt;
        /// section 4's, shown, is 36 pt, below the four sections above it as they are sized.
        @Test @MainActor func anEstimatedHeaderIsMeasuredWhenItComesOnScreen() throws {
            let (result, screen) = try TableSectionViewTests.run(.estimatedSelfSizing)
            #expect(result.finding(.snapshotError) == nil)
            let table = try #require(screen.tableView)
            #expect(table.rectForHeader(inSection: 0).height == 20)
            #expect(table.rectForHeader(inSection: 4).height == 36)
            let above = (0..<4).reduce(CGFloat(0)) { $0 + table.rectForHeader(inSection: $1).height + 600 }
            #expect(table.rectForHeader(inSection: 4).minY == above)
            #expect(table.rect(forSection: 3) == CGRect(x: 0, y: table.rectForHeader(inSection: 3).minY, width: 393,
                                                        height: table.rectForHeader(inSection: 3).height + 600))
        }

        /// A view that fits in nothing (a plain `UIView` with no frame, no override) takes 0 pt:
        /// asked for once per section to be measured as the screen loads, never displayed; the
        /// rows are where a table without headers has them (section 4's first row at 2400).
        @Test @MainActor func aViewThatFitsInNothingTakesNoSpace() throws {
            let (result, screen) = try TableSectionViewTests.run(.emptyViews)
            #expect(result.finding(.snapshotError) == nil)
            let table = try #require(screen.tableView)
            #expect(table.rectForHeader(inSection: 4).height == 0)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 4)).minY == 2400)
            #expect(screen.loads == 1)
            #expect(screen.asked == [0, 1, 2, 3, 4])
            #expect(screen.displayed.isEmpty)
        }

        /// A flow layout that self-sizes (`estimatedItemSize` set) sizes its headers through
        /// their views' `preferredLayoutAttributesFitting(_:)`: the 28 pt reference height is
        /// the estimate until a header comes on screen. The self-sized messages make sections
        /// taller than the fling reaches (no header comes on screen in it), so the list is then
        /// scrolled to 200 pt above section 4's header and its views brought up to date, as a
        /// scroll does: section 4's header is asked for, fits 36 pt, and once the layout is
        /// prepared again is 36 pt tall, its first item right below it and the section above
        /// right above; the headers never shown keep 28 pt. Without self-sizing the reference
        /// height stands (28 pt, ``SupplementaryViewTests``) though the view would fit 36.
        @Test @MainActor func aSelfSizingFlowLayoutsHeaderTakesItsContentsHeight() throws {
            let (result, screen) = try SupplementaryViewTests.run(diffable: false) { $0.selfSizing = true }
            #expect(result.finding(.snapshotError) == nil)
            let view = try #require(screen.collectionView)
            let layout = view.collectionViewLayout
            let kind = UICollectionView.elementKindSectionHeader
            func header(_ section: Int) -> CGRect? {
                layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
            }
            #expect(screen.displayed.isEmpty)
            let estimated = try #require(header(4))
            #expect(estimated.height == 28)
            view.contentOffset = CGPoint(x: 0, y: estimated.minY - 200)
            view.supplementaryViews.update(view)
            #expect(screen.asked == [4] && screen.displayed == [4])
            layout.bridge?.prepareIfNeeded()
            let measured = try #require(header(4))
            #expect(measured == CGRect(x: 0, y: estimated.minY, width: 393, height: 36))
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 4))?.frame.minY == measured.maxY)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 3))?.frame.maxY == measured.minY)
            #expect((0..<4).map { header($0)?.height } == [28, 28, 28, 28])
        }
    }
}
