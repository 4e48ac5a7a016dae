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
    /// `delegate`: kept; its methods are declared and not called (no transition is run).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The toolbar and the back-swipe recognizer: kept, inert (no bar is laid out, no edge swiped).
    open var isToolbarHidden = true
    open var toolbar: UIToolbar! = UIToolbar(frame: .zero)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable { case none, push, pop }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationParent = self
    }
    /// `init()`: NSObject's initializer, which UIKit's view controllers inherit — so
    /// `UINavigationController()` and `UIImagePickerController()` compile, as on iOS. A
    /// convenience initializer here, so a subclass's own `convenience init()` needs no
    /// `override`, as on iOS (where `init()` is Objective-C's, not redeclared by UIKit).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// `init(navigationBarClass:toolbarClass:)`: the classes are not instantiated (the bars
    /// are inert), so a navigation controller with the default bars.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeSubrange(1...)
        return popped
    }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// `show(_:sender:)`: pushed onto this stack, as UIKit's navigation controller does.
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }
}

/// `UINavigationBar`: inert.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    /// `barStyle`, `barTintColor`, `titleTextAttributes`: kept (no bar is drawn).
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
}

/// `UIBarButtonItem`: inert (no bar is laid out or tapped; ``simulateTap()`` taps one). Its
/// actions take the closure forms (`primaryAction`, `menu`, and ChatRigUIKit's
/// `init(title:style:action:)` family for an action taking the sender and the event); the
/// selector form `init(title:style:target:action:)` needs the Objective-C runtime
/// (`chatrig port` rewrites it to `primaryAction: UIAction { … }`, or to the `action:` form
/// when the method takes the item). A bar button item's action is sent through
/// `UIApplication.sendAction(_:to:from:for:)`, so it may take nothing, the sender, or the
/// sender and the event (Apple, `sendAction(_:to:from:for:)`).
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
    /// `target` and `action`, inert: a selector is never sent (no Objective-C runtime); the
    /// closure forms below and `primaryAction` are what a tap runs.
    open weak var target: AnyObject?
    open var action: Selector?

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

    // MARK: ChatRigUIKit's closure forms of the target-action initializers

    /// The sender-and-event action of the `action:` initializers.
    private var senderAction: (@MainActor (UIBarButtonItem, UIEvent?) -> Void)?

    /// The closure form of `init(title:style:target:action:)`, for an action taking the item
    /// and the event (ChatRigUIKit's: UIKit has only the selector form).
    public convenience init(title: String?, style: Style, action: @escaping @MainActor (_ sender: UIBarButtonItem, _ event: UIEvent?) -> Void) {
        self.init(title: title, image: nil, primaryAction: nil, menu: nil)
        self.style = style
        senderAction = action
    }
    /// The closure form of `init(image:style:target:action:)` (see `init(title:style:action:)`).
    public convenience init(image: UIImage?, style: Style, action: @escaping @MainActor (_ sender: UIBarButtonItem, _ event: UIEvent?) -> Void) {
        self.init(title: nil, image: image, primaryAction: nil, menu: nil)
        self.style = style
        senderAction = action
    }
    /// The closure form of `init(barButtonSystemItem:target:action:)` (see `init(title:style:action:)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem,
                            action: @escaping @MainActor (_ sender: UIBarButtonItem, _ event: UIEvent?) -> Void) {
        self.init(title: nil, image: nil, primaryAction: nil, menu: nil)
        senderAction = action
    }

    /// ChatRigUIKit's: a user's tap on the item — its `action:` closure with the item and a
    /// `.touches` event at the virtual clock's time (one touch, on the custom view if any),
    /// then its `primaryAction` with the item as `sender`. A disabled item does nothing.
    public func simulateTap() {
        guard isEnabled else { return }
        let time = CACurrentMediaTime()
        let touch = UITouch(view: customView, at: .zero, timestamp: time)
        touch.move(to: .ended)
        senderAction?(self, UIEvent(touches: [touch], timestamp: time))
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
        }
    }
}
