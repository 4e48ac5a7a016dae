import Simulator

/// `scrollViewDidEndScrollingAnimation(_:)`: an animated scroll (`setContentOffset(_:animated:)`,
/// `scrollToItem(at:at:animated:)`, or an offset animation alongside the keyboard) ended —
/// derived by comparing the engine's `isAnimatingScroll` from one frame to the next, at the
/// frame's display-link tick: the frame it ended in.
///
/// The engine reports the other ends of motion itself (``Simulator/ChatListController``'s
/// `scrollViewWillEndDragging`, `scrollViewDidEndDragging`, `scrollViewDidEndDecelerating`,
/// `scrollViewDidScrollToTop`), and the host forwards those; this one it does not report yet.
struct ScrollAnimationTracking {
    private var wasAnimating = false

    /// Calls the delegate when a scrolling animation ended since the last frame.
    @MainActor
    mutating func update(_ list: UICollectionView, _ context: ChatListContext) {
        let animating = context.collectionView.isAnimatingScroll
        defer { wasAnimating = animating }
        if wasAnimating, !animating { list.delegate?.scrollViewDidEndScrollingAnimation(list) }
    }
}
