import ChatModel
import Mocks
import Simulator
import Strategies
import Testing

/// The app actions through the bundled SwiftUI strategies: sends refused while a reply is
/// pending, the growing composer, another conversation, a fresh start and time away.
@Suite struct AppActionsTests {
    private let whole = TimelineEvent.Action.reply(Mocks.ReplySpec(ttft: .seconds(1), tokens: 40, rate: 10_000, chunk: 40...40))

    private func lastFrame(_ output: Simulation.Output) -> FrameRecord { output.trace.last! }

    @Test func aSendWhileAWholeReplyLoadsIsRefusedAndItsReplySkipped() throws {
        let events: [TimelineEvent] = [.at(0.5, .send(text: "one", images: 0)), .at(0.5, whole),
                                       .at(0.8, .send(text: "two", images: 0)), .at(0.8, whole)]
        let refused = try run("sparkifire", history: 10, seconds: 3, events)
        #expect(refused.result.metrics[.sendsRefused] == 1)
        #expect(refused.result.findings.first { $0.kind == .sendRefused }?.frame == 97)  // the first 120 Hz tick at or after 0.8 s
        // History 10, one question and its answer: 12 rows, the refused one never shown.
        #expect(lastFrame(refused).visible.last?.item == "m-0011")
        let accepted = try run("natural", history: 10, seconds: 3, events)
        #expect(accepted.result.metrics[.sendsRefused] == 0)
        #expect(lastFrame(accepted).visible.last?.item == "m-0013")
    }

    @Test func theComposerGrowsToFiveLinesAndIsDisabledWhileGenerating() throws {
        let long = String(repeating: "word ", count: 200)
        let output = try run("personal-llm", history: 4, seconds: 4, [
            .at(0.2, .send(text: "q", images: 0)), .at(0.2, reply(tokens: 30, rate: 60)),
            .at(0.5, .compose(text: long, images: 0)),  // generating: the field is disabled
            .at(2, .compose(text: "short", images: 0)),
            .at(3, .compose(text: long, images: 0)),
        ])
        let insets = output.trace.map(\.insetBottom)
        // Composer 60 pt + home indicator 34 pt.
        #expect(insets[Int(1.9 * 120)] == 94)
        #expect(insets[Int(2.5 * 120)] == 94)
        let grown = insets.last! - 94
        let line = grown / 4
        #expect(grown > 60 && grown < 100)
        #expect(abs(line * 4 - grown) < 1e-9)
        #expect(output.result.metrics[.sendsRefused] == 0)
    }

    @Test func switchingConversationReplacesEveryRow() throws {
        let output = try run("sparkifire", history: 30, seconds: 3, [
            .at(0.5, .switchConversation(name: "alex-pro", history: 12)),
        ])
        let last = lastFrame(output)
        // The 12 new messages take identifiers after the 30 of the first conversation.
        #expect(last.visible.last?.item == "m-0041")
        #expect(last.visible.allSatisfy { $0.index < 12 })
    }

    @Test func startFreshGreetsOrClears() throws {
        let greeted = try run("sparkifire", history: 30, seconds: 2, [.at(0.5, .startFresh)])
        #expect(lastFrame(greeted).visible.map(\.item) == ["m-0030"])
        #expect(lastFrame(greeted).visible.first?.kind == "assistant")
        let cleared = try run("personal-llm", history: 30, seconds: 2, [.at(0.5, .startFresh)])
        #expect(lastFrame(cleared).visible.isEmpty)
        #expect(lastFrame(cleared).contentHeight == 32)  // the stack's padding only
    }

    @Test func theDailyResetFiresAfter24HoursAway() throws {
        let day = 24.0 * 3_600
        let stays = try run("sparkifire", history: 30, seconds: 2, [.at(0.5, .timeJump(.seconds(day - 1)))])
        #expect(lastFrame(stays).visible.first?.item == "m-0000")  // opens at its top, untouched
        let resets = try run("sparkifire", history: 30, seconds: 2, [.at(0.5, .timeJump(.seconds(day - 1))),
                                                                     .at(1, .timeJump(.seconds(1)))])
        #expect(lastFrame(resets).visible.map(\.item) == ["m-0030"])
        let noReset = try run("personal-llm", history: 30, seconds: 2, [.at(0.5, .timeJump(.seconds(2 * day)))])
        #expect(lastFrame(noReset).visible.first?.item == "m-0000")
    }
}
