import ChatModel

/// What a cell shows, read from the text the app's cell code put on its labels and text
/// views: how the rehearsal notices a cell configured from stale data.
///
/// A cell shows its message's current revision when the text on its views ends with the
/// message's text (its last ``suffixLength`` non-space characters, enough to tell two
/// revisions of a streaming reply apart, whose text only grows). Whitespace is ignored (cells
/// trim segments); markup stays (the face keeps Markdown source text). A cell whose views hold
/// no label or text view at all (an image grid) is taken at its word.
@MainActor
enum ShownText {
    static let suffixLength = 32

    /// Whether `cell`'s views show `text` (`<think>` tags are drawn as a block, not as text), as far as their text tells. O(text on the cell).
    static func shows(_ text: String, in cell: UIView) -> Bool {
        let visible = text.replacingOccurrences(of: "<think>", with: "").replacingOccurrences(of: "</think>", with: "")
        let wanted = String(String.UnicodeScalarView(visible.unicodeScalars.filter { !$0.properties.isWhitespace }.suffix(suffixLength)))
        guard !wanted.isEmpty else { return true }
        var shown: String?
        collect(cell, into: &shown)
        guard let shown else { return true }
        return String(String.UnicodeScalarView(shown.unicodeScalars.filter { !$0.properties.isWhitespace })).contains(wanted)
    }

    /// Appends the text of every visible label and text view under `view`; `text` stays nil
    /// when there is none.
    private static func collect(_ view: UIView, into text: inout String?) {
        if view.isHidden { return }
        if let label = view as? UILabel { text = (text ?? "") + (label.text ?? "") }
        if let textView = view as? UITextView { text = (text ?? "") + (textView.text ?? "") }
        for subview in view.subviews { collect(subview, into: &text) }
    }
}
