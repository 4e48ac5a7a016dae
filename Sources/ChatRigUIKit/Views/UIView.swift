/// `UIView`: the view tree, geometry and the properties list code sets.
///
/// Frames are what the app or the host set: Auto Layout is not solved (constraints are
/// recorded, see ``NSLayoutConstraint``). The host gives the list's collection view and the
/// input bar the adapter names their frames from the rehearsal's viewport. Writes of
/// `transform`, `alpha`, `frame`, `isHidden` and `backgroundColor` inside a display link's
/// callback are charged to the frame (``CADisplayLink``).
@MainActor @preconcurrency
open class UIView: UIResponder {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    public let layer: CALayer
    public private(set) var interactions: [any UIInteraction] = []
    public private(set) var constraints: [NSLayoutConstraint] = []

    open var frame: CGRect {
        didSet {
            UIView.noteWrite()
            #if !canImport(ObjectiveC)
            checkKeyValueObservers()
            #endif
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var transform: CGAffineTransform = .identity { didSet { UIView.noteWrite() } }
    open var alpha: CGFloat = 1 { didSet { UIView.noteWrite() } }
    open var isHidden = false { didSet { UIView.noteWrite() } }
    open var backgroundColor: UIColor? { didSet { UIView.noteWrite() } }
    open var tintColor: UIColor!
    open var clipsToBounds = false
    open var isOpaque = true
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var isUserInteractionEnabled = true
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var layoutMargins = UIEdgeInsets.zero
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    /// `mask`: kept; nothing is drawn.
    open var mask: UIView?
    /// `isFocused`, `canBecomeFocused`: no focus engine runs (a phone's touch screen).
    open var isFocused: Bool { false }
    open var canBecomeFocused: Bool { false }
    /// Accessibility (UIKit's `UIAccessibility` properties, declared on `NSObject` there): kept,
    /// inert — no assistive technology reads them here (``UIAccessibility``).
    open var accessibilityIdentifier: String?
    // `accessibilityLabel`, `isAccessibilityElement` and the other accessibility attributes are
    // UIResponder's here (Apple: NSObject's), see `UIResponder`.
    /// The rehearsal this view is the root view of (set by the host on the view
    /// controller's root view): how a collection view added under it finds the engine.
    weak var rehearsalBinding: (any ListBinding)?
    #if !canImport(ObjectiveC)
    /// The key-value observations of this view (``NSKeyValueObservation``).
    var keyValueObservers: [KeyValueObserver] = []
    #endif
    /// The view's `UILargeContentViewerItem` settings (``showsLargeContentViewer`` and kin).
    var largeContentViewer = LargeContentViewerSettings()
    /// The gesture recognizers added to this view, in order.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// `gestureRecognizers` (open, as in UIKit: a text view subclass filters its system
    /// recognizers by overriding it).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            attachedGestureRecognizers.forEach { removeGestureRecognizer($0) }
            newValue?.forEach { addGestureRecognizer($0) }
        }
    }
    /// The rehearsal's window, set by the host on the view controller's root view.
    weak var installedWindow: UIWindow?
    /// `window`: the rehearsal's window when this view is in the rehearsed screen, nil
    /// otherwise (see ``UIWindow``). O(depth).
    open var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        return rootView.installedWindow
    }
    /// `safeAreaInsets`: set by the host for the view controller's root view.
    open internal(set) var safeAreaInsets: UIEdgeInsets = .zero

    public init(frame: CGRect) {
        self.frame = frame
        layer = CALayer()
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        layer = CALayer()
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// `didMoveToSuperview()`: also where a collection view finds the rehearsal it is in.
    open func didMoveToSuperview() {}
    /// `willMove(toSuperview:)`: called before the view is added to or removed from a superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// `willMove(toWindow:)`, `didMoveToWindow()`: declared, not called (the rehearsal's
    /// window is its own; see ``window``).
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view controller's root view this view is in, if any.
    var rootView: UIView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    // MARK: Layout

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    /// `layoutIfNeeded()`: runs `layoutSubviews()` of this view and its subviews.
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }
    open func setNeedsDisplay() {}
    /// `draw(_:)`: declared for overrides; never called (nothing is drawn, README).
    open func draw(_ rect: CGRect) {}
    /// `gestureRecognizerShouldBegin(_:)`: asked by no recognizer here (the app's never
    /// fire); true, UIKit's default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { frame.size }
    /// With fitting priorities: Auto Layout is not solved (README, "Cell heights"), so the
    /// view's answer to `systemLayoutSizeFitting(_:)` unless a subclass overrides this form.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }
    open func safeAreaInsetsDidChange() {}
    /// `layoutMarginsDidChange()`: inert — the margins are what the app sets; never called.
    open func layoutMarginsDidChange() {}
    /// `endEditing(_:)`: asks the view and its subviews to resign the first responder —
    /// inert, as the rehearsal has no first responder (the keyboard follows the scenario's
    /// timeline, see ``UIResponder``); answers true, as UIKit does when nothing is editing.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    /// `traitCollection` (`UITraitEnvironment`): light appearance, left to right — the
    /// rehearsal's one environment, as a view controller's.
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// `traitCollectionDidChange(_:)`: declared for overrides; never called (the traits
    /// never change in a rehearsal).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        let removed = Set(constraints.map(ObjectIdentifier.init))
        self.constraints.removeAll { removed.contains(ObjectIdentifier($0)) }
    }
    /// `requiresConstraintBasedLayout`, `updateConstraints()`, `setNeedsUpdateConstraints()`,
    /// `updateConstraintsIfNeeded()`: constraints are recorded, never solved (README), so
    /// `updateConstraintsIfNeeded()` runs `updateConstraints()` of the view and its subviews
    /// at once, and `setNeedsUpdateConstraints()` schedules nothing.
    open class var requiresConstraintBasedLayout: Bool { false }
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {
        updateConstraints()
        for view in subviews { view.updateConstraintsIfNeeded() }
    }
    /// `semanticContentAttribute`; the rehearsal's layout direction is left to right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 1e9, height: 1e9)

    // MARK: Interactions

    open func addInteraction(_ interaction: any UIInteraction) { interactions.append(interaction) }
    open func removeInteraction(_ interaction: any UIInteraction) { interactions.removeAll { $0 === interaction } }

    // MARK: Hit testing (no touches are delivered; answers as UIKit's for code that asks)

    /// `point(inside:with:)`: whether the point, in the view's coordinates, is in its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// `hitTest(_:with:)`: UIKit's documented walk — nil for a hidden, non-interactive or
    /// nearly transparent (alpha < 0.01) view or a point outside it, else the frontmost
    /// subview's hit, else the view ("This method ignores view objects that are hidden, that
    /// have disabled user interactions, or have an alpha level less than 0.01", Apple).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            let local = CGPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY)
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Geometry conversion (frames only; transforms are not applied)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let theirs = view?.originInRoot ?? .zero, mine = originInRoot
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let theirs = view?.originInRoot ?? .zero, mine = originInRoot
        return CGRect(x: rect.minX + theirs.x - mine.x, y: rect.minY + theirs.y - mine.y, width: rect.width, height: rect.height)
    }

    private var originInRoot: CGPoint {
        var point = frame.origin
        var current = superview
        while let view = current {
            let scroll = (view as? UIScrollView)?.contentOffset ?? .zero
            point.x += view.frame.minX - scroll.x
            point.y += view.frame.minY - scroll.y
            current = view.superview
        }
        return point
    }

    static func noteWrite() { UIKitRun.current?.propertyWrites += 1 }
}

extension UIView {
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }

/// `UIInteraction`.
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
}
