import ReportFormats
import Testing

/// Names from a baseline cannot add lines, fences, links or mentions to a pull-request
/// comment: each is literal text on its one line.
@Suite struct MarkdownTextTests {
    @Test func aLineBreakCannotStartAFakeVerdict() {
        #expect(MarkdownText.inline("s\n### ChatRig: ✓ No regression") == "s #&#8203;#&#8203;#&#8203; ChatRig: ✓ No regression")
        #expect(!MarkdownText.inline("a\r\nb\u{2028}c\u{85}d").contains { $0.isNewline })
    }

    @Test func fencesLinksHTMLAndMentionsAreInert() {
        #expect(MarkdownText.inline("```") == "\\`\\`\\`")
        #expect(MarkdownText.inline("[ok](https://evil.example)") == "\\[ok\\](https://evil.example)")
        #expect(MarkdownText.inline("<!-- hide the rest") == "&lt;\\!-- hide the rest")
        #expect(MarkdownText.inline("ping @acme/ios-team") == "ping @&#8203;acme/ios-team")
        #expect(MarkdownText.inline("a|b *c* _d_ ~e~") == "a\\|b \\*c\\* \\_d\\_ \\~e\\~")
    }

    @Test func controlsAndBidiOverridesShowAsReplacementCharacters() {
        #expect(MarkdownText.inline("evil\u{1B}[2J\u{9B}31m\u{202E}dab") == "evil\u{FFFD}\\[2J\u{FFFD}31m\u{FFFD}dab")
    }

    @Test func ordinaryNamesAreUnchanged() {
        #expect(MarkdownText.inline("rapid-streaming") == "rapid-streaming")
        #expect(MarkdownText.code("flipped(unflip: cell)") == "`flipped(unflip: cell)`")
    }

    @Test func aCodeSpanOutfencesTheBackticksInside() {
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.code("`x") == "`` `x ``")
        #expect(MarkdownText.code("a|b\nc") == "`a\\|b c`")
    }
}
