@testable import ChatRigUIKit
import Foundation
import Testing

extension UIKitRehearsalSuites {
    /// A compositional layout's boundary supplementary items compile as UIKit declares them and
    /// are kept, inert: the layout stays ChatRig's list layout, which places no supplementary
    /// views (README).
    @Suite struct CompositionalSupplementaryItemTests {
        @Test @MainActor func aPinnedSectionHeaderIsKeptAndInert() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
            #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
            #expect(section.boundarySupplementaryItems.first?.alignment == .top)
            #expect(header.extendsBoundary && header.offset == .zero && header.zIndex == 0)
            #expect(section.decorationItems.first?.elementKind == "card")
            let layout = UICollectionViewCompositionalLayout(section: section)
            #expect(layout.isLaidOutByEngine)
            #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 852)) == nil)
        }
    }
}
