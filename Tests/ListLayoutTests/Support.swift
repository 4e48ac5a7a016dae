import ChatModel
@testable import ListLayout

/// Seeded random conversations for layout invariants (ChatModel's own generator is built
/// elsewhere; this one only needs variety).
enum TestConversation {
    static let words = ["the", "list", "streams", "tokens", "quickly", "collection", "view", "cell", "漢字", "😀",
                        "supercalifragilisticexpialidocious", "Жизнь", "שלום", "e\u{301}té", "a", "I", "WWW"]

    static func text(_ random: inout SeededRandom, words count: Int) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 { text += random.next() % 15 == 0 ? "\n" : " " }
            text += words[Int(random.next() % UInt64(words.count))]
        }
        return text
    }

    static func message(_ id: Int64, _ random: inout SeededRandom) -> Message {
        let role: Role = random.next() % 2 == 0 ? .user : .assistant
        var body = text(&random, words: 1 + Int(random.next() % 80))
        if role == .assistant, random.next() % 4 == 0 {
            body = "<think>" + text(&random, words: 20) + "</think>" + body
        }
        let images = random.next() % 6 == 0 ? (0..<Int(1 + random.next() % 7)).map {
            ImageAttachment(id: $0, pixelWidth: 1_200, pixelHeight: 900)
        } : []
        let citations = role == .assistant && random.next() % 5 == 0 ? (1...3).map {
            Citation(index: $0, documentID: "doc-\($0)", title: "Source \($0)",
                     snippet: text(&random, words: 30), score: 0.8)
        } : []
        let states: [MessageState] = [.complete, .complete, .complete, .failed, .stopped]
        return Message(
            id: MessageID(id), role: role, text: body,
            createdAt: VirtualInstant(seconds: Double(id) * 37),
            attachments: images, citations: citations,
            state: states[Int(random.next() % 5)],
            isThinkingExpanded: random.next() % 2 == 0,
            isCitationsExpanded: random.next() % 2 == 0)
    }

    static func items(seed: UInt64, count: Int) -> [ListItem] {
        var random = SeededRandom(seed: seed)
        var items: [ListItem] = []
        for id in 0..<count {
            switch random.next() % 20 {
            case 0: items.append(.dateSeparator(day: Int64(id)))
            case 1: items.append(.typingIndicator)
            default: items.append(.message(message(Int64(id), &random)))
            }
        }
        return items
    }
}

func message(
    _ role: Role, _ text: String, id: Int64 = 1, images: Int = 0, state: MessageState = .complete,
    thinkingExpanded: Bool = false, citations: Int = 0, citationsExpanded: Bool = false
) -> Message {
    Message(
        id: MessageID(id), role: role, text: text, createdAt: .zero,
        attachments: (0..<images).map { ImageAttachment(id: $0, pixelWidth: 800, pixelHeight: 600) },
        citations: (0..<citations).map {
            Citation(index: $0 + 1, documentID: "d\($0)", title: "Title \($0)", snippet: "A snippet of the source text.", score: 0.9)
        },
        state: state, isThinkingExpanded: thinkingExpanded, isCitationsExpanded: citationsExpanded)
}

/// A generated message as an assistant reply about to stream: the message emptied and
/// streaming (its thinking expanded at random), and its text in chunks of 1 to 24 scalars.
func streamingReply(_ generated: Message, _ random: inout SeededRandom) -> (start: Message, chunks: [String]) {
    var start = generated
    start.role = .assistant
    start.isThinkingExpanded = random.next() % 2 == 0
    start.text = ""
    start.state = .streaming
    let scalars = Array(generated.text.unicodeScalars)
    var chunks: [String] = []
    var cut = 0
    while cut < scalars.count {
        let end = min(scalars.count, cut + 1 + Int(random.next() % 24))
        var chunk = ""
        chunk.unicodeScalars.append(contentsOf: scalars[cut..<end])
        chunks.append(chunk)
        cut = end
    }
    return (start, chunks)
}
