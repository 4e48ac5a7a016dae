/// Behaviour of the collection view's layout object that a controller may choose.
public struct CollectionViewLayoutSettings: Hashable, Sendable {
    /// When an item above the first visible one changes height as it self-sizes (estimated
    /// → measured, or new content), shift the content offset by the same amount so the visible
    /// content stays still.
    ///
    /// UIKit's compositional and flow layouts do not do this (the content below jumps); a
    /// custom layout does it by returning `contentOffsetAdjustment` from
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, as chat
    /// layouts such as ekazaev/ChatLayout do. Default false, as in UIKit.
    public var compensatesSelfSizingAboveVisibleItems = false

    /// Cells whose images arrive after the cell is shown (an image pipeline, a link preview):
    /// a cell draws its placeholder (``ListLayout/CellMetrics/imagePlaceholderSize``) from its
    /// first display until its images arrive ``AsyncImageLoading/latency`` later, then its
    /// content grows to the images' size and it self-sizes again — as a cell that calls
    /// `invalidateIntrinsicContentSize()` does under iOS 16's default
    /// `UICollectionView.selfSizingInvalidation` (`.enabled`). Loaded images stay loaded while
    /// the item is in the list (the pipeline's cache). Nil (the default): images are drawn
    /// with the cell.
    public var imageLoading: AsyncImageLoading?

    public init() {}
}
