#if !canImport(Darwin)
// Foundation on Linux has no Markdown parsing for attributed strings. The face adds the
// initializer list code calls, inert: the string holds the source text as given (styling is
// not drawn in a rehearsal; text layout cost is the engine's, charged per configure).

extension AttributedString {
    /// `AttributedString.MarkdownParsingOptions`.
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

extension NSAttributedString {
    /// `init(markdown:options:baseURL:)`: the source text, unstyled (see the file's note).
    public convenience init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        TextWork.markdownParsed(markdown)
        self.init(string: markdown)
    }
}
#endif
