/// `UINavigationController`: holds its stack; pushes and pops are recorded and change
/// `topViewController` (only the rehearsed view controller's screen is laid out).
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationParent = self } }
    }
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open var isNavigationBarHidden = false
    open var navigationBar = UINavigationBar()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationParent = self
    }
    /// `init()`: NSObject's initializer, which UIKit's view controllers inherit — so
    /// `UINavigationController()` and `UIImagePickerController()` compile, as on iOS.
    public override init() { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// `UINavigationBar`: inert.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
}

/// `UIBarButtonItem`: inert. Its actions take the closure forms (`primaryAction`,
/// `menu`); the selector form `init(title:style:target:action:)` needs the Objective-C
/// runtime (`chatrig port` rewrites it to `primaryAction: UIAction { … }`).
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done }
    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, close }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?

    public override init() { super.init() }
    public init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    }
    public convenience init(image: UIImage?, primaryAction: UIAction?) {
        self.init(title: nil, image: image, primaryAction: primaryAction, menu: nil)
    }
    public convenience init(customView: UIView) {
        self.init(title: nil, image: nil, primaryAction: nil, menu: nil)
        self.customView = customView
    }
}
