/// Auto Layout, inert: anchors make constraints, activation is recorded, nothing is solved.
/// A cell's height comes from ChatRig's cell sizer for the message it shows; the list's
/// frame and the input bar's from the rehearsal's viewport (README, "Cell heights").
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: LayoutAnchorDescription {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject?
    public let attribute: NSLayoutConstraint.Attribute

    public init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                      multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, relation: relation, secondAnchor: anchor, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }

    // For the dimension's constant and multiplier forms.
    func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint { make(relation, nil, constant: c) }
    func scaled(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, multiplier: m, constant: c)
    }
}

/// The system spacing forms (`constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `…Below:`) make a constraint of the multiplier times 8 pt, UIKit's standard spacing
/// between sibling views (an estimate: UIKit documents no figure, and nothing is solved).
@MainActor @preconcurrency
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.equal, anchor, 1, systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.greaterThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.lessThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
}
@MainActor @preconcurrency
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.equal, anchor, 1, systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.greaterThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        scaled(.lessThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
}

/// UIKit's standard spacing between sibling views, 8 pt (estimate; see ``NSLayoutXAxisAnchor``).
private let systemSpacing: CGFloat = 8

@MainActor @preconcurrency
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { scaled(.equal, anchor, m, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { scaled(.greaterThanOrEqual, anchor, m, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { scaled(.lessThanOrEqual, anchor, m, c) }
}

/// `NSLayoutConstraint` (an `NSObject`, as in UIKit): recorded, never solved.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values (`NSLayoutAttribute`).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// `baseline`: UIKit's alias of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal, vertical }

    public let firstAnchor: AnyObject
    public let secondAnchor: AnyObject?
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var isActive = false
    /// The attributes an item-based constraint names (anchors carry their own).
    private var itemAttributes: (first: Attribute, second: Attribute)?

    /// `firstItem`, `secondItem`, `firstAttribute`, `secondAttribute`: the constraint's views
    /// (or layout guides) and attributes, from its anchors or the items it was made with (a
    /// constant-size constraint has no second item and `.notAnAttribute`).
    open var firstItem: AnyObject? { (firstAnchor as? LayoutAnchorDescription)?.item ?? firstAnchor }
    open var secondItem: AnyObject? { secondAnchor.map { ($0 as? LayoutAnchorDescription)?.item ?? $0 } }
    open var firstAttribute: Attribute { itemAttributes?.first ?? (firstAnchor as? LayoutAnchorDescription)?.attribute ?? .notAnAttribute }
    open var secondAttribute: Attribute {
        itemAttributes?.second ?? (secondAnchor as? LayoutAnchorDescription)?.attribute ?? .notAnAttribute
    }

    init(firstAnchor: AnyObject, relation: Relation, secondAnchor: AnyObject?, multiplier: CGFloat, constant: CGFloat) {
        self.firstAnchor = firstAnchor
        self.relation = relation
        self.secondAnchor = secondAnchor
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: recorded, with
    /// anchors of the items' attributes (`firstItem`, `firstAttribute`, …).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstAnchor: NSLayoutAnchor<AnyObject>(item: view1 as AnyObject, attribute: attr1), relation: relation,
                  secondAnchor: view2.map { NSLayoutAnchor<AnyObject>(item: $0 as AnyObject, attribute: attr2) },
                  multiplier: multiplier, constant: c)
        itemAttributes = (attr1, attr2)
    }

    /// `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5), alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3), alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9), alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the visual format language is
    /// not parsed — no constraints (constraints are recorded, never solved, README).
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] { [] }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// What an anchor describes: its item and attribute, whatever its axis type.
@MainActor
protocol LayoutAnchorDescription: AnyObject {
    var item: AnyObject? { get }
    var attribute: NSLayoutConstraint.Attribute { get }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue - rhs) }
}

/// The anchors every view and layout guide has.
@MainActor @preconcurrency
public protocol UILayoutAnchors: AnyObject {}

extension UILayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: UILayoutAnchors {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    /// `addLayoutGuide(_:)`, `removeLayoutGuide(_:)`: the guide's owning view (its frame is the
    /// view's bounds: constraints are not solved, README).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { if layoutGuide.owningView === self { layoutGuide.owningView = nil } }
    /// `keyboardLayoutGuide`: its top follows the keyboard the scenario shows.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide(owningView: self) }
}

/// `UILayoutGuide`.
@MainActor @preconcurrency
open class UILayoutGuide: UILayoutAnchors {
    open weak var owningView: UIView?
    open var identifier = ""
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
    public init() {}
    init(owningView: UIView) { self.owningView = owningView }
}

/// `UIKeyboardLayoutGuide`.
@MainActor @preconcurrency
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    public var followsUndockedKeyboard = false
    public var usesBottomSafeArea = true
    /// `keyboardDismissPadding` (iOS 17): kept (no interactive dismissal is dragged here).
    public var keyboardDismissPadding: CGFloat = 0
}
