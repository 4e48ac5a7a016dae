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

    public init() {}
}
