import Testing
@testable import ChatModel

/// Chunk invariance: streaming a text in any chunks gives, after every chunk, exactly the
/// segments of parsing the text received so far in one go.
@Suite struct SegmentationPropertyTests {
    /// Fragments chosen to collide: partial tags, fences, markers, multi-scalar graphemes.
    private static let fragments = [
        "<think>", "</think>", "<think>\n", "\n</think>\n\n", "<", "</", "<th", "think", ">",
        "```", "```swift\n", "~~~", "\n```\n", "``", "`", "**", "*", "_", "__", "[", "](", ")",
        "\\", "\n", "\n\n", "\r\n", " ", "  ", "# ", "## ", "###### ", "- ", "* ", "1. ", "2) ", "> ",
        "Hello", "world", "let x = 1", "snake_case", "(url)",
        "你好世界", "こんにちは", "안녕", "مرحبا بك", "שלום", "e\u{301}", "\u{301}", "\u{308}",
        "👨‍👩‍👧‍👦", "👍🏽", "🏳️‍🌈", "\u{200D}", "🇯🇵", "❤️‍🔥",
    ]

    private static func randomText(_ rng: inout SeededRandom, pieces: Int) -> String {
        var text = ""
        for _ in 0..<pieces { text += fragments[Int(rng.next() % UInt64(fragments.count))] }
        return text
    }

    /// Cuts `text` at random Unicode-scalar boundaries (so ZWJ sequences and combining marks
    /// are split across chunks too); chunks may be empty.
    private static func randomChunks(_ text: String, _ rng: inout SeededRandom) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var chunks: [String] = []
        var start = 0
        while start < scalars.count {
            let length = Int(rng.next() % 6) // 0...5 scalars
            let end = min(scalars.count, start + length)
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<end])
            chunks.append(String(view))
            start = end
        }
        return chunks
    }

    private static func checkChunkInvariance(_ text: String, _ rng: inout SeededRandom) -> Bool {
        var content = SegmentedContent()
        var received = String.UnicodeScalarView()
        var previous: [ContentSegment] = []
        for chunk in randomChunks(text, &rng) {
            content.append(chunk)
            received.append(contentsOf: chunk.unicodeScalars)
            let whole = SegmentedContent(String(received))
            guard content.segments == whole.segments else {
                Issue.record("chunked \(String(received).debugDescription): \(content.segments) != \(whole.segments)")
                return false
            }
            // Segments before the reported change index are exactly the previous ones.
            let first = content.firstChangedSegmentIndex ?? content.segments.count
            guard first <= content.segments.count, first <= previous.count,
                  content.segments[..<first] == previous[..<first]
            else {
                Issue.record("change index \(first) hides a change in \(String(received).debugDescription)")
                return false
            }
            if content.firstChangedSegmentIndex == nil, content.segments != previous { return false }
            previous = content.segments
        }
        return content.utf8Count == text.utf8.count
    }

    @Test(arguments: 0..<8)
    func randomTextsStreamInRandomChunksLikeWholeParse(batch: Int) {
        var rng = SeededRandom(seed: 0xC0FFEE).fork("batch\(batch)")
        for _ in 0..<60 {
            let text = Self.randomText(&rng, pieces: 5 + Int(rng.next() % 60))
            #expect(Self.checkChunkInvariance(text, &rng))
        }
    }

    @Test func generatedMessagesStreamLikeWholeParse() throws {
        let generator = try ConversationGenerator(
            seed: 5, count: 400, mix: HistoryMix(text: 0.5, images: 0.1, thinking: 0.2, code: 0.2)
        )
        var rng = SeededRandom(seed: 99)
        for message in generator.messages(0..<400) {
            // Token-sized chunks, as a streamed reply arrives.
            var content = SegmentedContent()
            for chunk in Self.randomChunks(message.text, &rng) { content.append(chunk) }
            #expect(content.segments == SegmentedContent(message.text).segments, "\(message.id)")
        }
    }

    /// MarkdownSegmenter passes a grown text's new suffix as a substring of the whole text,
    /// which takes the `Substring` overload; it must stream as the same chunks as strings do.
    @Test func substringChunksStreamLikeStringChunks() {
        var rng = SeededRandom(seed: 0x5B5)
        var compared = 0
        for _ in 0..<200 {
            let text = Self.randomText(&rng, pieces: 5 + Int(rng.next() % 60))
            var fromStrings = SegmentedContent(), fromSubstrings = SegmentedContent()
            var offset = 0
            for chunk in Self.randomChunks(text, &rng) {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                offset += chunk.utf8.count
                let slice: Substring = text[start..<text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                fromStrings.append(chunk)
                fromSubstrings.append(slice)
                #expect(fromSubstrings.segments == fromStrings.segments, "\(text.debugDescription) at \(offset)")
                #expect(fromSubstrings.firstChangedSegmentIndex == fromStrings.firstChangedSegmentIndex)
                #expect(fromSubstrings.utf8Count == fromStrings.utf8Count)
                compared += 1
            }
        }
        #expect(compared > 2_000)
    }

    @Test func segmentsAfterEveryPrefixHaveOnlyTheTailOpen() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<200 {
            let segments = SegmentedContent(Self.randomText(&rng, pieces: 40)).segments
            #expect(segments.dropLast().allSatisfy { $0.isClosed })
        }
    }
}
