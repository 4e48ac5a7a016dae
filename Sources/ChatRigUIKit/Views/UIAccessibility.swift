/// UIKit's accessibility types, as UIKit declares them. The rehearsal runs without VoiceOver:
/// `UIAccessibility.isVoiceOverRunning` and the other settings are false (modelled: the
/// rehearsal's device has them off), `post(notification:argument:)` speaks nothing (inert).

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable { case right = 1, left, up, down, next, previous }

/// `UIAccessibility`: the settings (off: no assistive technology runs in a rehearsal) and
/// `post(notification:argument:)` (nothing is spoken).
public enum UIAccessibility {
    /// `UIAccessibility.Notification`, with UIKit's values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
    public static func post(notification: Notification, argument: Any?) {}
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// `UIAccessibilityElement`: an element a container vends, inert.
@MainActor @preconcurrency
open class UIAccessibilityElement: NSObject {
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}

/// `UIAccessibilityCustomAction` (the closure form), inert: VoiceOver sends no action here.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }
}

/// `UIScrollViewAccessibilityDelegate`: the status VoiceOver reads after a scroll (never asked).
@MainActor @preconcurrency
public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
    func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString?
}

extension UIScrollViewAccessibilityDelegate {
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
    public func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString? { nil }
}
