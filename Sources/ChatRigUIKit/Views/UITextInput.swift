/// `UITextInput`'s positions and ranges on `UITextView`, over its `selectedRange`: a
/// position is a UTF-16 offset into the text (as UIKit's `NSRange`s count), so
/// `selectedTextRange` reads and writes the same selection as `selectedRange`. Nothing is
/// typed in a rehearsal: these answer the app's own edits (inserting at the cursor).
@MainActor @preconcurrency
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    public let offset: Int
    public init(offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// `UITextRange`: from `start` to `end`.
@MainActor @preconcurrency
open class UITextRange: NSObject {
    open var start: UITextPosition
    open var end: UITextPosition
    open var isEmpty: Bool { start.offset >= end.offset }
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }
}

/// `UITextInputMode`: the keyboard's input mode — one, English ("en-US", an estimate); the
/// change notification is declared and never posted.
@MainActor @preconcurrency
open class UITextInputMode: NSObject {
    open var primaryLanguage: String? { "en-US" }
    open class var activeInputModes: [UITextInputMode] { [UITextInputMode()] }
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}

extension UITextView {
    private var utf16Length: Int { (text ?? "").utf16.count }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: utf16Length) }
    /// `selectedTextRange`: the `selectedRange` as positions; setting nil selects nothing
    /// at the end of the text.
    public var selectedTextRange: UITextRange? {
        get {
            UITextRange(start: UITextPosition(offset: selectedRange.location), end: UITextPosition(offset: NSMaxRange(selectedRange)))
        }
        set {
            guard let newValue else { return selectedRange = NSRange(location: utf16Length, length: 0) }
            selectedRange = NSRange(location: newValue.start.offset, length: max(0, newValue.end.offset - newValue.start.offset))
        }
    }
    public var markedTextRange: UITextRange? { nil }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// `position(from:offset:)`: nil outside the text, as UIKit answers.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...utf16Length).contains(target) ? UITextPosition(offset: target) : nil
    }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    public func text(in range: UITextRange) -> String? {
        let text = self.text ?? ""
        let bounds = NSRange(location: range.start.offset, length: max(0, range.end.offset - range.start.offset))
        return Range(bounds, in: text).map { String(text[$0]) }
    }
}
