import ChatModel
import Testing
@testable import ListLayout

/// The line breaker's shortcuts — ASCII advances read from the default measurer's table, a
/// pending word kept as its start and width (its clusters walked again only to break it) —
/// lay out what the plain greedy breaker does, cluster by cluster, asking the measurer.
@Suite("Line breaker fast paths")
struct LineBreakerFastPathTests {
    @Test("An ASCII cluster's table advance is the measurer's advance, bit for bit")
    func asciiTableAdvanceEqualsMeasurerAdvance() {
        for measurer in [GlyphAdvanceMeasurer(), GlyphAdvanceMeasurer(fallbackAdvance: 0.3, emojiAdvance: 1)] {
            for face in FontFace.allCases {
                for size in [12.0, 17, 20, 13.5, 0.1, 97.25] {
                    let font = Font(face: face, pointSize: size)
                    let advances = GlyphAdvances(measurer: measurer, font: font)
                    for byte in UInt8(0)..<0x80 where CharacterClass(asciiByte: byte) != .newline {
                        let plain = measurer.advance(of: Character(Unicode.Scalar(byte)), in: font)
                        #expect(advances.advance(ofASCII: byte).bitPattern == plain.bitPattern,
                                "byte \(byte), \(face) \(size) pt")
                    }
                }
            }
        }
        // Every printable ASCII scalar and the tab are in the tables: none falls back.
        for face in FontFace.allCases {
            let ems = GlyphAdvanceMeasurer.asciiEms(for: face)
            #expect((0x20..<0x7F).allSatisfy { !ems[$0].isNaN } && !ems[0x09].isNaN, "\(face)")
        }
    }

    @Test("Flows with the ASCII table lay out what asking the measurer for every cluster does",
          arguments: [40.0, 90, 157.3, 315, .greatestFiniteMagnitude])
    func asciiTableFlowEqualsMeasuredFlow(width: Double) {
        var random = SeededRandom(seed: 23)
        let measurer = GlyphAdvanceMeasurer()
        for trial in 0..<150 {
            let text = Self.randomText(&random, pieces: 1 + Int(random.next() % 90))
            let font = [Font.body, .code, .timestamp, .heading(level: 1)][trial % 4]
            var table = TextFlow(font: font, width: width)
            var asked = TextFlow(font: font, width: width)
            asked.usesASCIITable = false
            var streamed = ""
            for chunk in IncrementalTextFlowTests.randomChunks(text, &random) {
                streamed += chunk
                let tableLaidOut = table.update(text: streamed, measurer: measurer)
                let askedLaidOut = asked.update(text: streamed, measurer: measurer)
                let context = "trial \(trial) at \(streamed.debugDescription)"
                #expect(tableLaidOut == askedLaidOut, "\(context)")
                #expect(table.lineCount == asked.lineCount, "\(context)")
                #expect(table.maxLineWidth.bitPattern == asked.maxLineWidth.bitPattern, "\(context)")
                #expect(table.charactersWalkedByLastUpdate == asked.charactersWalkedByLastUpdate, "\(context)")
            }
        }
    }

    @Test("A flow lays out what the plain greedy breaker does, over-long words included",
          arguments: [IncrementalTextFlowTests.GlyphKind.real, .fixed])
    func flowEqualsPlainGreedyBreaker(kind: IncrementalTextFlowTests.GlyphKind) {
        var random = SeededRandom(seed: 31)
        var brokenWords = 0
        for trial in 0..<400 {
            let text = Self.randomText(&random, pieces: 1 + Int(random.next() % 70))
            let width = [12.0, 40, 90, 157.3, 315][trial % 5]
            var flow = TextFlow(font: .body, width: width)
            var streamed = ""
            for chunk in IncrementalTextFlowTests.randomChunks(text, &random) {
                streamed += chunk
                flow.update(text: streamed, measurer: kind.measurer)
            }
            let plain = PlainGreedyBreaker(measurer: kind.measurer, font: .body, width: width).lines(of: streamed)
            #expect(flow.lineCount == plain.lineCount, "trial \(trial): \(streamed.debugDescription)")
            #expect(flow.maxLineWidth.bitPattern == plain.width.bitPattern, "trial \(trial): \(streamed.debugDescription)")
            brokenWords += plain.brokenWords
        }
        #expect(brokenWords > 100)  // words wider than a line were broken between clusters
    }

    /// Chat-like text: ASCII words and punctuation (tabs, control bytes, CR LF among them)
    /// with the multi-byte pieces of ``IncrementalTextFlowTests/pieces``.
    static func randomText(_ random: inout SeededRandom, pieces count: Int) -> String {
        let ascii = ["the ", "quick, ", "brown. ", "**fox** ", "`code` ", "\t", "x", "\u{7}", "\u{7F}", "\r\n",
                     "a_b ", "https://example.com/a/very/long/path/without/any/spaces ", "  ", "42"]
        var text = ""
        for _ in 0..<count {
            text += random.next() % 3 == 0
                ? IncrementalTextFlowTests.pieces[Int(random.next() % UInt64(IncrementalTextFlowTests.pieces.count))]
                : ascii[Int(random.next() % UInt64(ascii.count))]
        }
        return text
    }
}

/// The greedy line breaking ``TextFlow`` documents, written plainly: every cluster of the whole
/// text from the string's own `Character`s, classed by Unicode properties, measured by the
/// measurer, a word kept as its clusters' widths.
private struct PlainGreedyBreaker {
    let measurer: any TextMeasurer
    let font: Font
    let width: Double

    func lines(of text: String) -> (lineCount: Int, width: Double, brokenWords: Int) {
        let tolerance = 1e-9
        var lines = 0, brokenWords = 0
        var maxWidth = 0.0, advance = 0.0, ink = 0.0
        var hasCharacters = false
        var word: [Double] = []

        func endLine() {
            maxWidth = max(maxWidth, ink)
            lines += 1
            (advance, ink, hasCharacters) = (0, 0, false)
        }
        func place(_ width: Double) {
            advance += width
            ink = advance
            hasCharacters = true
        }
        func placeRun(_ pieces: [Double]) {
            guard !pieces.isEmpty else { return }
            let total = pieces.reduce(0, +)
            if advance + total <= width + tolerance { return place(total) }
            if hasCharacters {
                endLine()
                if total <= width + tolerance { return place(total) }
            }
            brokenWords += 1
            for piece in pieces {
                if hasCharacters && advance + piece > width + tolerance { endLine() }
                place(piece)
            }
        }

        for character in text {
            switch CharacterClass(classifying: character) {
            case .word:
                word.append(measurer.advance(of: character, in: font))
            case .space:
                placeRun(word)
                word = []
                advance += measurer.advance(of: character, in: font)
                hasCharacters = true
            case .wide, .emoji:
                placeRun(word)
                word = []
                placeRun([measurer.advance(of: character, in: font)])
            case .newline:
                placeRun(word)
                word = []
                endLine()
            }
        }
        placeRun(word)
        return (lines + (hasCharacters ? 1 : 0), max(maxWidth, ink), brokenWords)
    }
}
