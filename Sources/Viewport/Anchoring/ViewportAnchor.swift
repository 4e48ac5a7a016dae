/// The first visible item and where it is on screen: the reference for measuring
/// unrequested movement ("anchor drift").
///
/// UIKit does not compensate self-sizing: when an item above the visible area changes from
/// its estimated to its measured height, everything below moves by the difference and the
/// user sees a jump unless the controller adjusts `contentOffset`. Capture an anchor before
/// a layout change, then ``drift(in:contentOffsetY:newIndex:)`` after it gives the jump in
/// points (positive: the item moved down the screen), and
/// ``ScrollView/compensate(driftOf:in:newIndex:)`` (or
/// ``ScrollView/adjustContentOffset(by:)`` with the drift) removes it.
public struct ViewportAnchor: Hashable, Sendable {
    /// The anchor item's index at capture time.
    public var index: Int
    /// The item's top edge in points from the top of the bounds (`minY − contentOffset.y`),
    /// the trace's `screenY` for a natural (unflipped) list.
    public var screenY: Double

    public init(index: Int, screenY: Double) {
        self.index = index
        self.screenY = screenY
    }

    /// The first item of `layout` intersecting `visibleRange` (content y), with its screen
    /// position for `contentOffsetY`; `nil` when no item is visible. O(log n).
    public static func firstVisible(
        in layout: some ScrollContentLayout, visibleRange: Range<Double>, contentOffsetY: Double
    ) -> ViewportAnchor? {
        let indices = layout.itemIndices(intersecting: visibleRange)
        guard let first = indices.first else { return nil }
        return ViewportAnchor(index: first, screenY: layout.itemExtent(at: first).minY - contentOffsetY)
    }

    /// How far the anchor item moved on screen since capture (points, positive = down),
    /// found at `newIndex` (default: the same index) in `layout` at `contentOffsetY`.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` when the index is not in `layout`.
    public func drift(in layout: some ScrollContentLayout, contentOffsetY: Double, newIndex: Int? = nil) throws -> Double {
        let index = newIndex ?? self.index
        guard index >= 0, index < layout.itemCount else {
            throw ViewportError.invalidArgument("anchor item \(index) is outside 0..<\(layout.itemCount)")
        }
        return layout.itemExtent(at: index).minY - contentOffsetY - screenY
    }
}
