import Foundation

/// A position in a text input's document: UIKit's `UITextPosition`, here an offset in
/// UTF-16 code units from the start (as `selectedRange` counts).
@MainActor @preconcurrency
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range of a text input's document: UIKit's `UITextRange`.
@MainActor @preconcurrency
open class UITextRange: NSObject {
    open var start: UITextPosition
    open var end: UITextPosition
    /// Whether the range holds no characters.
    open var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
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

/// `UITextInput`'s positions and ranges on a text view, modelled on its text and its
/// `selectedRange`: the selection set through `selectedTextRange` is the one `selectedRange`
/// reads, and the reverse. Offsets are UTF-16 code units, clamped to the text.
extension UITextView {
    private var documentLength: Int { (text ?? "").utf16.count }

    /// The document's start.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The document's end.
    public var endOfDocument: UITextPosition { UITextPosition(offset: documentLength) }

    /// The range between two positions, in order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let low = min(fromPosition.offset, toPosition.offset), high = max(fromPosition.offset, toPosition.offset)
        return UITextRange(start: UITextPosition(offset: low), end: UITextPosition(offset: high))
    }

    /// The position `offset` code units from `position`; nil outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...documentLength).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    /// The code units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The selection as a text range, read from `selectedRange` (``selectedTextRange``).
    var selectedRangeAsTextRange: UITextRange {
        let start = min(selectedRange.location, documentLength)
        let end = min(selectedRange.location + selectedRange.length, documentLength)
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    /// Sets `selectedRange` from a text range, clamped to the text.
    func select(_ range: UITextRange) {
        let start = min(max(0, range.start.offset), documentLength)
        let end = min(max(start, range.end.offset), documentLength)
        selectedRange = NSRange(location: start, length: end - start)
    }

    /// The start of the line at the point's height (lines as ``caretRect(for:)`` places them;
    /// an estimate: no text is laid out, so a point's place within its line is not known); the
    /// document's end below the last line (``closestPosition(to:)``).
    func lineStart(at point: CGPoint) -> UITextPosition {
        let lineHeight = estimatedLineHeight
        let line = max(0, Int(((point.y - textContainerInset.top) / lineHeight).rounded(.down)))
        var offset = 0, lines = 0
        for unit in (text ?? "").utf16 where lines < line {
            offset += 1
            if unit == 0x0A { lines += 1 }
        }
        return UITextPosition(offset: lines < line ? documentLength : offset)
    }

    /// `caretRect(for:)`: the caret at `position` — at the start of the position's line
    /// (lines end at newlines, as ``sizeThatFits(_:)`` counts them), one line of the font
    /// high and 2 pt wide, inside the text container's inset (estimates: no text is laid out,
    /// so the caret's x within its line is not known).
    public func caretRect(for position: UITextPosition) -> CGRect {
        let units = Array((text ?? "").utf16.prefix(max(0, position.offset)))
        let line = CGFloat(units.lazy.filter { $0 == 0x0A }.count)
        let lineHeight = estimatedLineHeight
        return CGRect(x: textContainerInset.left, y: textContainerInset.top + line * lineHeight, width: 2, height: lineHeight)
    }

    /// The text being composed by the input method: none in a rehearsal (nothing is typed).
    public var markedTextRange: UITextRange? { nil }

    /// The text in `range`; nil when the range is not within the text.
    public func text(in range: UITextRange) -> String? {
        let text = self.text ?? ""
        let bounds = NSRange(location: range.start.offset, length: max(0, range.end.offset - range.start.offset))
        return Range(bounds, in: text).map { String(text[$0]) }
    }
}
