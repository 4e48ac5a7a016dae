import ChatModel
import Testing
@testable import ListLayout

@Suite("Incremental text flow")
struct IncrementalTextFlowTests {
    static let pieces = [
        "the ", "quick ", "brown ", "fox", " jumps", "\n", "over", "  ", "a ", "supercalifragilisticexpialidocious",
        "word", "漢字", "かな", "👨‍👩‍👧‍👦", "e", "\u{301}", "\r", "\n", "🇫", "🇷", "—", "Жизнь", "שלום", "مرحبا", " ",
        "x", "longlonglonglonglonglonglonglonglong", ".", "\t",
    ]

    static func randomText(_ random: inout SeededRandom, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    /// Splits `text` at random UTF-8 scalar boundaries (which may split grapheme clusters).
    static func randomChunks(_ text: String, _ random: inout SeededRandom) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var chunks: [String] = []
        var start = 0
        while start < scalars.count {
            let length = 1 + Int(random.next() % 12)
            let end = min(scalars.count, start + length)
            var chunk = ""
            chunk.unicodeScalars.append(contentsOf: scalars[start..<end])
            chunks.append(chunk)
            start = end
        }
        return chunks
    }

    @Test("Chunked updates give the same lines as measuring the whole text", arguments: [GlyphKind.real, .fixed])
    func incrementalEqualsFull(kind: GlyphKind) {
        var random = SeededRandom(seed: 42)
        for trial in 0..<300 {
            let text = Self.randomText(&random, pieces: 1 + Int(random.next() % 60))
            let width = [40.0, 90, 157.3, 250, 315][trial % 5]
            var flow = TextFlow(font: .body, width: width)
            var streamed = ""
            for chunk in Self.randomChunks(text, &random) {
                streamed += chunk
                flow.update(text: streamed, measurer: kind.measurer)
                let whole = kind.measurer.measure(streamed, in: .body, width: width)
                #expect(flow.lineCount == whole.lineCount, "trial \(trial) at \(streamed.debugDescription)")
                #expect(flow.maxLineWidth == whole.width, "trial \(trial) at \(streamed.debugDescription)")
            }
        }
    }

    @Test("Resuming at a break inside the last line lays out what resuming at its start does",
          arguments: [GlyphKind.real, .fixed])
    func resumingInsideTheLineEqualsResumingAtItsStart(kind: GlyphKind) {
        var random = SeededRandom(seed: 7)
        var walked = 0, charged = 0
        for trial in 0..<400 {
            let text = Self.randomText(&random, pieces: 1 + Int(random.next() % 80))
            let width = [40.0, 90, 157.3, 250, 315, .greatestFiniteMagnitude][trial % 6]
            var fast = TextFlow(font: .body, width: width)
            var plain = TextFlow(font: .body, width: width)
            plain.resumesInsideLines = false
            var streamed = ""
            for chunk in Self.randomChunks(text, &random) {
                streamed += chunk
                let fastLaidOut = fast.update(text: streamed, measurer: kind.measurer)
                let plainLaidOut = plain.update(text: streamed, measurer: kind.measurer)
                let whole = kind.measurer.measure(streamed, in: .body, width: width)
                let context = "trial \(trial) at \(streamed.debugDescription)"
                #expect(fastLaidOut == plainLaidOut, "\(context)")
                #expect(fast.lineCount == whole.lineCount, "\(context)")
                #expect(fast.maxLineWidth == whole.width, "\(context)")
                #expect(plain.charactersWalkedByLastUpdate == plainLaidOut, "\(context)")
                #expect(fast.charactersWalkedByLastUpdate <= fastLaidOut, "\(context)")
                walked += fast.charactersWalkedByLastUpdate
                charged += fastLaidOut
            }
            #expect(fast.charactersLaidOut == plain.charactersLaidOut, "trial \(trial)")
        }
        // The fast path is taken: fewer clusters walked than charged (these texts have long
        // words and chunks of up to 12 scalars, so the saving is smaller than in prose).
        #expect(walked * 4 < charged * 3)
    }

    @Test("A chunk re-flows the last line, not the whole text")
    func chunkCostIsBoundedByTheLastLine() {
        let measurer = GlyphAdvanceMeasurer()
        var flow = TextFlow(font: .body, width: 300)
        var text = ""
        var total = 0
        for index in 0..<2_000 {
            text += "token\(index % 10) "
            let laidOut = flow.update(text: text, measurer: measurer)
            total += laidOut
            // A 300 pt line holds well under 60 clusters of this text.
            #expect(laidOut < 60)
            // Only the previous word ("tokenN ", its last space the old text's last
            // cluster) and the new one are walked.
            #expect(flow.charactersWalkedByLastUpdate <= 14)
        }
        let characters = text.count
        #expect(total < characters * 10)
        #expect(flow.lineCount == measurer.measure(text, in: .body, width: 300).lineCount)
        #expect(flow.charactersLaidOut == total)
    }

    @Test("A text that is not an extension is measured from the start")
    func editedTextRestarts() {
        let measurer = FixedWidthMeasurer()
        var flow = TextFlow(font: .body, width: 50)
        flow.update(text: "aaaa bbbb cccc dddd", measurer: measurer)
        let laidOut = flow.update(text: "xaaa bbbb cccc dddd e", measurer: measurer)
        #expect(laidOut == 21)
        #expect(flow.lineCount == measurer.measure("xaaa bbbb cccc dddd e", in: .body, width: 50).lineCount)
    }

    enum GlyphKind: String, CaseIterable, Sendable {
        case real, fixed
        var measurer: any TextMeasurer {
            self == .real ? GlyphAdvanceMeasurer() : FixedWidthMeasurer()
        }
    }
}
