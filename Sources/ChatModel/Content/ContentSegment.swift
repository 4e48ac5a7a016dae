/// One block of a message's content as a chat cell lays it out: a thinking disclosure, a
/// code block, a heading, a list item, a quote or a paragraph.
///
/// Segmentation follows the modelled chat designs. The iris design's `AssistantMessageCell.parseContent` splits
/// a reply into `<think>…</think>` blocks and the text between them (an unclosed `<think>`
/// while streaming is an active thinking block), then renders the text as Markdown; seed
/// 003's `CodeBlockView` shows fenced code with its language. ``SegmentedContent`` produces
/// these segments from a message's text, whole or chunk by chunk.
///
/// ## Displayed text and inline markup
///
/// For Markdown segments (heading, list item, blockquote, paragraph) ``text`` is the text a
/// label draws: block markers (`## `, `- `, `1. `, `> `) and inline markers (`**`, `*`, `_`,
/// backticks, `[`, `](url)`, backslash escapes) are stripped; ``inlineMarkup`` counts how many
/// displayed characters carry each inline style and how many marker characters were removed,
/// so a layout can charge monospaced inline code or styled runs without re-parsing.
/// Lines of one paragraph, list item or quote are joined with `"\n"` (the design renders with
/// `.inlineOnlyPreservingWhitespace`, which keeps line breaks). For thinking and code
/// segments ``text`` is the raw content between the tags or fences, without the tags, the
/// fence lines, and (for thinking) leading and trailing whitespace.
public struct ContentSegment: Hashable, Sendable {
    /// What a segment is.
    public enum Kind: Hashable, Sendable {
        /// A `<think>…</think>` block (the iris design's `UIKitThinkingView`, the v0 design's disclosure).
        case thinking
        /// A fenced code block (```` ``` ```` or `~~~`); `language` is the first word of the
        /// info string, `nil` when there is none.
        case code(language: String?)
        /// An ATX heading, `#` to `######`; `level` is 1...6.
        case heading(level: Int)
        /// One item of a bullet (`-`, `*`, `+`) or ordered (`1.`, `1)`) list.
        case listItem(ordered: Bool)
        /// Consecutive `>` lines.
        case blockquote
        /// Consecutive plain lines up to a blank line or another block.
        case paragraph
    }

    public var kind: Kind
    /// The displayed text (see the type's discussion for what is stripped).
    public var text: String
    /// Whether no further input can change this segment. While a message streams, the last
    /// segment is usually open: an unclosed `<think>`, an unterminated fence, a paragraph
    /// that the next line may continue.
    public var isClosed: Bool
    /// Character counts of inline styles within ``text``; zero for thinking and code.
    public var inlineMarkup: InlineMarkup

    public init(kind: Kind, text: String, isClosed: Bool, inlineMarkup: InlineMarkup = InlineMarkup()) {
        self.kind = kind
        self.text = text
        self.isClosed = isClosed
        self.inlineMarkup = inlineMarkup
    }

    /// Displayed characters inside inline code spans (`` `like this` ``), which a layout
    /// sets in a monospaced font.
    @inlinable
    public var inlineCodeCharacters: Int { inlineMarkup.codeCharacters }
}
