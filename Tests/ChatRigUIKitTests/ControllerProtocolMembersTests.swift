import ChatRigUIKit
import Foundation
import Testing

/// A list view controller implements every method of the protocols it adopts as an open
/// member, as UIKit's do, so that a subclass's `override` compiles and the protocol's call
/// reaches it (a default body in the protocol's extension would otherwise answer instead).
@MainActor final class ReorderingChatController: UICollectionViewController {
    private(set) var contextMenuShown = false
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item > 0 }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = UICollectionReusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 24))
        header.accessibilityIdentifier = kind
        return header
    }
    override func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                 animator: (any UIContextMenuInteractionAnimating)?) {
        contextMenuShown = true
    }
}

extension UIKitRehearsalSuites {
    @Suite struct ControllerProtocolMembersTests {
        /// Asked through the protocols, as the collection view asks its data source and
        /// delegate, the subclass's overrides answer; a plain controller gives UIKit's defaults.
        @Test @MainActor func aCollectionViewControllersOverridesAnswerThroughItsProtocols() {
            let controller = ReorderingChatController(collectionViewLayout: UICollectionViewFlowLayout())
            let list = controller.collectionView!
            let dataSource: any UICollectionViewDataSource = controller
            let delegate: any UICollectionViewDelegate = controller
            #expect(dataSource.collectionView(list, canMoveItemAt: IndexPath(item: 1, section: 0)))
            #expect(!dataSource.collectionView(list, canMoveItemAt: IndexPath(item: 0, section: 0)))
            let header = dataSource.collectionView(list, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
            #expect(header.frame.height == 24 && header.accessibilityIdentifier == "header")
            delegate.collectionView(list, willDisplayContextMenu: UIContextMenuConfiguration(), animator: nil)
            #expect(controller.contextMenuShown)
            let plain: any UICollectionViewDataSource = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            #expect(!plain.collectionView(list, canMoveItemAt: IndexPath(item: 1, section: 0)))
        }
    }
}
