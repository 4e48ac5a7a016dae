import Testing
@testable import ChatModel

/// The inline renderer's shortcut for lines without marker bytes, and rendering into a buffer
/// kept from line to line, answer exactly what rendering marker by marker afresh answers.
@Suite struct InlineRenderingFastPathTests {
    private static let fragments = [
        "word", " ", "  ", "\t", "é", "e\u{301}", "\u{301}", "漢字", "👨‍👩‍👧‍👦", "🇯🇵", "\r", "שלום", "<think>", "#", "-",
        "*", "**", "_", "__", "`", "``", "[", "](", ")", "\\", "\\*", "snake_case", "(url)", "1.", ">",
    ]

    @Test func renderingEqualsMarkerByMarkerRendering() {
        var rng = SeededRandom(seed: 0x1A1)
        var plain = 0, marked = 0
        var buffer: [UInt8] = []  // one buffer for every line, as a streamed paragraph's segmentation keeps it
        for _ in 0..<4_000 {
            var line = ""
            // Half the lines from marker-free fragments only, so both paths are taken often.
            let pool = rng.next() % 2 == 0 ? Self.fragments.prefix(13) : Self.fragments[...]
            for _ in 0..<Int(rng.next() % 24) { line += pool[pool.startIndex + Int(rng.next() % UInt64(pool.count))] }
            let bytes = ArraySlice(Array(line.utf8))
            let fast = InlineMarkdownRenderer.render(bytes)
            let general = InlineMarkdownRenderer.renderMarkers(bytes)
            #expect(fast.text == general.text, "\(line.debugDescription)")
            #expect(Array(fast.text.utf8) == Array(general.text.utf8), "\(line.debugDescription)")
            #expect(fast.markup == general.markup, "\(line.debugDescription)")
            let reusing = InlineMarkdownRenderer.render(bytes, reusing: &buffer)
            #expect(Array(reusing.text.utf8) == Array(general.text.utf8), "\(line.debugDescription)")
            #expect(reusing.markup == general.markup, "\(line.debugDescription)")
            if general.markup.isEmpty && Array(general.text.utf8) == Array(bytes) { plain += 1 } else { marked += 1 }
        }
        #expect(plain > 1_000)
        #expect(marked > 1_000)
    }
}
