import ChatRigTesting
import Foundation
import Testing
@testable import ChatRigUIKit
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// A flow layout with a fixed `itemSize` narrower than its line puts several items on a
    /// line (Apple's `minimumInteritemSpacing`: as many as fit with the minimum spacing, the
    /// spacing then adjusted upward).
    @Suite struct FlowLineTests {
        /// 390 pt line, 100 pt items, 10 pt minimum spacing: 3 fit (320 pt); the 90 pt left over
        /// spreads them 45 pt apart; 7 items make lines of 3, 3 and 1, the last centred;
        /// lines 8 pt apart.
        @Test func sevenItemsOfAHundredPointsMakeLinesOfThreeThreeAndOne() {
            let grid = FlowLine.layOut(count: 7, itemSize: CGSize(width: 100, height: 40), lineWidth: 390,
                                       interitemSpacing: 10, lineSpacing: 8, origin: CGPoint(x: 0, y: 20))
            #expect(grid.frames.map(\.minX) == [0, 145, 290, 0, 145, 290, 145])
            #expect(grid.frames.map(\.minY) == [20, 20, 20, 68, 68, 68, 116])
            #expect(grid.maxY == 156)
        }

        /// Items as wide as the line, or wider than half of it, are one to a line; no items, no height.
        @Test func oneToALineAndNone() {
            let one = FlowLine.layOut(count: 2, itemSize: CGSize(width: 200, height: 50), lineWidth: 390,
                                      interitemSpacing: 10, lineSpacing: 10, origin: CGPoint(x: 16, y: 0))
            #expect(one.frames == [CGRect(x: 111, y: 0, width: 200, height: 50), CGRect(x: 111, y: 60, width: 200, height: 50)])
            let none = FlowLine.layOut(count: 0, itemSize: CGSize(width: 50, height: 50), lineWidth: 390,
                                       interitemSpacing: 10, lineSpacing: 10, origin: CGPoint(x: 0, y: 12))
            #expect(none.frames.isEmpty)
            #expect(none.maxY == 12)
        }

        /// A chat screen's flow layout subclass with a fixed item size, rehearsed: its own
        /// `prepare()` lays the list out as a grid inside the section's insets (393 pt list,
        /// 15 pt insets: a 363 pt line holds 3 items of 110 pt with 10 pt minimum spacing, 16.5 pt
        /// apart), with no snapshot error; with self-sizing on, one item per line.
        @Test func aFixedSizeSubclassLaysTheRehearsedListOutAsAGrid() throws {
            let layout = BottomPinnedFlowLayout()
            layout.pinsToBottom = false
            layout.itemSize = CGSize(width: 110, height: 110)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 6
            layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
            let (result, controller) = try CustomLayoutTests.run(layout)
            #expect(result.finding(.snapshotError) == nil)
            let frames = (0..<4).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(controller.collectionView.frame.width == 393)
            #expect(frames.map(\.minX) == [15, 141.5, 268, 15])
            #expect(frames.map(\.minY) == [10, 10, 10, 126])
            #expect(frames.allSatisfy { $0.size == CGSize(width: 110, height: 110) })
        }

        /// The section's header and footer reference heights take their space around its
        /// insets and lines: the first line at 40 + 10 pt, the content ending 10 + 12 pt below
        /// the last line.
        @Test func aSectionsHeaderAndFooterReferenceHeightsTakeTheirSpace() throws {
            let layout = BottomPinnedFlowLayout()
            layout.pinsToBottom = false
            layout.itemSize = CGSize(width: 110, height: 110)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 6
            layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 12)
            let (result, _) = try CustomLayoutTests.run(layout)
            #expect(result.finding(.snapshotError) == nil)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
            let count = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 1e9))?.count ?? 0
            let last = try #require(layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: 0)))
            #expect(layout.collectionViewContentSize.height == last.frame.maxY + 22)
        }

        /// A delegate that implements none of the flow layout's methods answers with the
        /// layout's own properties, as UIKit falls back to them; one it implements is its own.
        @Test @MainActor func theDelegatesUnimplementedMethodsAnswerWithTheLayoutsProperties() {
            final class Silent: NSObject, UICollectionViewDelegateFlowLayout {}
            final class Insetting: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    insetForSectionAt section: Int) -> UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
            }
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
            layout.minimumLineSpacing = 9
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let silent = Silent()
            #expect(silent.collectionView(view, layout: layout, insetForSectionAt: 0) == layout.sectionInset)
            #expect(silent.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 0) == 9)
            #expect(silent.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 10)
            #expect(silent.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0).height == 30)
            #expect(silent.collectionView(view, layout: layout, referenceSizeForFooterInSection: 0).height == 20)
            #expect(silent.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 50, height: 50))
            #expect(Insetting().collectionView(view, layout: layout, insetForSectionAt: 0) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(Silent().collectionView(view, layout: UICollectionViewLayout(), minimumLineSpacingForSectionAt: 0) == 0)
        }
    }
}
