/// How a row turns its message text into what it draws, which decides what re-evaluating its
/// body costs beyond the row itself (text layout is charged by measurement, as for cells).
public enum RowRendering: Hashable, Sendable {
    /// `Text(message.content)`: no parsing.
    case plainText
    /// Markdown rendered whole (`AttributedString(markdown:)` of the entire content) every
    /// time the row's body runs: O(length) per token, O(length²) over a reply.
    case markdownWhole
    /// Markdown rendered incrementally: only the text appended since the last evaluation.
    case markdownIncremental
}
