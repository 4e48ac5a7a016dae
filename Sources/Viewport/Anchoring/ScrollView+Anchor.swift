extension ScrollView {
    /// The first item in the unobscured area and its screen position (see ``ViewportAnchor``).
    public func anchor(in layout: some ScrollContentLayout) -> ViewportAnchor? {
        ViewportAnchor.firstVisible(in: layout, visibleRange: unobscuredContentRange, contentOffsetY: offset.y)
    }

    /// Moves the content offset by the anchor's drift so the anchor item is back at its
    /// captured screen position; returns the adjustment applied (points). Running motion
    /// continues shifted (``adjustContentOffset(by:)``).
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` when the anchor's index is not in `layout`.
    @discardableResult
    public mutating func compensate(
        driftOf anchor: ViewportAnchor, in layout: some ScrollContentLayout, newIndex: Int? = nil
    ) throws -> Double {
        let delta = try anchor.drift(in: layout, contentOffsetY: offset.y, newIndex: newIndex)
        adjustContentOffset(by: delta)
        return delta
    }
}
