extension UICollectionView {
    /// `indexPathForItem(at:)`: the visible item whose frame contains `point`, a point in the
    /// collection view's coordinate system — its content, as the item frames are
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)).
    /// Only items on screen are looked at (UIKit answers for any item the layout places;
    /// a point off screen is rarely asked — a gesture's location is on screen); nil when no
    /// visible item contains the point.
    ///
    /// - Complexity: O(*v*), *v* the number of visible items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathsForVisibleItems.first { layoutAttributesForItem(at: $0)?.frame.contains(point) == true }
    }
}
