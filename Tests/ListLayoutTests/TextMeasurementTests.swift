import Testing
@testable import ListLayout

@Suite("Text measurement with real glyph advances")
struct TextMeasurementTests {
    let measurer = GlyphAdvanceMeasurer()

    @Test("Latin letters take Inter Regular's advances, not a fixed width")
    func latinAdvancesComeFromInter() {
        // Inter Regular, 2816 units per em: 'a' 1588, 'i' 668, 'W' 2672, 'm' 2448 units.
        let expected: [Character: Double] = ["a": 1588, "i": 668, "W": 2672, "m": 2448, " ": 792]
        for (character, units) in expected {
            let advance = measurer.advance(of: character, in: .body)
            #expect(abs(advance - units / 2816 * 17) < 0.01, "\(character): \(advance)")
        }
        #expect(measurer.advance(of: "i", in: .body) < measurer.advance(of: "m", in: .body) / 3)
    }

    @Test("Advances scale linearly with the point size")
    func advancesScaleWithPointSize() {
        let at17 = measurer.advance(of: "g", in: Font(pointSize: 17))
        let at34 = measurer.advance(of: "g", in: Font(pointSize: 34))
        #expect(abs(at34 - 2 * at17) < 1e-9)
    }

    @Test("CJK characters are one em; emoji sequences about 1.2 em")
    func cjkAndEmojiWidths() {
        #expect(measurer.advance(of: "漢", in: .body) == 17)
        #expect(measurer.advance(of: "か", in: .body) == 17)
        #expect(measurer.advance(of: "한", in: .body) == 17)
        for emoji: Character in ["😀", "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "1️⃣"] {
            #expect(abs(measurer.advance(of: emoji, in: .body) - 1.2 * 17) < 1e-9, "\(emoji)")
        }
    }

    @Test("Combining marks add no advance to their base letter")
    func combiningMarksHaveZeroAdvance() {
        let composed = measurer.advance(of: "e\u{301}", in: .body)
        let base = measurer.advance(of: "e", in: .body)
        #expect(composed == base)
        #expect(measurer.advance(of: "a\u{308}\u{323}", in: .body) == measurer.advance(of: "a", in: .body))
    }

    @Test("Greek, Cyrillic, Hebrew and Arabic are covered by the tables")
    func otherScriptsAreCovered() {
        for scalar: Unicode.Scalar in ["α", "Ж", "א", "ب", "—", "€"] {
            let table = GlyphAdvanceMeasurer.table(for: .system)
            #expect(table.advance(of: scalar) != nil, "\(scalar)")
        }
        // An uncovered scalar (Devanagari KA) takes the fallback advance.
        #expect(GlyphAdvanceMeasurer.table(for: .system).advance(of: "\u{915}") == nil)
        #expect(abs(measurer.advance(of: "\u{915}", in: .body) - 0.6 * 17) < 1e-9)
    }

    @Test("Monospaced code has one advance for every character")
    func monospacedIsUniform() {
        let widths = Set(["i", "W", "m", ".", " "].map { measurer.advance(of: Character($0), in: .code) })
        #expect(widths.count == 1)
        #expect(abs(widths.first! - 2466.0 / 4096 * 17) < 1e-9)
    }

    @Test("Line heights come from the font: 17 pt body near SF's 20.29 pt, within HIG's 22 pt leading")
    func lineHeightsFromFontMetrics() {
        let body = measurer.lineHeight(of: .body)
        // Inter: (2728 + 680) / 2816 em × 17 pt.
        #expect(abs(body - (2728.0 + 680) / 2816 * 17) < 1e-9)
        #expect(body > 20.29 && body < 22)
        #expect(abs(measurer.lineHeight(of: .timestamp) - body * 12 / 17) < 1e-9)
        #expect(measurer.lineHeight(of: .code) > 19 && measurer.lineHeight(of: .code) < 21)
    }

    @Test("Text is counted in grapheme clusters")
    func charactersAreGraphemeClusters() {
        var flow = TextFlow(font: .body, width: 1_000)
        let laidOut = flow.update(text: "e\u{301}👨‍👩‍👧‍👦🇫🇷\r\n", measurer: measurer)
        #expect(laidOut == 4)
    }
}
