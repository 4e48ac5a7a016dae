import ChatModel
import Testing
@testable import Mocks

@Suite("Mock reply text")
struct ReplyTextTests {
    static func text(seed: UInt64, tokens: Int = 4_000, style: ReplyStyle = .default) throws -> ReplySchedule {
        try MockLLM(seed: seed).schedule(for: ReplySpec(ttft: .zero, tokens: tokens, rate: 100, chunk: 1...4, style: style))
    }

    @Test func defaultStyleHasMarkdownCodeCitationsCJKAndEmoji() throws {
        let text = try Self.text(seed: 5, tokens: 20_000).text
        #expect(text.contains("```swift\n"))
        #expect(text.contains("\n- "))
        #expect(text.contains("## "))
        #expect(text.contains("**") || text.contains("`"))
        #expect(text.contains(" [1]") || text.contains(" [2]") || text.contains(" [3]"))
        #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3040...0x30FF).contains($0.value) })
        #expect(text.unicodeScalars.contains { $0.properties.isEmojiPresentation })
        #expect(text.contains(", ") && text.contains(". "))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func finishedRepliesNeverEndInsideACodeFence(seed: UInt64) throws {
        let style = ReplyStyle(codeBlock: 0.6)
        let text = try Self.text(seed: seed, tokens: 400, style: style).text
        #expect(text.components(separatedBy: "```").count % 2 == 1, "unbalanced fences in \(text)")
    }

    @Test func wordsAreSplitIntoSubWordPiecesWithLeadingSpaces() throws {
        let spec = ReplySpec(ttft: .zero, tokens: 3_000, rate: 100, chunk: 1...1, style: .plain)
        let pieces = try MockLLM(seed: 8).schedule(for: spec).chunks.map(\.delta)
        #expect(pieces.contains(" con"))         // " con|cur|rency" and friends
        #expect(pieces.contains { $0.first == " " && $0.count > 1 })
        #expect(pieces.contains { $0.first?.isLetter == true && $0.first?.isLowercase == true })   // word continuations
        #expect(pieces.contains("."))
    }

    @Test func plainStyleIsProseOnly() throws {
        let text = try Self.text(seed: 3, style: .plain).text
        #expect(!text.contains("```"))
        #expect(!text.contains("["))
        #expect(!text.contains("**"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func citedStyleUsesItsCitationRange() throws {
        let text = try Self.text(seed: 3, style: .cited).text
        for marker in 1...5 { #expect(text.contains("[\(marker)]")) }
        #expect(!text.contains("[6]"))
    }
}
