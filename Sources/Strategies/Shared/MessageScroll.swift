import ChatModel
import Foundation
import Simulator
import Viewport

/// Scrolling to a message far from the screen, so that it ends where it was asked to be.
///
/// `scrollToItem(at:at:animated: true)` computes its target once, from the heights the
/// layout has then — estimates for every item not yet on screen — and the items it passes
/// self-size on the way, so the animation ends off target. When it ends
/// (`scrollViewDidEndScrollingAnimation`), ``settle(_:)`` scrolls again without animation,
/// laying out after each step until the item holds still (three steps settle any realistic
/// page, as when opening a list at its bottom).
struct MessageScroll {
    var item: ChatItemID
    var position: ScrollPosition

    /// Starts the animated scroll. Does nothing when the item is not in the list.
    func begin(_ context: ChatListContext) {
        guard let indexPath = context.dataSource.indexPath(for: item) else { return }
        context.collectionView.scrollToItem(at: indexPath, at: position, animated: true)
    }

    /// Scrolls again on measured heights until the item stays put. O(steps × layout).
    func settle(_ context: ChatListContext) {
        let view = context.collectionView
        for _ in 0..<3 {
            guard let indexPath = context.dataSource.indexPath(for: item) else { return }
            view.layoutIfNeeded()
            let before = view.contentOffset.y
            view.scrollToItem(at: indexPath, at: position, animated: false)
            view.layoutIfNeeded()
            if abs(view.contentOffset.y - before) <= 0.5 { return }
        }
    }
}
