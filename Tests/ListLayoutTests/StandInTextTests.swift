import ChatModel
import Testing
@testable import ListLayout

/// Scrubbed text costs what the original costs: same grapheme clusters and line breaks,
/// same structure, same heights and text-layout charges within 1 % — and keeps no word of
/// the original longer than three letters.
@Suite struct StandInTextTests {
    private static let key = Array("a team's secret scrub key".utf8)

    /// A generated history with every kind of content: Markdown answers, thinking blocks,
    /// code, images; English, CJK, Arabic, Hebrew, emoji, combining marks.
    private static let history: [Message] = {
        let mix = try! HistoryMix(text: 0.6, images: 0.1, thinking: 0.15, code: 0.15)
        let generator = try! ConversationGenerator(seed: 40, count: 600, mix: mix)
        return (0..<generator.count).map(generator.message(at:)) + [handWritten]
    }()

    private static let handWritten = Message(id: MessageID(600), role: .assistant, text: """
        <think>The user, Margaret Hoskins, asks about the Berlin office.</think>
        # Quarterly summary for Acme Corporation
        See [the dashboard](https://internal.acme.example/finance/q3?user=mhoskins) for details.

        | Region | Revenue | Owner |
        |---|---|---|
        | Europe | 1,234,567 | Margaret |

        1. Call **Jonathan** at +44 20 7946 0958
        2. Review `quarterly_report.xlsx`

        ```swift
        let secretToken = "Bearer qwerty-4815162342"
        ```
        東京の会議は金曜日です。 مرحبا بالعالم 👨‍👩‍👧‍👦 🇩🇪 café naïve שלום
        """, createdAt: VirtualInstant(seconds: -1))

    private func scrubbed(_ messages: [Message], key: [UInt8] = key) -> [Message] {
        var scrubber = StandInText(key: key)
        return messages.map { scrubber.message($0) }
    }

    @Test func clustersAndLineBreaksAreKept() {
        for (original, standIn) in zip(Self.history, scrubbed(Self.history)) {
            #expect(standIn.text.count == original.text.count, "\(original.id)")
            let breaks = { (text: String) in text.enumerated().filter { $0.element.isNewline }.map(\.offset) }
            #expect(breaks(standIn.text) == breaks(original.text), "\(original.id)")
            #expect(standIn.attachments == original.attachments)
            #expect(standIn.createdAt == original.createdAt && standIn.role == original.role && standIn.state == original.state)
        }
    }

    @Test func heightsAndTextLayoutChargesStayWithinOnePercent() {
        let sizer = CellSizer()
        var heights = (original: 0.0, standIn: 0.0), characters = (original: 0, standIn: 0)
        var sameHeight = 0
        for (original, standIn) in zip(Self.history, scrubbed(Self.history)) {
            let a = sizer.layout(for: .message(original), width: 393)
            let b = sizer.layout(for: .message(standIn), width: 393)
            heights.original += a.height
            heights.standIn += b.height
            characters.original += a.charactersLaidOut
            characters.standIn += b.charactersLaidOut
            if a.height == b.height { sameHeight += 1 }
        }
        #expect(abs(heights.standIn - heights.original) / heights.original < 0.01)
        #expect(abs(Double(characters.standIn - characters.original)) / Double(characters.original) < 0.01)
        // Most messages keep their height exactly; the rest wrap a line differently.
        #expect(Double(sameHeight) / Double(Self.history.count) > 0.8)
    }

    /// Runs of letters, lowercased.
    private func words(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.map { $0.lowercased() })
    }

    @Test func noOriginalWordLongerThanThreeLettersSurvives() {
        let markup: Set<String> = ["think"]
        var originalWords = Set<String>()
        for message in Self.history {
            originalWords.formUnion(words(message.text).filter { $0.count > 3 && !markup.contains($0) && !StandInText.keptLanguages.contains($0) })
        }
        #expect(originalWords.count > 400)
        var survivors = Set<String>()
        for message in scrubbed(Self.history) {
            survivors.formUnion(words(message.text).intersection(originalWords))
            for citation in message.citations { survivors.formUnion(words(citation.title + " " + citation.snippet).intersection(originalWords)) }
        }
        #expect(survivors.isEmpty)
    }

    @Test func structureTagsAndScriptsAreKeptAndLinkTargetsDropped() {
        let text = scrubbed([Self.handWritten])[0].text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let original = Self.handWritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("<think>") && lines[0].hasSuffix("</think>"))
        #expect(lines[1].hasPrefix("# "))
        #expect(lines[2].contains("](\(String(repeating: "x", count: 54)))"))
        #expect(!text.contains("acme") && !text.contains("Margaret") && !text.contains("4815162342"))
        #expect(lines[4].filter { $0 == "|" }.count == 4 && lines[5] == "|---|---|---|")
        #expect(lines[8].first!.isNumber && lines[8].dropFirst().hasPrefix(". ") && lines[8].contains(" **") && !lines[8].hasSuffix("0958"))
        #expect(lines[9].first!.isNumber && lines[9].dropFirst().hasPrefix(". ") && lines[9].filter { $0 == "`" }.count == 2)
        #expect(lines[11] == "```swift" && lines[13] == "```")
        // Script and width class of each character.
        for (a, b) in zip(original[14], lines[14]) {
            #expect(CharacterClass(a) == CharacterClass(b), "\(a) → \(b)")
            let (x, y) = (a.unicodeScalars.first!.value, b.unicodeScalars.first!.value)
            if (0x0600...0x06FF).contains(x) { #expect((0x0600...0x06FF).contains(y)) }
            if (0x05D0...0x05EA).contains(x) { #expect((0x05D0...0x05EA).contains(y)) }
            if (0x4E00...0x9FFF).contains(x) { #expect((0x4E00...0x9FFF).contains(y)) }
            if (0x3041...0x3096).contains(x) { #expect((0x3041...0x3096).contains(y)) }
        }
    }

    @Test func theKeyDecidesTheStandInsDeterministically() {
        let first = scrubbed(Array(Self.history.prefix(50)))
        #expect(scrubbed(Array(Self.history.prefix(50))) == first)
        let other = scrubbed(Array(Self.history.prefix(50)), key: Array("another team's key".utf8))
        #expect(other != first)
        #expect(zip(other, first).allSatisfy { $0.text.count == $1.text.count })
    }

    @Test func citationsLoseTheirTitlesSnippetsAndDocuments() {
        var scrubber = StandInText(key: Self.key)
        let message = Message(id: MessageID(3), role: .assistant, text: "See [1].", createdAt: .zero,
                              citations: [Citation(index: 1, documentID: "hr/salaries-2025.pdf", title: "Salaries 2025",
                                                   snippet: "Margaret earns", score: 0.8)])
        let citation = scrubber.message(message).citations[0]
        #expect(citation.documentID == "doc-3-1")
        #expect(citation.title.count == 13 && !citation.title.contains("Salaries"))
        #expect(citation.snippet.count == 14 && !citation.snippet.contains("Margaret"))
        #expect(citation.score == 0.8 && citation.index == 1)
    }
}
