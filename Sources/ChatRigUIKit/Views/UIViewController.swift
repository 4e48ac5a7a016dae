/// `UIViewController`: the lifecycle the host drives — `loadView`, `viewDidLoad`,
/// `viewWillAppear`/`viewDidAppear`, `viewWillLayoutSubviews`/`viewDidLayoutSubviews`,
/// `viewSafeAreaInsetsDidChange`, `viewWillTransition(to:with:)` — in UIKit's order.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var navigationItem = UINavigationItem()
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
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
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func setNeedsStatusBarAppearanceUpdate() {}
}

/// `UINavigationItem`, inert.
open class UINavigationItem {
    open var title: String?
    open var largeTitleDisplayMode: Int = 0
    public init() {}
}

/// `UIViewControllerTransitionCoordinator`: `animate(alongsideTransition:completion:)`
/// runs the alongside block at once and the completion when the transition ends.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// The transition of a resize (rotation, split view): 0.3 s, as UIKit's rotation — an
/// estimate (UIKit documents no figure).
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
