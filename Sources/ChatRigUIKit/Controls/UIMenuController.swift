/// `UIMenuController` and `UIMenuItem` (the edit menu before iOS 16's `UIEditMenuInteraction`):
/// inert — the menu's items and target rectangle are recorded and `isMenuVisible` follows
/// `showMenu`/`hideMenu`, but no menu is shown and no item's action is sent (a selector
/// needs the Objective-C runtime). UIKit posts the will/did show and hide notifications; here
/// they are declared and not posted (no menu appears).
@MainActor @preconcurrency
open class UIMenuController: UIResponder {
    /// `UIMenuController.ArrowDirection`.
    public enum ArrowDirection: Int, Sendable { case `default`, up, down, left, right }

    /// `shared`: the current rehearsal's menu controller (a fresh one outside a rehearsal).
    open class var shared: UIMenuController { UIKitRun.current?.menuController ?? UIMenuController() }

    open var menuItems: [UIMenuItem]?
    open var arrowDirection: ArrowDirection = .default
    open private(set) var isMenuVisible = false
    /// The rectangle and view the menu was last shown from.
    open private(set) var menuFrame: CGRect = .zero
    private weak var targetView: UIView?

    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        menuFrame = targetRect
        isMenuVisible = true
    }
    open func hideMenu(from targetView: UIView) { hideMenu() }
    open func hideMenu() { isMenuVisible = false }
    /// `setTargetRect(_:in:)`, `setMenuVisible(_:animated:)`: deprecated in iOS 13 for `showMenu`.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        menuFrame = targetRect
    }
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }
    open func update() {}

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
}

/// `UIMenuItem`: a title and the name of the action it would send.
@MainActor @preconcurrency
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// `UIProgressView`: its progress is kept, clamped to 0…1 as UIKit documents ("values less
/// than 0.0 and greater than 1.0 are pinned to those limits",
/// https://developer.apple.com/documentation/uikit/uiprogressview/progress); not drawn.
@MainActor @preconcurrency
open class UIProgressView: UIView {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style = .default
    open var progress: Float = 0 { didSet { progress = min(1, max(0, progress)) } }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
