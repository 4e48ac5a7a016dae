/// `UIResponder`: the keyboard notifications and their `userInfo` keys, and the first
/// responder calls (recorded; the keyboard follows the scenario's timeline).
///
/// As in UIKit, an `NSObject` subclass (`@MainActor open class UIResponder: NSObject`): views
/// and view controllers compare and hash by identity (`==`, `Hashable`), and generic code
/// constrained to `NSObject` accepts them. The keyboard notifications are posted on
/// Foundation's `NotificationCenter.default` with UIKit's `userInfo`: frames as `NSValue`
/// (`NSValue(cgRect:)`, read back with `cgRectValue`), the duration as a `Double` and the
/// curve as an `Int` (`UIView.AnimationCurve` raw value 7, the keyboard's own curve).
///
/// `inputView` is not declared: a view controller of a chat screen often names its own input
/// bar `inputView` (which on iOS would need `override`), and the rehearsal has no first
/// responder to hand a keyboard to. `inputAccessoryView` is declared and inert.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() { super.init() }

    #if !canImport(ObjectiveC)
    /// The responder's associated objects (`objc_setAssociatedObject`, Linux only), by key.
    nonisolated(unsafe) var associatedObjects: [UnsafeRawPointer: AssociatedValue] = [:]
    #endif

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `NSNumber` (`Double`), seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `NSNumber` (`Int`): a `UIView.AnimationCurve` raw value (7, the keyboard's own curve).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `NSNumber` (`Bool`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// `becomeFirstResponder()`: recorded; the keyboard follows the scenario's timeline.
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// `reloadInputViews()`: nothing to reload (no input views are shown, see above).
    open func reloadInputViews() {}
    /// `inputAccessoryView`: declared, so a screen that hands its composer to the keyboard as
    /// the accessory (`override var inputAccessoryView: UIView? { composer }`) compiles; the
    /// rehearsal never shows it — the composer the rehearsal moves with the keyboard is the
    /// input bar the adapter names. (`inputView` stays undeclared, see above.)
    open var inputAccessoryView: UIView? { nil }
    /// `next`: the responder chain — a view's superview (or its view controller), a view
    /// controller's parent.
    open var next: UIResponder? { nil }
    /// `awakeFromNib()` and `prepareForInterfaceBuilder()` (UIKit's `NSObject` additions for
    /// nib loading, https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib):
    /// declared on the responder so a view's or controller's `override` compiles; never
    /// called, as no nib is loaded (README: storyboards and nibs).
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    /// The accessibility attributes (`UIAccessibility`, Apple: an informal protocol of
    /// `NSObject`), inert: kept for VoiceOver, which does not run in a rehearsal.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityLanguage: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The container calls (`UIAccessibilityContainer`): answered from `accessibilityElements`.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// The actions VoiceOver sends (`UIAccessibilityAction`): never sent here.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// `undoManager`: the nearest one up the responder chain (UIKit); none here — nothing is
    /// typed in a rehearsal, so nothing is undone (`UIWindow` has none).
    open var undoManager: UndoManager? { next?.undoManager }
    /// `awakeAfter(using:)` (`NSObject`'s, for objects decoded from an archive): never called.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }
    #if !canImport(ObjectiveC)
    /// `classForCoder()`, the class method Objective-C gives every class from `NSObject`'s
    /// instance method (`tableView.register(Cell.classForCoder(), …)`): the class itself, as
    /// `NSObject`'s default (Linux's Foundation has only the instance property).
    open class func classForCoder() -> AnyClass { self }
    /// `canPerformAction(_:withSender:)`: asked by no edit menu here (none is shown); the
    /// default is false.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// `observeValue(forKeyPath:of:change:context:)`: what a view's string-keyed observation
    /// calls on its observer (``UIView/addObserver(_:forKeyPath:options:context:)``); the
    /// default does nothing. (On Apple's systems this is `NSObject`'s, from Foundation.)
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif
    /// `touchesBegan(_:with:)` and the other touch callbacks: called on a control for a
    /// simulated tap (``UIControl/simulateTap()``), which ``UIControl`` tracks as UIKit does;
    /// otherwise never (the engine delivers gestures to the scroll view, not touches to
    /// responders).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `motionBegan`/`motionEnded`/`motionCancelled` (shake to undo): never called — no one shakes the device.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}
