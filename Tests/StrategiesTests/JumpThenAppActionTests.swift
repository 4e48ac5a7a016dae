import ChatModel
import Simulator
import Strategies
import Testing

/// What a scenario `validate` accepts must run on every strategy: a late message that lands
/// in a window of history a jump opened, then a send (which returns to the live end); and a
/// jump whose page is still loading when the conversation is replaced. Each crashed every
/// strategy (a precondition in the loaded messages; a negative cost on the SwiftUI lists).
@Suite struct JumpThenAppActionTests {
    /// 200 messages, pages of 20: the jump to `m-0010` lands at 0.616642 s (the store's latency) with `m-0000` … `m-0029`.
    static let jump = TimelineEvent.at(0.5, .jumpTo(message: MessageID(10), position: .centeredVertically))

    @Test(arguments: StrategyRegistry.bundled.names)
    func aLateMessageInAJumpedWindowThenASendKeepsEveryMessage(_ strategy: String) throws {
        let output = try run(strategy, history: 200, pageSize: 20, seconds: 3, [
            Self.jump,
            .at(1.0, .lateMessage(before: MessageID(11), text: "from the other device")),
            .at(1.5, .send(text: "back to the present", images: 0)),
        ])
        // The store's 200 messages, the late one (m-0200) and the send (m-0201): the send
        // returns to the newest page (m-0180 … m-0199), after which the run's own come, in
        // order; the run plays to its end (frames 0 … 360 at 120 Hz).
        #expect(output.result.findings.filter { $0.kind == .actionDropped } == [])
        #expect(output.trace.count == 361)
        if ["natural", "flipped", "iris"].contains(strategy) {
            let last = try #require(output.trace.last)
            #expect(last.visible.map(\.item).suffix(2) == ["m-0200", "m-0201"])
        }
    }

    @Test(arguments: StrategyRegistry.bundled.names, ["switchConversation", "startFresh"])
    func aJumpWhosePageLandsAfterTheConversationWasReplacedIsDropped(_ strategy: String, replacement: String) throws {
        let action: TimelineEvent.Action = replacement == "startFresh" ? .startFresh : .switchConversation(name: "other", history: 30)
        let output = try run(strategy, history: 200, pageSize: 20, seconds: 2, [Self.jump, .at(0.55, action)])
        let dropped = output.result.findings.filter { $0.kind == .actionDropped }
        #expect(dropped.map(\.message) == [
            "jump to m-0010 landed at 0.616642 s and was dropped: the conversation was replaced while its page was loading",
        ])
        #expect(!output.trace.contains { $0.visible.contains { $0.item == "m-0010" } })
    }
}
