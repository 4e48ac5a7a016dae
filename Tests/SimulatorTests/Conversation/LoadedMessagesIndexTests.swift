import ChatModel
import Testing
@testable import Simulator

/// `LoadedMessages` answers "which messages, in what order" (``LoadedMessages/identifiers``) and
/// "is this reply still waiting for its first token" (``LoadedMessages/isAwaitingFirstToken(_:)``)
/// from what it keeps beside the messages; both must stay in step with the messages through
/// every kind of edit.
@Suite struct LoadedMessagesIndexTests {
    private static func message(_ id: Int64, _ random: inout SeededRandom) -> Message {
        let role: Role = random.next() % 2 == 0 ? .user : .assistant
        let state: MessageState = random.next() % 3 == 0 ? .streaming : .complete
        let text = random.next() % 3 == 0 ? "" : "m\(id)"
        return Message(id: MessageID(id), role: role, text: text, createdAt: VirtualInstant(seconds: Double(id)), state: state)
    }

    private static func expectInStep(_ messages: LoadedMessages, _ comment: Comment) {
        #expect(Array(messages.identifiers) == messages.map(\.id), comment)
        for message in messages {
            #expect(messages.isAwaitingFirstToken(message.id) == message.isAwaitingFirstToken, comment)
        }
        for message in messages {
            #expect(messages.position(of: message.id).map { messages[$0].id } == message.id, comment)
        }
    }

    @Test func identifiersAndAwaitingRepliesFollowEveryEdit() {
        var random = SeededRandom(seed: 25)
        var awaitingSeen = 0
        for round in 0..<40 {
            var messages = LoadedMessages()
            var oldest: Int64 = 1_000
            var next: Int64 = 1_000
            for step in 0..<60 {
                switch random.next() % 5 {
                case 0:  // an older page
                    let count = Int64(random.next() % 4 + 1)
                    guard oldest - count >= 0 else { continue }
                    messages.prepend((oldest - count..<oldest).map { Self.message($0, &random) })
                    oldest -= count
                case 1, 2:  // a newer message
                    messages.append(Self.message(next, &random))
                    next += 1
                case 3:  // a late message, between loaded ones
                    guard messages.count >= 2 else { continue }
                    let position = Int(random.next() % UInt64(messages.count - 1)) + 1
                    messages.insertLate(Self.message(next, &random), at: position)
                    next += 1
                default:  // a streamed chunk, a finished reply, or text cleared
                    guard !messages.isEmpty else { continue }
                    let id = messages[Int(random.next() % UInt64(messages.count))].id
                    switch random.next() % 3 {
                    case 0: messages.update(id) { $0.append("x") }
                    case 1: messages.update(id) { $0.finish(.complete) }
                    default: messages.update(id) { $0.text = ""; $0.state = .streaming; $0.role = .assistant }
                    }
                }
                Self.expectInStep(messages, "round \(round), step \(step)")
            }
            awaitingSeen += messages.filter(\.isAwaitingFirstToken).count
        }
        #expect(awaitingSeen > 40)  // the property is exercised both ways
    }

    @Test func aReplyAwaitsItsFirstTokenUntilTextArrives() {
        var messages = LoadedMessages()
        messages.append(Message(id: MessageID(0), role: .assistant, text: "", createdAt: .zero, state: .streaming))
        #expect(messages.isAwaitingFirstToken(MessageID(0)))
        messages.update(MessageID(0)) { $0.append("Hi") }
        #expect(!messages.isAwaitingFirstToken(MessageID(0)))
        #expect(!messages.isAwaitingFirstToken(MessageID(7)))  // not loaded
    }
}
