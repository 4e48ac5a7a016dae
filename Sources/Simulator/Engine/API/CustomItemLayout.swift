import ListDiff
import ListLayout
import Viewport

/// A layout object the app supplies in place of the engine's own placement of items: UIKit's
/// `UICollectionViewLayout` subclass. The engine still self-sizes the items near the screen
/// (its cell sizer is the cells' `systemLayoutSizeFitting`), and hands the measured heights to
/// the layout; the layout answers where every item is and how tall the content is, and the
/// frame loop, the cost model, the metrics and the detectors read those answers.
///
/// The engine asks, in UIKit's order (Apple, "UICollectionViewLayout", *Updating the layout*
/// and *Providing layout attributes*): the layout prepares when invalidated, then answers the
/// content size and the elements in a rect; a bounds change is offered before each layout pass;
/// self-sized items are offered as preferred attributes; an update is announced before it is
/// laid out, and the layout then proposes the resting content offset.
///
/// Content coordinates are the engine's: y from the top of the content, offsets as
/// ``HeadlessCollectionView/contentOffset``.
public protocol CustomItemLayout: AnyObject {
    /// `collectionViewContentSize.height`.
    var contentHeight: Double { get }
    /// The frame of the item at `index` (snapshot order, sections flattened):
    /// `layoutAttributesForItem(at:)`.
    func frame(at index: Int) -> LayoutRect
    /// The items whose frames intersect `span` (content y), as one contiguous range:
    /// `layoutAttributesForElements(in:)`.
    func indexRange(intersecting span: Range<Double>) -> Range<Int>
    /// The visible bounds are about to become `bounds` (a scroll, a resize): returns whether
    /// the layout invalidated itself (`shouldInvalidateLayout(forBoundsChange:)`).
    func boundsWillChange(to bounds: Viewport.Rect) -> Bool
    /// The items at `sizes`' indices self-sized to these heights: returns whether the layout
    /// changed and the content offset adjustment it asks for (the invalidation context's
    /// `contentOffsetAdjustment.y`).
    func itemsDidSelfSize(_ sizes: [(index: Int, height: Double)]) -> (changed: Bool, contentOffsetAdjustment: Double)
    /// The snapshot is changing by `changes` (nil: every item reloaded):
    /// `prepare(forCollectionViewUpdates:)`, then the layout is invalidated.
    func itemsWillChange(_ changes: ArrayChanges?, animated: Bool)
    /// After an update is laid out: the resting content offset the layout wants for
    /// `proposed` (`targetContentOffset(forProposedContentOffset:)`).
    func targetContentOffset(proposed y: Double) -> Double
}

/// The state's view of a custom layout as the viewport's scroll content (``ScrollContentLayout``):
/// `scrollToItem` and the frame checks place items where the custom layout puts them.
struct CustomScrollContent: ScrollContentLayout {
    let layout: any CustomItemLayout
    let itemCount: Int
    let reuse: (Int) -> String
    var contentHeight: Double { layout.contentHeight }
    func itemExtent(at index: Int) -> ItemExtent {
        let frame = layout.frame(at: index)
        return ItemExtent(minY: frame.minY, height: frame.height)
    }
    func itemIndices(intersecting range: Range<Double>) -> Range<Int> { layout.indexRange(intersecting: range) }
    func reuseIdentifier(at index: Int) -> String { reuse(index) }
}
