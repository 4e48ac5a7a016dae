/// The parts of an anchor a constraint reports: its view or layout guide and its attribute.
@MainActor @preconcurrency
protocol NSLayoutAnchorParts: AnyObject {
    var item: AnyObject? { get }
    var attribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: NSLayoutAnchorParts {}

/// `firstItem`, `firstAttribute`, `secondItem`, `secondAttribute`: the items and attributes of
/// the constraint's anchors, as UIKit reports them (a constant-size constraint has no second
/// item and `.notAnAttribute`). Recorded values, like the rest of Auto Layout here (inert).
extension NSLayoutConstraint {
    public var firstItem: AnyObject? { (firstAnchor as? NSLayoutAnchorParts)?.item }
    public var firstAttribute: Attribute { (firstAnchor as? NSLayoutAnchorParts)?.attribute ?? .notAnAttribute }
    public var secondItem: AnyObject? { (secondAnchor as? NSLayoutAnchorParts)?.item }
    public var secondAttribute: Attribute { (secondAnchor as? NSLayoutAnchorParts)?.attribute ?? .notAnAttribute }
}
