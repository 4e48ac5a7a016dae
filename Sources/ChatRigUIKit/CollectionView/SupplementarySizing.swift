import Foundation

/// How a self-sizing header, footer or other supplementary view is measured: as UIKit
/// measures one, by asking the view for the size that fits the list's width
/// (`systemLayoutSizeFitting(_:)` with `UIView.layoutFittingCompressedSize`'s height: "the
/// smallest possible size" that satisfies the view's constraints, Apple,
/// `layoutFittingCompressedSize`), then — for a collection view — through the view's
/// `preferredLayoutAttributesFitting(_:)`, and offered to the layout as preferred attributes,
/// the path cells self-size by (``CustomLayoutBridge/offer(_:for:)``).
///
/// Auto Layout is not solved in ChatRigUIKit (README, "Cell heights"): the size is what the
/// view answers — a view that overrides `systemLayoutSizeFitting(_:)` or its form with fitting
/// priorities (asked with a required width and the lowest height priority, as a self-sizing
/// list asks in UIKit), or `preferredLayoutAttributesFitting(_:)`, sizes from its content as it computes it; a plain
/// view answers its frame's size, as a frame-sized view with autoresizing constraints does in
/// UIKit. So a header the app made with a frame keeps that height, and one dequeued with no
/// height of its own and no override fits in 0 pt.
extension UIView {
    /// The height this view fits in at `width`. O(the view's own answer).
    func fittingHeight(width: CGFloat) -> CGFloat {
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        return max(0, systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
    }
}
