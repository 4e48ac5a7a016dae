import ChatModel
import ListLayout

/// What one kind of list does its own way, behind the seam the engine's frame loop calls.
///
/// ``ListEngine`` holds the machinery every list shares — the virtual clock, the scroll view
/// on the screen, the data and its layout, the cells on screen, the cost ledger and the
/// recorder — and runs the frame in one order for every list. Where a collection view and
/// a SwiftUI lazy stack differ, it asks its list kind, never which kind it is:
///
/// - **rows**: what waits to become the list's data before a layout pass
///   (``prepareLayout()``, ``isPending(_:)``);
/// - **measuring**: how far beyond the screen items are sized, and whether growth above the
///   visible items moves the offset (``measuringLookahead``,
///   ``compensatesSelfSizingAboveVisibleItems``, ``keepsBottomAsContentGrows``);
/// - **visibility**: how an item coming on screen gets its view and what configuring it
///   costs, and what follows a visibility update (``display(_:kind:)``,
///   ``chargeConfiguration(_:of:message:reusingCell:)``, ``didUpdateVisibleItems(_:span:)``,
///   ``cellsAlive``, ``imageLoading``);
/// - **scrolling**: the list's own scroll animation, which the scroll view does not drive
///   (``advanceScroll()``, ``isAnimatingScroll``, ``animatingTopAnchor``). Scrolling to an
///   item is each kind's own call with its own signature — ``CollectionViewEngine/scrollToItem(at:at:animated:)``
///   (`UICollectionView.scrollToItem(at:at:animated:)`) and ``LazyStackEngine/scrollTo(_:anchor:animation:)``
///   (`ScrollViewProxy.scrollTo(_:anchor:)`) — reached from the kind's handle, and ending in
///   the engine's shared offset moves.
///
/// The two kinds: ``CollectionViewEngine`` (`UICollectionView` with a diffable data source
/// and self-sizing list layout) and ``LazyStackEngine`` (`ScrollView { LazyVStack { ForEach } }`).
protocol ListKindEngine: AnyObject {
    // MARK: Rows

    /// Brings the state waiting for the frame's transaction into the list's data, before a
    /// layout pass. O(rows) when something waits, else O(1).
    func prepareLayout()

    /// Whether `id` is a row of data that waits for the next layout pass (not in the
    /// data source's snapshot yet). O(rows waiting).
    func isPending(_ id: ChatItemID) -> Bool

    // MARK: Measuring

    /// How far beyond the visible span items are measured before they appear, pt.
    var measuringLookahead: Double { get }

    /// Whether growth of items measured above the visible top moves the offset by as much,
    /// so the visible content stays still.
    var compensatesSelfSizingAboveVisibleItems: Bool { get }

    /// Whether a list resting on its bottom stays there as its content grows (before the
    /// engine checks that no finger or deceleration moves it and that it rests there).
    var keepsBottomAsContentGrows: Bool { get }

    /// Whether the list keeps to its bottom once per frame: a correction the rows measured
    /// after it call for waits for the next frame (``LazyStackConfiguration/BottomAnchorSettling``).
    var correctsBottomOncePerFrame: Bool { get }

    // MARK: Visibility

    /// Gives item `id`, of `kind`, that came on screen its view: charges what that costs,
    /// records it, and configures it (``ListEngine/configure(_:reusingCell:)``).
    func display(_ id: ChatItemID, kind: CellKind)

    /// Charges what configuring `id` with `configuration` costs this kind of list, beyond
    /// the images the engine decodes for every kind; returns the revision of `message` the
    /// view now shows (0 without a message).
    func chargeConfiguration(_ configuration: CellConfiguration, of id: ChatItemID, message: Message?,
                             reusingCell: Bool) -> Int

    /// After the visible items were updated: the items in `visible` (layout indices) show,
    /// in the screen's `span` of content.
    func didUpdateVisibleItems(_ visible: Range<Int>, span: Range<Double>)

    /// The views alive: recycled cells in and out of the reuse pool, or the rows realized.
    var cellsAlive: Int { get }

    /// How images load after an item is first shown, and the loads so far, when they load
    /// asynchronously.
    var imageLoading: (AsyncImageLoading, ImageLoads)? { get }

    // MARK: Scrolling

    /// Moves the list's own scroll animation to the engine's now.
    func advanceScroll()

    /// Whether the list's own scroll animation runs (one the scroll view does not drive).
    var isAnimatingScroll: Bool { get }

    /// The row the running scroll animation of the list brings to the top, if it does.
    var animatingTopAnchor: ChatItemID? { get }
}
