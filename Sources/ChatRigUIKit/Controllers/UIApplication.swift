/// `UIApplication`: `UIApplication.shared` is the current rehearsal's application — its
/// window (``UIWindow``), the keyboard's state as the rehearsal last posted it, an active
/// application state. Outside a rehearsal it is a fresh, inert application with no window.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    /// `UIApplication.shared`: the current rehearsal's application.
    public class var shared: UIApplication { UIKitRun.current?.application ?? UIApplication() }

    open internal(set) var applicationState: State = .active
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    /// The rehearsal's window, once the screen opened.
    weak var installedWindow: UIWindow?
    /// The delegate the app set (``delegate``); UIKit holds it `unowned(unsafe)`, here weakly.
    weak var assignedDelegate: (any UIApplicationDelegate)?
    /// The keyboard's height over the screen's bottom after the last keyboard notification
    /// the rehearsal posted (0: hidden).
    open internal(set) var keyboardHeight: CGFloat = 0

    /// `windows`: the rehearsal's window.
    open var windows: [UIWindow] { installedWindow.map { [$0] } ?? [] }
    /// `keyWindow` (deprecated in UIKit, still common).
    open var keyWindow: UIWindow? { installedWindow }
    /// `statusBarFrame` (deprecated in UIKit, still common): the screen's width by the
    /// rehearsed screen's top safe-area inset (the status bar lies in it; an estimate).
    open var statusBarFrame: CGRect {
        let top = installedWindow?.rootViewController?.view.safeAreaInsets.top ?? 0
        return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: top)
    }
    /// `connectedScenes`: none (scenes are inert).
    open var connectedScenes: Set<UIWindowScene> { [] }

    /// `open(_:options:completionHandler:)`: records nothing, completes with false (no other
    /// app to open).
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// `endEditing`-style keyboard dismissal apps do through the application: the keyboard
    /// follows the scenario's timeline, so this only reports success.
    @discardableResult open func resignFirstResponderEverywhere() -> Bool { true }
    /// `sendAction(_:to:from:for:)` with a nil target, UIKit's way to dismiss the keyboard
    /// from anywhere (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`,
    /// which `chatrig port` writes `Selector("resignFirstResponder")`): the keyboard follows
    /// the scenario's timeline, so `resignFirstResponder` answers true, as UIKit does when a
    /// responder handled it; any other action, or a target, answers false — no method can be
    /// sent by name without the Objective-C runtime.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        target == nil && action == Selector("resignFirstResponder") && resignFirstResponderEverywhere()
    }
}
