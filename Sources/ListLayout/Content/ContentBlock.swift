import ChatModel

/// One vertical block of a message's content, as a cell stacks them.
///
/// Text carried by a block is the text a label draws: Markdown markers (`## `, `- `, `> `,
/// `**`, backticks, link URLs) are already stripped by the segmenter, so the sizer measures
/// exactly what is shown.
public enum ContentBlock: Hashable, Sendable {
    /// Body text (17 pt): a paragraph.
    case text(String)
    /// A model's reasoning between `<think>` and `</think>`; `isOpen` while the closing
    /// tag has not arrived (the block is still streaming and its header shimmers).
    case thinking(String, isOpen: Bool)
    /// A fenced code block, set monospaced and scrolled horizontally (never wrapped).
    case code(String, language: String?)
    /// An ATX heading; `level` is 1...6 and picks the font (``Font/heading(level:)``).
    case heading(String, level: Int)
    /// One list item: `marker` is what is drawn before the text (`•` for a bullet list,
    /// `3.` for the third item of an ordered one), the text hangs indented after it.
    case listItem(String, marker: String)
    /// A block quote: body text indented behind a vertical rule.
    case quote(String)
}

/// Splits a message's text into ``ContentBlock``s: the seam where ChatModel's content
/// segmentation (think blocks, code fences, headings, lists) plugs into ListLayout.
public protocol MessageContentSegmenter: Sendable {
    /// The blocks of `message`'s text, top to bottom.
    func blocks(of message: Message) -> [ContentBlock]

    /// The blocks of `message`'s text, reusing what `state` remembers of the same
    /// message's previous text (a streamed message grows by chunks). Must equal
    /// ``blocks(of:)``. The default ignores `state` and segments the whole text.
    func blocks(of message: Message, state: inout SegmentationState) -> [ContentBlock]

    /// Whether `message`'s blocks include a thinking block, without building them: how a
    /// list picks a cell's reuse pool before measuring it. Must agree with ``blocks(of:)``.
    /// The default builds the blocks.
    func containsThinking(_ message: Message) -> Bool
}

extension MessageContentSegmenter {
    public func blocks(of message: Message, state: inout SegmentationState) -> [ContentBlock] {
        blocks(of: message)
    }

    public func containsThinking(_ message: Message) -> Bool {
        blocks(of: message).contains { block in
            if case .thinking = block { return true }
            return false
        }
    }
}
