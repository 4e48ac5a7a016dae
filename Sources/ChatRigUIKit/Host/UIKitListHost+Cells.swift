import ChatModel
import ListLayout
import Simulator
import Viewport

/// The host's side of the list binding that reaches the team's code: which chat item an
/// item or index path is (the adapter's answer), and the cells its factories make for the
/// classes the screen registered.
extension UIKitListHost {
    @MainActor
    func chatItem(for item: AnyHashable) -> ChatItemID? { adapter.chatItem(for: item) }
    @MainActor
    func chatItem(at indexPath: IndexPath) -> ChatItemID? { viewController.flatMap { adapter.chatItem(at: indexPath, of: $0) } }

    @MainActor
    func makeCell(ofClass cellClass: AnyClass, reuseIdentifier: String) -> UICollectionViewCell {
        let frame = CGRect(x: 0, y: 0, width: context.collectionView.bounds.size.width, height: 0)
        if cellClass == TableRowCarrier.self { return TableRowCarrier(frame: frame) }
        guard let cell = factory(for: cellClass, reuseIdentifier).make(frame, reuseIdentifier) as? UICollectionViewCell else {
            preconditionFailure("ChatRigUIKit: the adapter's factory for \(cellClass) makes no UICollectionViewCell")
        }
        return cell
    }

    @MainActor
    func makeTableCell(ofClass cellClass: AnyClass, reuseIdentifier: String) -> UITableViewCell {
        let frame = CGRect(x: 0, y: 0, width: context.collectionView.bounds.size.width, height: 0)
        guard let cell = factory(for: cellClass, reuseIdentifier).make(frame, reuseIdentifier) as? UITableViewCell else {
            preconditionFailure("ChatRigUIKit: the adapter's factory for \(cellClass) makes no UITableViewCell")
        }
        return cell
    }

    @MainActor
    func makeView(ofClass viewClass: Any.Type, frame: CGRect) -> UIView? {
        factories[ObjectIdentifier(viewClass)]?.make(frame, "")
    }

    func factory(for cellClass: AnyClass, _ reuseIdentifier: String) -> UIKitCellFactory {
        guard let factory = factories[ObjectIdentifier(cellClass)] else {
            preconditionFailure("ChatRigUIKit: the adapter lists no factory for \(cellClass) (reuse identifier '\(reuseIdentifier)')")
        }
        return factory
    }
}
