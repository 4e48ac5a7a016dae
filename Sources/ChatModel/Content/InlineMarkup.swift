/// How much of a segment's displayed text carries inline Markdown styling.
///
/// All counts are in `Character`s (extended grapheme clusters), the unit of `String.count`.
/// Nested styles count once per style: `**bold `code`**` adds the code span's characters
/// to both ``strongCharacters`` and ``codeCharacters``.
public struct InlineMarkup: Hashable, Sendable {
    /// Displayed characters inside code spans.
    public var codeCharacters: Int
    /// Displayed characters inside `**strong**` or `__strong__`.
    public var strongCharacters: Int
    /// Displayed characters inside `*emphasis*` or `_emphasis_`.
    public var emphasisCharacters: Int
    /// Displayed characters of link labels (`[label](url)`).
    public var linkCharacters: Int
    /// Characters of markup removed from the displayed text: emphasis and code markers,
    /// link brackets with their URL, escaping backslashes.
    public var markerCharacters: Int

    public init(
        codeCharacters: Int = 0,
        strongCharacters: Int = 0,
        emphasisCharacters: Int = 0,
        linkCharacters: Int = 0,
        markerCharacters: Int = 0
    ) {
        self.codeCharacters = codeCharacters
        self.strongCharacters = strongCharacters
        self.emphasisCharacters = emphasisCharacters
        self.linkCharacters = linkCharacters
        self.markerCharacters = markerCharacters
    }

    /// Whether the text has no inline markup at all.
    @inlinable
    public var isEmpty: Bool { self == InlineMarkup() }

    /// Component-wise sum: the markup of two runs of text joined together.
    public static func + (lhs: InlineMarkup, rhs: InlineMarkup) -> InlineMarkup {
        InlineMarkup(
            codeCharacters: lhs.codeCharacters + rhs.codeCharacters,
            strongCharacters: lhs.strongCharacters + rhs.strongCharacters,
            emphasisCharacters: lhs.emphasisCharacters + rhs.emphasisCharacters,
            linkCharacters: lhs.linkCharacters + rhs.linkCharacters,
            markerCharacters: lhs.markerCharacters + rhs.markerCharacters
        )
    }

    public static func += (lhs: inout InlineMarkup, rhs: InlineMarkup) { lhs = lhs + rhs }
}
