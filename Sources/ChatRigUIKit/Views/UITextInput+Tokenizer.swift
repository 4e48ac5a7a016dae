/// `UITextGranularity`, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable { case character, word, sentence, paragraph, line, document }
/// `UITextLayoutDirection`, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
/// `UITextStorageDirection`, with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable { case forward, backward }
/// `UITextDirection`: a storage or a layout direction's raw value, as in UIKit.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> Self { Self(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> Self { Self(rawValue: direction.rawValue) }
    /// Backward in the text: `.backward`, `.left` or `.up`.
    var isBackward: Bool { [UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue].contains(rawValue) }
}

/// `UITextInputTokenizer`: text units around positions.
@MainActor @preconcurrency
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// `UITextInputStringTokenizer`: units of a text view's string — a character is one UTF-16
/// code unit (as positions count), a word a run of letters and digits, a line, sentence or
/// paragraph the text between newlines (no text is laid out, so a line is a paragraph here:
/// an estimate), the document all of it.
@MainActor @preconcurrency
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: UITextView?

    public init(textInput: UITextView) {
        self.textInput = textInput
        super.init()
    }

    private var units: [UInt16] { Array((textInput?.text ?? "").utf16) }

    /// The unit's bounds around `offset`: whether the code unit belongs to the same unit.
    private func sameUnit(_ granularity: UITextGranularity) -> (UInt16) -> Bool {
        switch granularity {
        case .character: { _ in false }
        case .word: { unit in Unicode.Scalar(unit).map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false }
        case .sentence, .paragraph, .line: { $0 != 0x0A }
        case .document: { _ in true }
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        let units = self.units
        guard !units.isEmpty else { return nil }
        let anchor = direction.isBackward ? position.offset - 1 : position.offset
        guard units.indices.contains(anchor) else { return nil }
        if granularity == .character { return UITextRange(start: UITextPosition(offset: anchor), end: UITextPosition(offset: anchor + 1)) }
        let inside = sameUnit(granularity)
        guard inside(units[anchor]) else { return nil }
        var start = anchor, end = anchor + 1
        while start > 0, inside(units[start - 1]) { start -= 1 }
        while end < units.count, inside(units[end]) { end += 1 }
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let units = self.units, offset = position.offset
        guard offset > 0, offset < units.count else { return true }
        let inside = sameUnit(granularity)
        return !(inside(units[offset - 1]) && inside(units[offset]))
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let count = units.count
        var offset = position.offset
        repeat {
            offset += direction.isBackward ? -1 : 1
        } while offset > 0 && offset < count && !isPosition(UITextPosition(offset: offset), atBoundary: granularity, inDirection: direction)
        return (0...count).contains(offset) ? UITextPosition(offset: offset) : nil
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }
}
