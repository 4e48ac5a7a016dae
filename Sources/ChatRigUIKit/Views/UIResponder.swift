/// `UIResponder`: the keyboard notifications and their `userInfo` keys.
///
/// `inputView` and `inputAccessoryView` are not declared: a view controller of a chat
/// screen often names its own input bar `inputView` (which on iOS would need `override`),
/// and the rehearsal has no first responder to hand a keyboard to.
open class UIResponder {
    public init() {}

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `Double`, seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `Int`: a `UIView.AnimationCurve` raw value (7, the keyboard's own curve).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `Bool`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// `becomeFirstResponder()`: recorded; the keyboard follows the scenario's timeline.
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var isFirstResponder: Bool { false }
}
