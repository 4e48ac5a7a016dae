import ChatRigUIKit
import Testing

/// The face's Markdown conversion keeps the source text on every platform, so a cell's text —
/// and the stale-cell figures read from it — is the same on macOS as on Linux (Apple's
/// `NSAttributedString(markdown:)` would drop the markup the mock model writes).
@Suite struct MarkdownConversionTests {
    static let reply = "Here is **bold**, `code` and _emphasis_:\n\n- a [link](https://example.com)"

    @Test func theConversionKeepsTheSourceText() throws {
        #expect(try NSAttributedString(markdown: Self.reply).string == Self.reply)
    }

    @Test func everySyntaxKeepsTheSourceText() throws {
        let syntaxes: [AttributedString.MarkdownParsingOptions.InterpretedSyntax] = [.full, .inlineOnly, .inlineOnlyPreservingWhitespace]
        for syntax in syntaxes {
            let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: syntax)
            #expect(try NSAttributedString(markdown: Self.reply, options: options).string == Self.reply)
        }
    }
}
