// ChatRig's own Markdown conversion, the same on every platform: the attributed string holds the
// source text as given. Styling is not drawn in a rehearsal, text layout cost is the engine's
// (charged per configure), and what the rehearsal reads back — the text a cell shows, which
// `ShownText` compares with the message's text, markup included — must not depend on the
// platform: Foundation on Linux has no Markdown parsing for attributed strings, and Apple's
// (`NSAttributedString(markdown:)`, macOS 12 / iOS 15) drops the `**` and backticks the mock
// model writes, which would make a cell look stale on a Mac and not on Linux (the iris
// fixture's stale-cell count, the UIKit example's gate). So the face declares the initializer
// on every platform; app code that imports ChatRigUIKit (which re-exports Foundation) gets this
// one, as a module's declarations shadow those of a module it imports.

#if !canImport(Darwin)
extension AttributedString {
    /// `AttributedString.MarkdownParsingOptions` (Apple's Foundation declares it; Linux's has none).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// `InterpretedSyntax`.
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        /// `FailurePolicy`.
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }
}
#endif

extension NSAttributedString {
    /// `init(markdown:options:baseURL:)`: the source text, unstyled, on every platform (see the
    /// file's note). Never throws; the options and base URL change nothing.
    ///
    /// - Complexity: O(length of `markdown`).
    public convenience init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        TextWork.markdownParsed(markdown)
        self.init(string: markdown)
    }
}
