/// `UISlider`: inert — its value is kept; the rehearsal drags no thumbs. `setValue(_:animated:)`
/// clamps to the range, as UIKit does ("If you try to set a value that is below the minimum
/// or above the maximum value, the minimum or maximum value is set instead", Apple, `value`).
@MainActor @preconcurrency
open class UISlider: UIControl {
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// `UISwitch`: inert — `isOn` is kept; `setOn(_:animated:)` sends no action, as in UIKit
/// (a switch sends `.valueChanged` only when the user flips it, and no one does here).
@MainActor @preconcurrency
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle: Style = .automatic
    /// `UISwitch.Style`.
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// `UIFeedbackGenerator`: inert — the rehearsal has no haptics.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    open func prepare() {}
}

/// `UINotificationFeedbackGenerator`: inert.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// `UIImpactFeedbackGenerator`: inert.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public convenience override init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// `UISelectionFeedbackGenerator`: inert.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
