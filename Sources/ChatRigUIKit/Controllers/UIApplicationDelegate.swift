/// `UIApplicationDelegate`: every method optional in UIKit; the app's delegate is not part of
/// a rehearsal (the rehearsal opens the screen itself), so none is called.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// The optional `window` requirement, read through the delegate as UIKit code reads it
    /// (`UIApplication.shared.delegate?.window` is a `UIWindow??` on iOS: an optional
    /// requirement of optional type): the rehearsal's window — where an app that keeps its
    /// window in its delegate shows its screens (estimate: a scene-based app's delegate has
    /// no window; most chat screens reading it predate scenes).
    public var window: UIWindow?? {
        .some(((self as? RehearsalApplicationDelegate)?.application ?? UIApplication.shared).keyWindow)
    }
}

extension UIApplication {
    /// `delegate`: the app's delegate as set, else the rehearsal's stand-in (whose `window` is
    /// the rehearsal's window).
    public var delegate: (any UIApplicationDelegate)? {
        get { assignedDelegate ?? RehearsalApplicationDelegate(application: self) }
        set { assignedDelegate = newValue }
    }
}

/// The application delegate a rehearsal answers with when the app set none: its application.
@MainActor
final class RehearsalApplicationDelegate: UIApplicationDelegate {
    weak var application: UIApplication?
    init(application: UIApplication) { self.application = application }
}

extension UIApplicationDelegate {
    /// `main()`: what `@main` on an app's delegate runs (UIKit's runs `UIApplicationMain`);
    /// launches nothing and returns at once — a rehearsal opens the screen itself.
    public static func main() {}
}

extension UIApplication {
    /// `UIApplication.LaunchOptionsKey`: the keys of the launch options an app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` takes (never called here).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}
