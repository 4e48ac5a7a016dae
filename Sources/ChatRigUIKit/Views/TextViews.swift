/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

/// `UILabel`: its text is kept (what a visible cell shows, for stale-cell checks); drawing
/// and measuring are not done here — a cell's height comes from ChatRig's cell sizer.
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String? {
        didSet {
            UIView.noteWrite()
            TextWork.stringChanged(from: oldValue, to: text)
        }
    }
    /// `attributedText`; setting it sets `text` to its string, as UIKit does.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            text = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    /// `drawText(in:)`, `textRect(forBounds:limitedToNumberOfLines:)`: for a subclass that
    /// insets its text; `drawText` is never called (nothing is drawn) and `textRect` answers
    /// the bounds given.
    open func drawText(in rect: CGRect) {}
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
}

/// `UITextViewDelegate`: every method optional.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Link and attachment taps (`UITextItemInteraction`): never asked (no touches).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

/// `UITextItemInteraction`, with UIKit's raw values.
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Link and attachment interactions: declared, never asked (no link is touched).
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// `UITextView`: text kept; `sizeThatFits(_:)` answers one line per newline at the font's
/// line height plus the container insets (an estimate: no text layout is done).
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// `textContainer`: the container given at init, or a new one.
    public let textContainer: NSTextContainer
    /// `inputView` and `inputAccessoryView` (read-write on a text view): kept; the rehearsal's
    /// keyboard is the scenario's, so neither is shown.
    open var inputView: UIView?
    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    private var accessoryView: UIView?

    /// `init(frame:textContainer:)`: UITextView's designated initializer (with `init?(coder:)`),
    /// as UIKit declares it (`NS_DESIGNATED_INITIALIZER`): a subclass overrides these two, and
    /// then inherits `init(frame:)` and `init()`.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
    }

    /// `init(frame:)`: a convenience initializer on UITextView, as UIKit imports it.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    open var text: String! = "" {
        didSet {
            UIView.noteWrite()
            TextWork.stringChanged(from: oldValue, to: text)
            if let storage = storedTextStorage { storage.setAttributedString(NSAttributedString(string: text ?? "")) }
        }
    }
    /// `textStorage`, `layoutManager`: the text view's TextKit 1 objects (``NSTextStorage``,
    /// ``NSLayoutManager``), made on first use; the storage takes the view's text whenever
    /// `text` is set. Edits the app makes to the storage stay there: they do not change
    /// `text` (an approximation — the rehearsal lays out no text).
    open var textStorage: NSTextStorage {
        if let storedTextStorage { return storedTextStorage }
        let storage = NSTextStorage(string: text ?? "")
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        storage.addLayoutManager(manager)
        storedTextStorage = storage
        return storage
    }
    open var layoutManager: NSLayoutManager { textStorage.layoutManagers[0] }
    private var storedTextStorage: NSTextStorage?
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var returnKeyType: UIReturnKeyType = .default
    open var adjustsFontForContentSizeCategory = false
    /// Text input traits and link attributes: kept (nothing is typed or drawn).
    open var keyboardType: UIKeyboardType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType!
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var allowsEditingTextAttributes = false
    open var isFindInteractionEnabled = false
    /// `inputAssistantItem`: the shortcut bar's groups (an iPad's), kept.
    public let inputAssistantItem = UITextInputAssistantItem()
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `selectedRange`: kept (nothing is typed in a rehearsal).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// `selectedTextRange` (`UITextInput`): the selection as a text range, the same selection
    /// `selectedRange` reads; open, as in UIKit (a message bubble overrides it to disable selection).
    open var selectedTextRange: UITextRange? {
        get { selectedRangeAsTextRange }
        set { if let newValue { select(newValue) } }
    }
    /// `closestPosition(to:)`, `closestPosition(to:within:)`, `characterRange(at:)`
    /// (`UITextInput`, open as in UIKit): the start of the line at the point's height, kept
    /// within the range; the character there (``lineStart(at:)``; estimates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { lineStart(at: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        UITextPosition(offset: min(max(lineStart(at: point).offset, range.start.offset), range.end.offset))
    }
    open func characterRange(at point: CGPoint) -> UITextRange? {
        tokenizer.rangeEnclosingPosition(lineStart(at: point), with: .character, inDirection: .storage(.forward))
    }
    /// `tokenizer` (`UITextInput`): a string tokenizer over this text view.
    open var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    /// `UITextInputTraits`' `enablesReturnKeyAutomatically` and `keyboardAppearance`: kept.
    open var enablesReturnKeyAutomatically = false
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// `scrollRangeToVisible(_:)`: inert — no text is laid out, so there is nothing to scroll to.
    open func scrollRangeToVisible(_ range: NSRange) {}
    /// The standard edit actions UITextView implements (`UIResponderStandardEditActions`):
    /// declared for overrides; `copy(_:)` and `cut(_:)` put the selected text on the
    /// rehearsal's pasteboard, `paste(_:)` replaces the selection with its string (no menu
    /// or keyboard calls them here: only the app).
    open func copy(_ sender: Any?) { UIPasteboard.general.string = selectedText }
    open func cut(_ sender: Any?) { copy(sender); replaceSelection(with: "") }
    open func paste(_ sender: Any?) { replaceSelection(with: UIPasteboard.general.string ?? "") }
    open func selectAll(_ sender: Any?) { selectedRange = NSRange(location: 0, length: (text ?? "").utf16.count) }
    /// `insertText(_:)`, `deleteBackward()` (`UIKeyInput`) and `replace(_:withText:)`
    /// (`UITextInput`), modelled as edits typed at the selection: the selection's text is
    /// replaced (or the character before an empty selection deleted), the caret follows, and,
    /// as for typing, the delegate hears `textViewDidChange(_:)` and `textDidChangeNotification`
    /// is posted (setting `text` does neither, as in UIKit).
    open func insertText(_ text: String) { edit { $0.replaceSelection(with: text) } }
    open func deleteBackward() {
        edit { view in
            let current = view.text ?? ""
            if view.selectedRange.length == 0, let caret = Range(view.selectedRange, in: current)?.lowerBound, caret > current.startIndex {
                view.selectedRange = NSRange(current.index(before: caret)..<caret, in: current)
            }
            view.replaceSelection(with: "")
        }
    }
    open func replace(_ range: UITextRange, withText text: String) {
        edit { view in
            view.selectedRange = NSRange(location: range.start.offset, length: max(0, range.end.offset - range.start.offset))
            view.replaceSelection(with: text)
        }
    }
    private func edit(_ change: (UITextView) -> Void) {
        change(self)
        (delegate as? any UITextViewDelegate)?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
    private var selectedText: String {
        guard let range = Range(selectedRange, in: text ?? "") else { return "" }
        return String((text ?? "")[range])
    }
    private func replaceSelection(with string: String) {
        let current = text ?? ""
        guard let range = Range(selectedRange, in: current) else { return }
        text = current.replacingCharacters(in: range, with: string)
        selectedRange = NSRange(location: selectedRange.location + string.utf16.count, length: 0)
    }
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// The text view's delegate as a `UITextViewDelegate` (what `delegate` sets).
    weak var storedTextViewDelegate: (any UITextViewDelegate)?
    /// `delegate`: the text view's delegate (a `UIScrollViewDelegate` too). UIKit redeclares
    /// the scroll view's `delegate` as `UITextViewDelegate` (Objective-C allows the narrower
    /// type); Swift does not, so the setter keeps a `UITextViewDelegate` and the getter gives
    /// it back as the scroll view's delegate type.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { storedTextViewDelegate }
        set { storedTextViewDelegate = newValue as? any UITextViewDelegate }
    }

    /// One line of the text view's font, 20 pt without one (an estimate): the height each line
    /// of ``sizeThatFits(_:)``, ``caretRect(for:)`` and ``closestPosition(to:)`` takes.
    var estimatedLineHeight: CGFloat { font?.lineHeight ?? 20 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = CGFloat(max(1, (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count))
        return CGSize(width: size.width, height: lines * estimatedLineHeight + textContainerInset.top + textContainerInset.bottom)
    }
}

/// `NSTextContainer`: inert — the region text is laid out in (no text is laid out here).
@MainActor @preconcurrency
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false

    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public convenience override init() { self.init(size: .zero) }
}

/// `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit's bits (`UIDataDetectorTypes`); `all` is every bit, as UIKit's `UIDataDetectorTypeAll`.
    public static let link = UIDataDetectorTypes(rawValue: 2), phoneNumber = UIDataDetectorTypes(rawValue: 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2), calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4), flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable { case `default`, go, send, done, search }

/// Where ChatRigUIKit's old `UITextView.textViewDelegate` lives now: UIKit has no member of
/// that name, and as a member of the class it clashed with a subclass's own
/// `textViewDelegate` (a composer's text view declaring its own delegate protocol). In a
/// protocol extension it is shadowed by such a member instead, and code that used it still
/// compiles, with a deprecation warning.
public protocol UITextViewLegacyDelegateAccess: AnyObject {}

extension UITextView: UITextViewLegacyDelegateAccess {}

extension UITextViewLegacyDelegateAccess where Self: UITextView {
    /// The text view's delegate as a `UITextViewDelegate`.
    @available(*, deprecated, message: "UIKit has no textViewDelegate: use delegate (as? UITextViewDelegate)")
    @MainActor public var textViewDelegate: (any UITextViewDelegate)? {
        get { storedTextViewDelegate }
        set { storedTextViewDelegate = newValue }
    }
}
