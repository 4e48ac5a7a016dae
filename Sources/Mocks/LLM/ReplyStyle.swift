/// What a mock reply's text is made of: the mix of blocks and inline features.
///
/// Probabilities are per block (a paragraph, heading, list, code block or CJK paragraph) or
/// per sentence (citations, emoji); all in 0...1.
public struct ReplyStyle: Sendable, Hashable {
    /// Chance that a block is a heading (`## …`).
    public var heading: Double
    /// Chance that a block is a bulleted list.
    public var list: Double
    /// Chance that a block is a fenced code block (```` ```swift … ``` ````).
    public var codeBlock: Double
    /// Chance that a block is a paragraph of CJK text.
    public var cjk: Double
    /// Chance that a sentence ends with a citation marker (`[1]` … `[citations]`).
    public var citation: Double
    /// Highest citation number; 0 disables citations.
    public var citations: Int
    /// Chance that a sentence ends with an emoji.
    public var emoji: Double
    /// Chance that a word is set in `**bold**` or `` `code` ``.
    public var inlineMarkup: Double

    public init(
        heading: Double = 0.08, list: Double = 0.15, codeBlock: Double = 0.12, cjk: Double = 0.03,
        citation: Double = 0.15, citations: Int = 3, emoji: Double = 0.03, inlineMarkup: Double = 0.04
    ) {
        self.heading = heading
        self.list = list
        self.codeBlock = codeBlock
        self.cjk = cjk
        self.citation = citation
        self.citations = citations
        self.emoji = emoji
        self.inlineMarkup = inlineMarkup
    }

    /// A markdown-rich answer with code, lists, a few citations, some CJK and emoji.
    public static let `default` = ReplyStyle()

    /// Plain prose: paragraphs only, no markup, citations, CJK or emoji.
    public static let plain = ReplyStyle(
        heading: 0, list: 0, codeBlock: 0, cjk: 0, citation: 0, citations: 0, emoji: 0, inlineMarkup: 0
    )

    /// A RAG answer as the personal-llm design shows them: prose with citation markers after most sentences.
    public static let cited = ReplyStyle(
        heading: 0, list: 0.1, codeBlock: 0, cjk: 0, citation: 0.6, citations: 5, emoji: 0, inlineMarkup: 0.02
    )
}
