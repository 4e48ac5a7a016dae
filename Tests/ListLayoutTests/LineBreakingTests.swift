import Testing
@testable import ListLayout

/// A measurer with round numbers so line breaks can be worked out by hand: every cluster
/// is 10 pt wide (CJK 20, emoji 12), lines are 20 pt high.
struct FixedWidthMeasurer: TextMeasurer {
    func advance(of character: Character, in font: Font) -> Double {
        switch CharacterClass(character) {
        case .newline: 0
        case .wide: 20
        case .emoji: 12
        case .space, .word: 10
        }
    }

    func lineHeight(of font: Font) -> Double { 20 }
}

@Suite("Greedy line breaking")
struct LineBreakingTests {
    let measurer = FixedWidthMeasurer()

    func lines(_ text: String, width: Double) -> TextMetrics {
        measurer.measure(text, in: .body, width: width)
    }

    @Test("Words wrap at spaces and trailing spaces hang")
    func wordsWrapAtSpaces() {
        // "hello world" at 60 pt: "hello " | "world".
        #expect(lines("hello world", width: 60) == TextMetrics(lineCount: 2, width: 50, height: 40))
        // Everything fits on one line at 110 pt.
        #expect(lines("hello world", width: 110).lineCount == 1)
        // Spaces after "hello" hang past the edge instead of wrapping.
        #expect(lines("hello     ", width: 50) == TextMetrics(lineCount: 1, width: 50, height: 20))
    }

    @Test("An over-long word breaks between characters")
    func overLongWordBreaksInside() {
        // 23 letters at 10 pt in 100 pt lines: 10 + 10 + 3.
        let metrics = lines("abcdefghijklmnopqrstuvw", width: 100)
        #expect(metrics.lineCount == 3)
        #expect(metrics.width == 100)
        // A short word first moves the long word to its own lines.
        #expect(lines("ab abcdefghijklmnopqrstuvw", width: 100).lineCount == 4)
    }

    @Test("CJK text breaks between any two characters")
    func cjkBreaksAnywhere() {
        // Seven ideographs at 20 pt in 50 pt lines: 2 + 2 + 2 + 1.
        #expect(lines("漢字漢字漢字漢", width: 50).lineCount == 4)
        // Latin followed by CJK breaks before the ideograph without a space.
        #expect(lines("abcd漢字", width: 50) == TextMetrics(lineCount: 2, width: 40, height: 40))
    }

    @Test("Grapheme clusters are never split across lines")
    func clustersStayWhole() {
        // Each "e + combining acute" is one 10 pt cluster; 6 of them in 30 pt lines: 3 + 3.
        let accented = String(repeating: "e\u{301}", count: 6)
        #expect(lines(accented, width: 30).lineCount == 2)
        // A ZWJ family is one 12 pt emoji cluster, breakable like an ideograph.
        #expect(lines("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 25) == TextMetrics(lineCount: 2, width: 24, height: 40))
    }

    @Test("Hard line breaks end lines; a final one opens no new line")
    func hardBreaks() {
        #expect(lines("", width: 100).lineCount == 0)
        #expect(lines("a\nb", width: 100).lineCount == 2)
        #expect(lines("a\r\nb", width: 100).lineCount == 2)
        #expect(lines("a\n", width: 100).lineCount == 1)
        #expect(lines("a\n\nb", width: 100).lineCount == 3)
        #expect(lines("a\u{2028}b", width: 100).lineCount == 2)
    }

    @Test("A word that exactly fills the line fits")
    func exactFit() {
        #expect(lines("abcde", width: 50).lineCount == 1)
        #expect(lines("abcde f", width: 50).lineCount == 2)
    }

    @Test("Real glyph advances wrap proportional text sooner for wide letters")
    func proportionalWrapping() {
        let real = GlyphAdvanceMeasurer()
        let narrow = real.measure(String(repeating: "i", count: 60), in: .body, width: 200)
        let wide = real.measure(String(repeating: "W", count: 60), in: .body, width: 200)
        #expect(narrow.lineCount < wide.lineCount)
    }
}
