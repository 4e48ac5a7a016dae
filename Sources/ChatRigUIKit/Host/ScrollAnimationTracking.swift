import Simulator

/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewDidEndDecelerating(_:)` and
/// `scrollViewDidEndScrollingAnimation(_:)` (an animated scroll, or an offset animation
/// alongside the keyboard, ended), derived by comparing the engine's scroll state
/// (`isDragging`, `isDecelerating`, `isAnimatingScroll`) from one frame to the next.
///
/// `ChatListController` does not (yet) report these moments, so the host notices them at
/// the frame's display-link tick, after the frame's events: the frame they happened in. The
/// one place to switch to the engine's own callbacks once the controller protocol has them.
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` is not derived: the
/// release velocity and target are not visible from outside the engine.
struct ScrollPhaseTracking {
    private var wasDragging = false
    private var wasDecelerating = false
    private var wasAnimating = false

    /// Calls the delegate for each phase that ended since the last frame.
    mutating func update(_ list: UICollectionView, _ context: ChatListContext) {
        let view = context.collectionView
        let dragging = view.isDragging, decelerating = view.isDecelerating, animating = view.isAnimatingScroll
        defer { (wasDragging, wasDecelerating, wasAnimating) = (dragging, decelerating, animating) }
        guard let delegate = list.delegate else { return }
        if wasDragging, !dragging { delegate.scrollViewDidEndDragging(list, willDecelerate: decelerating) }
        if wasDecelerating, !decelerating { delegate.scrollViewDidEndDecelerating(list) }
        if wasAnimating, !animating { delegate.scrollViewDidEndScrollingAnimation(list) }
    }
}
