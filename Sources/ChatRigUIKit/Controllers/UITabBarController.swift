/// `UITabBarController`: inert — kept view controllers; no tab bar is drawn, and a rehearsed
/// screen's `tabBarController` is nil (it is shown alone).
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    /// `tabBar`: kept, inert (no bar is laid out).
    open var tabBar = UITabBar(frame: .zero)
    open var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}

/// The text attributes UIKit adds to `NSAttributedString.Key` (Foundation on Linux has the
/// key type, not these keys): kept, never drawn.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let link = NSAttributedString.Key("NSLink")
}
