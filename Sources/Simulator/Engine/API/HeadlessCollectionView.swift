import ChatModel
import Foundation
import ListLayout
import Viewport

/// The collection view a controller under test drives: `UICollectionView`'s and
/// `UIScrollView`'s names and semantics, without a screen.
///
/// Offsets, insets and sizes are in the view's own coordinate space, as in UIKit: when the
/// view is flipped (``transform`` = `.flippedVertically`), `contentOffset.y` = its minimum
/// shows the visual bottom, and the keyboard and composer appear in its *top* safe area.
public final class HeadlessCollectionView {
    private unowned let engine: ListEngine

    init(engine: ListEngine) { self.engine = engine }

    // MARK: UIView

    /// `transform`: identity, or `.flippedVertically` for an inverted list.
    public var transform: ViewTransform {
        get { engine.transform }
        set { engine.setTransform(newValue) }
    }

    /// `bounds`: origin at the content offset, size of the view.
    public var bounds: Viewport.Rect { engine.viewport.scrollView.bounds }

    /// `safeAreaInsets` in the view's own coordinates (keyboard and composer included).
    public var safeAreaInsets: Viewport.EdgeInsets { engine.viewport.scrollView.effectiveSafeAreaInsets }

    /// `reloadData()`: every cell is dequeued and configured again, and every item returns to
    /// its estimated height until it is measured again (the offset stays where it was).
    public func reloadData() { engine.collectionView.reloadData() }

    /// `setNeedsLayout()`: lay out at the next layout pass (the frame's, or
    /// ``layoutIfNeeded()``) — what a layout object's invalidation asks for.
    public func setNeedsLayout() { engine.setNeedsLayout() }

    /// `layoutIfNeeded()`: self-size, lay out and update the visible cells now.
    public func layoutIfNeeded() { engine.layoutIfNeeded() }

    // MARK: UIScrollView

    /// `contentOffset`. Setting it moves the content at once without stopping a
    /// deceleration or animation (they continue shifted), as UIKit's setter does.
    public var contentOffset: Point {
        get { engine.viewport.scrollView.contentOffset }
        set {
            engine.updateScrollView { $0.contentOffset = newValue }
            engine.scrolls.noteJump()
        }
    }

    /// `contentSize` (the layout's content height once laid out).
    ///
    /// It changes only in a layout pass — the frame's, or ``layoutIfNeeded()`` — so after
    /// `apply` or ``reloadData()`` it, and ``maxContentOffsetY`` with it, keeps its old value
    /// until the next pass. UIKit sets a scroll view's `contentSize` from the layout's
    /// `collectionViewContentSize` when the collection view lays out; calling
    /// `layoutIfNeeded()` after `reloadData()` before reading it is the common practice that
    /// rests on this. Whether an apply that runs as batch updates (every apply since iOS 15,
    /// WWDC21 "Make blazing fast lists and collection views") already reports the new size when
    /// it returns is not documented: `performBatchUpdates` prepares the new layout before it
    /// returns (a flow layout's `sizeForItemAt` runs inside it, rdar://31748196's trace), so
    /// UIKit may update it earlier than this model does — an estimate. A controller that calls
    /// `layoutIfNeeded()` before reading the size after an apply is right under both.
    public var contentSize: Size { engine.viewport.scrollView.contentSize }

    /// `contentInset`, set by the app.
    public var contentInset: Viewport.EdgeInsets {
        get { engine.viewport.scrollView.contentInset }
        set { engine.updateScrollView { $0.contentInset = newValue } }
    }

    /// `adjustedContentInset`: `contentInset` plus the safe area.
    public var adjustedContentInset: Viewport.EdgeInsets { engine.viewport.adjustedContentInset }

    /// `contentInsetAdjustmentBehavior`: which parts of the safe area (keyboard and composer
    /// included) `adjustedContentInset` adds to `contentInset`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { engine.viewport.scrollView.contentInsetAdjustmentBehavior }
        set { engine.updateScrollView { $0.contentInsetAdjustmentBehavior = newValue } }
    }

    /// `keyboardDismissMode`; `.interactive` lets a drag pull the keyboard down.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { engine.viewport.scrollView.keyboardDismissMode }
        set { engine.updateScrollView(movesContent: false) { $0.keyboardDismissMode = newValue } }
    }

    /// Whether an animated scroll or an offset animation alongside the keyboard is running:
    /// what a delegate learns from `scrollViewDidEndScrollingAnimation(_:)` and the
    /// animation's completion.
    public var isAnimatingScroll: Bool { engine.viewport.isAnimatingScroll }

    public var isTracking: Bool { engine.viewport.isTracking }
    public var isDragging: Bool { engine.viewport.scrollView.isDragging }
    public var isDecelerating: Bool { engine.viewport.isDecelerating }

    /// `-adjustedContentInset.top`: the resting offset at the top of the content.
    public var minContentOffsetY: Double { engine.viewport.minContentOffsetY }
    /// `contentSize.height + adjustedContentInset.bottom − bounds.height` (at least the minimum).
    public var maxContentOffsetY: Double { engine.viewport.maxContentOffsetY }

    /// The resting offset range once the keyboard has moved to `keyboardHeight` (what a
    /// `keyboardWillChangeFrame` handler computes from the notification's end frame).
    public func restingContentOffsetRange(keyboardHeight: Double) -> ClosedRange<Double> {
        engine.viewport.scrollView.restingContentOffsetRange(keyboardHeight: keyboardHeight)
    }

    /// `setContentOffset(_:animated:)`: jump, or animate for 0.3 s ease-in-out.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        engine.setContentOffset(offset, animated: animated)
    }

    /// `UIView.animate(withDuration: duration) { contentOffset.y = y }` inside a keyboard
    /// notification: the offset moves along the keyboard's own curve, in step with it.
    public func animateContentOffset(to y: Double, duration: VirtualDuration) {
        engine.animateContentOffset(to: y, duration: duration)
    }

    // MARK: UICollectionView

    /// `collectionViewLayout`'s settings.
    public var collectionViewLayout: CollectionViewLayoutSettings {
        get { engine.collectionView.layoutSettings }
        set { engine.collectionView.layoutSettings = newValue }
    }

    /// The list layout's section geometry (insets, spacing, estimated heights), chosen by
    /// the controller as an app chooses its `UICollectionViewCompositionalLayout` — set it
    /// in `viewDidLoad` (setting it later is `setCollectionViewLayout(_:animated: false)`:
    /// every item returns to its estimated height). Default ``ListLayoutConfiguration/spacious``.
    public var layoutConfiguration: ListLayoutConfiguration {
        get { engine.state.layout.configuration }
        set { engine.collectionView.setLayoutConfiguration(newValue) }
    }

    /// The app's own layout object (a `UICollectionViewLayout` subclass), placing the items
    /// instead of the list layout, which still self-sizes them; nil (the default): the list
    /// layout of ``layoutConfiguration`` places them. Setting it lays the list out again.
    public var customLayout: (any CustomItemLayout)? {
        get { engine.state.customLayout }
        set {
            engine.state.customLayout = newValue
            engine.needsLayout = true
        }
    }

    /// `numberOfItems(inSection:)`; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection section: Int) -> Int {
        engine.snapshot.numberOfItems(inSectionAt: section) ?? 0
    }

    /// `indexPathsForVisibleItems`, in no particular order (as UIKit).
    public var indexPathsForVisibleItems: [IndexPath] {
        engine.cells.displayed.keys.compactMap { engine.snapshot.indexPath(ofItem: $0) }
    }

    /// `layoutAttributesForItem(at:)?.frame` for an identifier: the item's frame in content
    /// coordinates, estimated or measured.
    public func frameOfItem(_ item: ChatItemID) -> LayoutRect? { engine.frame(of: item) }

    /// The transforms the cell showing `item` now draws through, when the app changed them
    /// after its cell was configured — in `collectionView(_:willDisplay:forItemAt:)`, which
    /// UIKit calls before the cell is drawn (a flipped list's cells are often flipped back
    /// there). The frame's upside-down check reads them. Nothing when no cell shows `item`
    /// or the transforms are unchanged. O(1).
    public func cellTransformsDidChange(of item: ChatItemID, cell: ViewTransform, contentView: ViewTransform) {
        engine.cells.setTransforms(of: item, cell: cell, contentView: contentView)
    }

    /// `scrollToItem(at:at:animated:)`.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        engine.collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
    }
}
