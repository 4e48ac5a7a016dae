import ChatModel
import Mocks
import Simulator
import Strategies
import Testing

/// A reply pending when the user switches personality: the companion chat's request task
/// appends the answer to whichever conversation is open when it returns, so it lands (and is
/// saved) in the new one, and the loading state carries over; a chat without that keeps
/// nothing of it.
@Suite struct PendingReplyAcrossSwitchTests {
    private let whole = TimelineEvent.Action.reply(Mocks.ReplySpec(ttft: .seconds(1), tokens: 40, rate: 10_000, chunk: 40...40))

    @Test func theReplyLandsInTheNewPersonalitysChat() throws {
        let output = try run("sparkifire", history: 10, seconds: 3, [
            .at(0.5, .send(text: "one", images: 0)), .at(0.5, whole),
            .at(0.8, .switchConversation(name: "alex-pro", history: 4)),
            .at(1.0, .send(text: "two", images: 0)),  // still loading: refused
        ])
        // History m-0000…m-0009, the question m-0010, its pending reply m-0011; the new
        // conversation's 4 messages m-0012…m-0015, then the carried reply m-0016.
        let last = try #require(output.trace.last)
        #expect(last.visible.map(\.item).suffix(2) == ["m-0015", "m-0016"])
        #expect(last.visible.last?.index == 4)
        #expect(output.result.metrics[.sendsRefused] == 1)
        // Before the answer arrives (1.5 s) the new chat shows only its own messages (the
        // typing row after them); the answer's arrival adds its row and scrolls to it.
        let before = output.trace[Int(1.45 * 120)]
        #expect(before.visible.allSatisfy { $0.item != "m-0016" && $0.index < 4 })
        #expect(before.contentHeight < last.contentHeight)
    }

    @Test func aListWithoutItAbandonsTheReply() throws {
        let output = try run("personal-llm", history: 10, seconds: 3, [
            .at(0.5, .send(text: "one", images: 0)), .at(0.5, whole),
            .at(0.8, .switchConversation(name: "alex-pro", history: 4)),
        ])
        // The reply (m-0011) is dropped with the old conversation and nothing takes its place.
        #expect(output.trace.allSatisfy { frame in frame.visible.allSatisfy { $0.item != "m-0016" } })
        #expect(output.trace[Int(1.2 * 120)].contentHeight == output.trace.last?.contentHeight)
        #expect(output.result.metrics[.sendsRefused] == 0)
    }
}
