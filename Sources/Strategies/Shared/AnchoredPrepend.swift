import ChatModel
import Simulator
import Viewport

extension ChatListContext {
    /// Applies `snapshot` (an older page prepended) keeping the first visible item where it
    /// was on screen: after the apply and a layout pass, the offset is moved by the height the
    /// page added above it — through the `contentOffset` setter, which, unlike
    /// `setContentOffset(_:animated:)`, keeps a fling's momentum.
    func applyKeepingFirstVisibleItem(_ snapshot: ChatSnapshot) {
        let view = collectionView
        let anchor = view.indexPathsForVisibleItems.min().flatMap { dataSource.itemIdentifier(for: $0) }
        let anchorScreenY = anchor.flatMap { view.frameOfItem($0) }.map { $0.minY - view.contentOffset.y }
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        if let anchor, let anchorScreenY, let frame = view.frameOfItem(anchor) {
            view.contentOffset = Point(y: frame.minY - anchorScreenY)
        }
    }
}
