import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitTableChatFixture

extension UIKitRehearsalSuites {
    /// Floating section headers (``SectionPinning``): a plain table's, and a flow layout's with
    /// `sectionHeadersPinToVisibleBounds` — the day-grouped screens of ``TableSectionViewTests``
    /// and ``SupplementaryViewTests`` (sections of a 28 pt header over 10 × 60 pt: headers at
    /// 0, 628, 1256, 1884 and 2512 of 3,140 pt), on the iPhone 15 Pro (59 pt top safe area).
    @Suite struct SectionPinningTests {
        static let header3 = CGRect(x: 0, y: 1884, width: 393, height: 28)

        /// A header pins at the visible top while its section is under it: at 2000 (inside
        /// section 3, 1884–2512) it is at 2000.
        @Test func aHeaderPinsAtTheVisibleTop() {
            let pinned = SectionPinning.pinnedHeader(Self.header3, sectionEnd: 2512, visible: 2000..<2800)
            #expect(pinned == CGRect(x: 0, y: 2000, width: 393, height: 28))
        }

        /// The next section's header pushes it up: with the visible top at 2500 it stops at
        /// 2512 − 28 = 2484, its bottom on the next header's top.
        @Test func theNextSectionsHeaderPushesItUp() {
            #expect(SectionPinning.pinnedHeader(Self.header3, sectionEnd: 2512, visible: 2500..<3300).minY == 2484)
            #expect(SectionPinning.pinnedHeader(Self.header3, sectionEnd: 2512, visible: 2600..<3400).minY == 2484)
        }

        /// Above its section's top (the visible top at 1800, or a pull past the content's top)
        /// a header stays where it is laid out.
        @Test func aHeaderNeverMovesAboveItsPlace() {
            #expect(SectionPinning.pinnedHeader(Self.header3, sectionEnd: 2512, visible: 1800..<2600) == Self.header3)
            let first = CGRect(x: 0, y: 0, width: 393, height: 28)
            #expect(SectionPinning.pinnedHeader(first, sectionEnd: 628, visible: -80..<700) == first)
        }

        /// A footer (at 600, its section's header ending at 28) pins at the visible bottom:
        /// 400 − 28 = 372; not below its place (visible bottom 1000: 600); not over its
        /// section's header (visible bottom 40: 28).
        @Test func aFooterPinsAtTheVisibleBottom() {
            let footer = CGRect(x: 0, y: 600, width: 393, height: 28)
            #expect(SectionPinning.pinnedFooter(footer, sectionStart: 28, visible: 0..<400).minY == 372)
            #expect(SectionPinning.pinnedFooter(footer, sectionStart: 28, visible: 0..<1000).minY == 600)
            #expect(SectionPinning.pinnedFooter(footer, sectionStart: 28, visible: 0..<40).minY == 28)
        }

        /// A plain table's header views float. The fling back comes to rest with the visible top
        /// (`contentOffset.y`, below the safe area) at 2441, over section 3's last rows:
        /// section 3's header is pinned there, and section 4's is at its place, 2512;
        /// `rectForHeader(inSection:)` keeps the laid-out frame. A grouped table's do not
        /// float: section 3's header is off screen (``TableSectionViewTests``).
        @Test @MainActor func aPlainTablesHeadersFloat() throws {
            let (result, screen) = try TableSectionViewTests.run(.views, style: .plain)
            #expect(result.finding(.snapshotError) == nil)
            let table = try #require(screen.tableView)
            #expect(table.contentOffset.y == 2441)
            #expect(table.headerView(forSection: 3)?.frame == CGRect(x: 0, y: 2441, width: 393, height: 28))
            #expect(table.headerView(forSection: 4)?.frame == CGRect(x: 0, y: 2512, width: 393, height: 28))
            #expect(table.rectForHeader(inSection: 3) == Self.header3)
            let (_, grouped) = try TableSectionViewTests.run(.views, style: .grouped)
            #expect(grouped.tableView.headerView(forSection: 3) == nil)
        }

        /// At a given offset: with `contentOffset.y` 2000 section 3's header is at 2000, with
        /// 2500 at 2484 (pushed up by section 4's), the frames the table shows its views at.
        @Test @MainActor func aPlainTablesPinnedFrameFollowsTheOffset() throws {
            let (_, screen) = try TableSectionViewTests.run(.views, style: .plain)
            let table = try #require(screen.tableView)
            let layout = try #require(table.rows.collectionViewLayout as? TableRowsLayout)
            table.contentOffset = CGPoint(x: 0, y: 2000)
            #expect(layout.sectionFrame(.header, of: 3, pinnedTo: table.rows.pinningSpan).minY == 2000)
            table.contentOffset = CGPoint(x: 0, y: 2500)
            #expect(layout.sectionFrame(.header, of: 3, pinnedTo: table.rows.pinningSpan).minY == 2484)
            #expect(layout.sectionFrame(.header, of: 4, pinnedTo: table.rows.pinningSpan).minY == 2512)
        }

        /// A plain table's footers float at the visible bottom: the footer-title table
        /// (footers at 600, 1228, 1856, 2484 and 3112) scrolled to `contentOffset.y` 1000 shows
        /// 1000–1699 (its frame, 699 pt: 852 less the 59 pt top safe area and the 94 pt of
        /// composer and bottom safe area); section 2's footer (laid out at 1856) is drawn at
        /// 1699 − 28 = 1671, section 1's at its place, 1228.
        @Test @MainActor func aPlainTablesFootersFloatAtTheVisibleBottom() throws {
            let (_, screen) = try TableSectionViewTests.run(.footerTitles, style: .plain)
            let table = try #require(screen.tableView)
            let layout = try #require(table.rows.collectionViewLayout as? TableRowsLayout)
            table.contentOffset = CGPoint(x: 0, y: 1000)
            let visible = try #require(table.rows.pinningSpan)
            #expect(table.frame.height == 699)
            #expect(visible == 1000..<1699)
            #expect(layout.sectionFrame(.footer, of: 2, pinnedTo: visible) == CGRect(x: 0, y: 1671, width: 393, height: 28))
            #expect(layout.sectionFrame(.footer, of: 1, pinnedTo: visible).minY == 1228)
            #expect(table.rectForFooter(inSection: 2).minY == 1856)
        }

        /// A flow layout with `sectionHeadersPinToVisibleBounds`: at the end of the fling (the
        /// visible top at 2441, as the table's), the shown header of section 3 is pinned at 2441, as `layoutAttributesForElements(in:)`
        /// and `layoutAttributesForSupplementaryView(ofKind:at:)` return it; at an offset of 2500
        /// both say 2484. Without the property (``SupplementaryViewTests``) nothing pins.
        @Test @MainActor func aFlowLayoutsHeadersPinToTheVisibleBounds() throws {
            let (result, screen) = try SupplementaryViewTests.run(diffable: false) { $0.pinsHeaders = true }
            #expect(result.finding(.snapshotError) == nil)
            let view = try #require(screen.collectionView)
            let kind = UICollectionView.elementKindSectionHeader
            let path = IndexPath(item: 0, section: 3)
            #expect(view.contentOffset.y == 2441)
            #expect(view.supplementaryView(forElementKind: kind, at: path)?.frame == CGRect(x: 0, y: 2441, width: 393, height: 28))
            let layout = view.collectionViewLayout
            #expect(layout.shouldInvalidateLayout(forBoundsChange: .zero))
            view.contentOffset = CGPoint(x: 0, y: 2500)
            let headers = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 2500, width: 393, height: 700)) ?? [])
                .filter { $0.representedElementKind == kind }
            #expect(headers.map(\.indexPath.section) == [3, 4])
            #expect(headers.map(\.frame.minY) == [2484, 2512])
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.minY == 2484)
            let (_, unpinned) = try SupplementaryViewTests.run(diffable: false)
            #expect(!unpinned.collectionView.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: .zero))
            #expect(unpinned.collectionView.supplementaryView(forElementKind: kind, at: path) == nil)
        }

        /// Deterministic: the same plain, self-sizing run twice gives the same figures, asks and
        /// frames.
        @Test @MainActor func theSameRunTwiceIsTheSame() throws {
            let (first, a) = try TableSectionViewTests.run(.selfSizing, style: .plain)
            let (second, b) = try TableSectionViewTests.run(.selfSizing, style: .plain)
            #expect(first.metrics == second.metrics)
            #expect(a.asked == b.asked && a.displayed == b.displayed && a.ended == b.ended)
            #expect((0..<5).map { a.tableView.headerView(forSection: $0)?.frame } == (0..<5).map { b.tableView.headerView(forSection: $0)?.frame })
        }
    }
}
