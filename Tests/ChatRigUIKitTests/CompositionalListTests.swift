@testable import ChatRigUIKit
import Foundation
import Testing

/// A compositional list: one full-width row per item, estimated at 44 pt.
@MainActor
@Suite struct CompositionalListTests {
    @Test func aListSectionIsOneFullWidthRowEstimatedAt44Points() {
        let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                     layoutEnvironment: LayoutEnvironment(size: CGSize(width: 390, height: 800)))
        #expect(section.estimatedItemHeight == 44)
        #expect(section.group.subitems.first?.layoutSize.widthDimension == .fractionalWidth(1))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(layout.chatListConfiguration(environment: LayoutEnvironment(size: CGSize(width: 390, height: 800))).estimatedMessageHeight == 44)
    }
}
