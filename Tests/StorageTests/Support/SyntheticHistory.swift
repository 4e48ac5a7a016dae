import ChatModel

/// A deterministic generated history for the storage tests: alternating roles, varied text,
/// some images and citations, and runs of messages sharing one timestamp so that the `id`
/// half of the keyset is exercised.
struct SyntheticHistory: Sequence {
    var count: Int
    var seed: UInt64 = 1
    var firstID: Int64 = 0
    var start = VirtualInstant(microseconds: -3_600_000_000)

    func makeIterator() -> AnyIterator<Message> {
        var random = SeededRandom(seed: seed).fork("history")
        var time = start
        var index = 0
        let words = ["swift", "layout", "cell", "scroll", "token", "stream", "diff", "snapshot", "page", "height"]
        return AnyIterator {
            guard index < count else { return nil }
            defer { index += 1 }
            // One message in four shares the previous message's timestamp.
            if random.nextUnit() >= 0.25 { time += .milliseconds(1 + random.nextUnit() * 5_000) }
            let id = MessageID(firstID + Int64(index))
            let wordCount = 1 + Int(random.next() % 40)
            let text = (0..<wordCount).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
            var message = Message(id: id, role: index.isMultiple(of: 2) ? .user : .assistant, text: text, createdAt: time)
            if random.nextUnit() < 0.1 {
                message.attachments = (0..<(1 + Int(random.next() % 3))).map {
                    ImageAttachment(id: $0, pixelWidth: 1_000 + $0, pixelHeight: 750 + $0)
                }
            }
            if message.role == .assistant, random.nextUnit() < 0.1 {
                message.citations = [Citation(index: 1, documentID: "doc-\(index)#0", title: "Doc \(index)",
                                              snippet: "snippet \(index)", score: 0.5)]
                message.isCitationsExpanded = random.nextUnit() < 0.5
            }
            if random.nextUnit() < 0.05 { message.state = .stopped }
            message.revision = Int(random.next() % 4)
            return message
        }
    }
}
