extension UITableView {
    /// `indexPathForRow(at:)`, modelled as `UICollectionView.indexPathForItem(at:)`: the
    /// visible row whose `rectForRow(at:)` holds the point (content coordinates), else nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        (indexPathsForVisibleRows ?? []).first { rectForRow(at: $0).contains(point) }
    }

    /// `indexPathsForRows(in:)`: the visible rows whose rectangles meet the given one, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        (indexPathsForVisibleRows ?? []).filter { rectForRow(at: $0).intersects(rect) }
    }
}
