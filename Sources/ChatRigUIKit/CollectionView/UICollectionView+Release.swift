import Viewport

extension UICollectionView {
    /// Where a released drag comes to rest, as the list's own layout would have it: a team's
    /// layout (``UICollectionViewLayout``) is asked
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with the engine's
    /// natural resting offset and the release velocity in points per second ("This value is
    /// measured in points per second", Apple, on the method's `velocity`; the engine's, as
    /// `scrollViewWillEndDragging`'s, is in points per millisecond). The scroll view's delegate
    /// then hears `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the
    /// layout's answer (the order is an estimate: Apple's documentation gives none). The base
    /// class and the system layouts, laid out by ChatRig's layout, are not asked. O(1) plus
    /// the layout's answer.
    func layoutTarget(forReleaseAt proposed: CGPoint, velocity: Point) -> CGPoint {
        let layout = collectionViewLayout
        guard !layout.isLaidOutByEngine else { return proposed }
        return layout.targetContentOffset(forProposedContentOffset: proposed,
                                          withScrollingVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    }
}
