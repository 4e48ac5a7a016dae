/// `UITextField`: inert — its text is kept; editing follows the scenario's timeline (the
/// composer), not this field. Its `editingChanged` actions run when the app calls
/// `sendActions(for: .editingChanged)`.
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    open var text: String? = "" { didSet { UIView.noteWrite() } }
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    /// `inputView` and `inputAccessoryView` (read-write on a text field): kept; the rehearsal's
    /// keyboard is the scenario's, so neither is shown.
    open var inputView: UIView?
    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    private var accessoryView: UIView?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardType: UIKeyboardType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var adjustsFontSizeToFitWidth = false
    open weak var delegate: (any UITextFieldDelegate)?
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// More text input traits and appearance: kept (nothing is typed or drawn).
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var clearsOnBeginEditing = false
    open var textContentType: UITextContentType!
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    public let inputAssistantItem = UITextInputAssistantItem()
    open var minimumFontSize: CGFloat = 0
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var allowsEditingTextAttributes = false
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// `isEditing`: false — the scenario's composer is typed in, not this field.
    open var isEditing: Bool { false }

    /// The drawing rectangles a subclass overrides (a padded composer field), inert: nothing
    /// is laid out or drawn, so the field's bounds are each one's answer (the overrides compile
    /// and are not called by the rehearsal).
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}
}

/// `UITextFieldDelegate`: every method optional; not called (the field is inert).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch }
/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// `UIKeyboardAppearance`, with UIKit's raw values (`alert` is `dark`'s old name).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}
/// `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
