/// What the viewport needs from a list layout: a vertical stack of items with known extents.
///
/// The viewport never measures anything itself. `ListLayout` (estimated → measured heights,
/// the O(log n) height index) conforms to this protocol; tests use an array of heights.
///
/// Conformers should answer ``itemIndices(intersecting:)`` in O(log n) so that per-frame
/// visibility does not grow with conversation length.
public protocol ScrollContentLayout {
    /// The number of items, indexed `0 ..< itemCount` from the top of the content.
    var itemCount: Int { get }

    /// The height of the whole content (UIKit's `collectionViewContentSize.height`).
    var contentHeight: Double { get }

    /// The extent of the item at `index` (`0 ..< itemCount`).
    func itemExtent(at index: Int) -> ItemExtent

    /// The indices of the items whose extent overlaps `range` (a half-open interval of
    /// content y), as one contiguous range; empty when none does.
    func itemIndices(intersecting range: Range<Double>) -> Range<Int>

    /// The reuse identifier of the item's cell (UIKit's `reuseIdentifier`): cells of one
    /// kind are recycled through one reuse pool.
    func reuseIdentifier(at index: Int) -> String
}
