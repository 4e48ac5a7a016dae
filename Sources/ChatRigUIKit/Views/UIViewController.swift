/// `UIViewController`: the lifecycle the host drives — `loadView`, `viewDidLoad`,
/// `viewWillAppear`/`viewDidAppear`, `viewWillLayoutSubviews`/`viewDidLayoutSubviews`,
/// `viewSafeAreaInsetsDidChange`, `viewWillTransition(to:with:)` — in UIKit's order.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var navigationItem = UINavigationItem()
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// `automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11 for the scroll view's
    /// `contentInsetAdjustmentBehavior`): kept, inert — the list's insets follow its own behaviour.
    open var automaticallyAdjustsScrollViewInsets = true
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// `view`: loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }
    open func loadViewIfNeeded() { _ = view }

    /// `loadView()`: a plain root view, sized by the host to the screen.
    open func loadView() { loadedView = UIView(frame: .zero) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// `willTransition(to:with:)` (`UIContentContainer`), inert: the rehearsal's traits never change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
    /// `present(_:animated:completion:)`: recorded as `presentedViewController` (its view is
    /// not laid out: the rehearsed screen stays the list); the completion runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }
    /// `dismiss(animated:completion:)`: the presented view controller (or this one, when
    /// presented) goes; the completion runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// `transitioningDelegate`: kept, never asked (presentations are recorded, not animated).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var isModalInPresentation = false
    /// `tabBarItem`: kept (no tab bar is laid out).
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    /// `popoverPresentationController`: made on first read while `modalPresentationStyle` is
    /// `.popover`, nil otherwise (Apple); inert (``UIPopoverPresentationController``).
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil) }
        return popover
    }
    private var popover: UIPopoverPresentationController?
    /// `presentationController`: the popover presentation controller for `.popover`, else one
    /// made on first read (UIKit makes it on access, so a delegate can be set before
    /// presenting); inert (``UIPresentationController``).
    open var presentationController: UIPresentationController? {
        if let popoverPresentationController { return popoverPresentationController }
        if presentation == nil { presentation = UIPresentationController(presentedViewController: self, presenting: presentingViewController) }
        return presentation
    }
    private var presentation: UIPresentationController?
    /// `navigationController`: the navigation controller whose stack holds this one (or an
    /// ancestor), nil for the rehearsed screen on its own.
    open var navigationController: UINavigationController? {
        navigationParent ?? parent?.navigationController
    }
    weak var navigationParent: UINavigationController?
    open var tabBarController: UITabBarController? { nil }
    /// `splitViewController`: nil — a rehearsed screen is shown alone, as `tabBarController`.
    open var splitViewController: UISplitViewController? { nil }
    /// `show(_:sender:)`: pushed onto `navigationController`'s stack when there is one, else
    /// presented (Apple: the navigation controller's override pushes; without a target,
    /// "this method uses the window's root view controller to present vc modally").
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }
    /// `showDetailViewController(_:sender:)`: presented (Apple: outside a split view controller,
    /// "to present vc modally"; `UISplitViewController` overrides it).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// Status bar, orientation and presentation preferences: asked by no one (the rehearsal's
    /// device stays in the scenario's orientation and draws no status bar).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var modalPresentationCapturesStatusBarAppearance = false
    open var hidesBottomBarWhenPushed = false
    open var definesPresentationContext = false
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    /// `systemMinimumLayoutMargins`: a phone's 16 pt sides (estimate), read only.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    open var viewRespectsSystemMinimumLayoutMargins = true
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `isEditing` and `setEditing(_:animated:)`: kept (no editing controls are drawn); setting
    /// `isEditing` calls `setEditing(_:animated: false)`, as UIKit does.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }
    /// `editButtonItem`: an Edit bar button item (inert).
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem(systemItem: .edit) }
}

/// `UINavigationItem`, inert.
@MainActor @preconcurrency
open class UINavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var titleView: UIView?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var rightBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    /// `searchController`, `hidesSearchBarWhenScrolling`: kept (no bar is laid out).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    public init() {}
    public init(title: String) { self.title = title }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}
/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }
/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0), left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2), right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// `UIViewControllerTransitionCoordinator`: `animate(alongsideTransition:completion:)`
/// runs the alongside block at once and the completion when the transition ends.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewController {
    /// `transitionCoordinator`: nil — a rehearsal presents and dismisses without animated
    /// transitions, so none is ever in progress.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion: UIKit's `completion`
    /// defaults to nil (`completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)),
    /// which a Swift protocol requirement cannot declare.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// The transition of a resize (rotation, split view): 0.3 s, as UIKit's rotation — an
/// estimate (UIKit documents no figure).
@MainActor
final class SizeTransition: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    let transitionDuration: TimeInterval = 0.3
    let isAnimated = true
    let isCancelled = false
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion {
            UIView.afterVirtualDelay(transitionDuration) { completion(self) }
        }
        return true
    }
}
