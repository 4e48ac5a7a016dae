import Viewport

/// `UIScrollViewDelegate`: every method optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// `UIScrollView`. A plain scroll view (an attachment strip) keeps what is set and does not
/// scroll; the collection view the rehearsal binds to its list answers from the engine
/// (``UICollectionView``).
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: (any UIScrollViewDelegate)?
    /// `refreshControl`: added to the scroll view's subviews when set, as UIKit does
    /// (``UIRefreshControl``; no pull is rehearsed).
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }
    open var contentOffset: CGPoint = .zero { didSet { noteGeometryWrite() } }
    open var contentSize: CGSize = .zero { didSet { noteGeometryWrite() } }
    open var contentInset: UIEdgeInsets = .zero { didSet { noteGeometryWrite() } }
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// `delaysContentTouches`, `canCancelContentTouches`: kept (no touches are delivered).
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var scrollsToTop = true
    open var decelerationRate: DecelerationRate = .normal
    /// Zooming: kept; the rehearsal pinches nothing.
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    /// `panGestureRecognizer`: the list's own pan, following the scenario's drags (see
    /// ``UIGestureRecognizer``); inert on any other scroll view.
    open var panGestureRecognizer: UIPanGestureRecognizer { ownPanGestureRecognizer }
    private lazy var ownPanGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.view = self
        return pan
    }()
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// A write of the scroll geometry: observations check for a change (``NSKeyValueObservation``).
    private func noteGeometryWrite() {
        #if !canImport(ObjectiveC)
        checkKeyValueObservers()
        #endif
    }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
}

// MARK: - Conversions between the face's CoreGraphics types and the engine's

extension KeyboardDismissMode {
    init(_ mode: UIScrollView.KeyboardDismissMode) {
        switch mode {
        case .none: self = .none
        case .onDrag, .onDragWithAccessory: self = .onDrag
        case .interactive, .interactiveWithAccessory: self = .interactive
        }
    }
}

extension UIScrollView.KeyboardDismissMode {
    init(_ mode: KeyboardDismissMode) {
        switch mode {
        case .none: self = .none
        case .onDrag: self = .onDrag
        case .interactive: self = .interactive
        }
    }
}

extension ContentInsetAdjustmentBehavior {
    init(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
        switch behavior {
        case .automatic: self = .automatic
        case .scrollableAxes: self = .scrollableAxes
        case .never: self = .never
        case .always: self = .always
        }
    }
}
