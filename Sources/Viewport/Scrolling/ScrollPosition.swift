/// Where `scrollToItem(at:at:in:animated:)` places the item (the vertical members of UIKit's
/// `UICollectionView.ScrollPosition`), within the unobscured area: the bounds minus
/// `adjustedContentInset`.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// The item's top edge at the top of the unobscured area.
    case top
    /// The item's centre at the centre of the unobscured area.
    case centeredVertically
    /// The item's bottom edge at the bottom of the unobscured area.
    case bottom
}
