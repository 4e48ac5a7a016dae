/// Markdown into `AttributedString`, as view code writes it, the same on every platform.
///
/// `AttributedString(markdown:options:baseURL:)`: the source text as given, unstyled — as
/// ChatRigUIKit's `NSAttributedString(markdown:options:baseURL:)`, and for the same reason:
/// Linux's Foundation has no parsing options, Apple's drops the markup, and what a rehearsal
/// reads back must not depend on the platform (a row's text is sized by ChatRig's text
/// layout). Declared in this module, it shadows Foundation's where both exist. Never throws.
/// Its parse is charged by the source's length where the rows' text work is the view code's
/// (``SwiftUIListAdapter/assignTextWork(_:_:)``, through ChatRigUIKit's `TextWork`).
extension AttributedString {
    /// - Complexity: O(length of `markdown`).
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions, baseURL: URL? = nil) throws {
        TextWork.markdownParsed(markdown)
        self.init(markdown)
    }
}

#if !canImport(Darwin)
/// Foundation's inline presentation intents (emphasis, code, …), which Apple's Foundation
/// declares and Linux's does not: declared so view code that reads them compiles. The source
/// text is never parsed (see above), so no run carries one.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// The markdown attributes Linux's Foundation lacks (`inlinePresentationIntent`).
    public struct MarkdownIntentAttributes: AttributeScope {
        public let inlinePresentationIntent: InlinePresentationIntentAttribute

        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.MarkdownIntentAttributes, T>) -> T {
        self[T.self]
    }
}
#endif
