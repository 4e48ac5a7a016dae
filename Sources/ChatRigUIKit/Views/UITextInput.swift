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

    /// The selection as a text range (`selectedRange`).
    public var selectedTextRange: UITextRange? {
        get {
            let start = min(selectedRange.location, documentLength)
            let end = min(selectedRange.location + selectedRange.length, documentLength)
            return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
        }
        set {
            guard let newValue else { return }
            let start = min(max(0, newValue.start.offset), documentLength)
            let end = min(max(start, newValue.end.offset), documentLength)
            selectedRange = NSRange(location: start, length: end - start)
        }
    }
}
