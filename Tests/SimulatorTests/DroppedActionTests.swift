import ChatModel
import Foundation
import Mocks
import Testing
@testable import Simulator

/// A timeline action the run cannot perform is an `actionDropped` finding that fails the run,
/// never silence. Scenario files cannot carry such actions (they are range-checked where they
/// are parsed); timelines built in code can.
@Suite struct DroppedActionTests {
    /// A controller that shows every loaded message and counts the replies that start.
    private func countingReplies(_ started: UnsafeMutablePointer<Int>) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            if case .replyStarted = change {
                started.pointee += 1
                applyAndScrollToBottom(context)
            }
        }
        return controller
    }

    private func reply(rate: Double) -> TimelineEvent {
        TimelineEvent(at: frameStart(30), action: .reply(Mocks.ReplySpec(
            ttft: .milliseconds(100), tokens: 10, rate: rate, chunk: 1...1)))
    }

    @Test func aReplyWhoseScheduleCannotBeBuiltIsDroppedWithAFindingThatFailsTheRun() throws {
        var started = 0
        let result = try run(countingReplies(&started), seconds: 1, [reply(rate: 0)]).result
        let expected = Finding(
            frame: 30, time: 0.50001, kind: .actionDropped,
            message: "reply 1 at 0.50001 s was dropped: its schedule could not be built: "
                + "reply.rate must be a positive number of tokens per second, got 0.0"
        )
        #expect(result.findings.filter { $0.kind == .actionDropped } == [expected])
        #expect(result.failingFindings == [expected])
        #expect(started == 0)
        #expect(result.metrics[.tokensPerSecond] == 0)
    }

    @Test func aValidReplyStreamsAndFailsNothing() throws {
        var started = 0
        let result = try run(countingReplies(&started), seconds: 1, [reply(rate: 100)]).result
        #expect(result.findings.filter { $0.kind == .actionDropped } == [])
        #expect(result.failingFindings == [])
        #expect(started == 1)
    }

    @Test func aConversationThatCannotBeGeneratedOpensEmptyWithAFindingThatFailsTheRun() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var messagesAtEnd: Int?
        controller.onFrame = { messagesAtEnd = $0.messages.count }
        let events = [TimelineEvent(at: frameStart(30), action: .switchConversation(name: "other", history: -5))]
        let result = try run(controller, seconds: 1, events).result
        #expect(result.failingFindings == [Finding(
            frame: 30, time: 0.50001, kind: .actionDropped,
            message: "switchConversation to other at 0.50001 s opened it empty: its -5 messages could not be "
                + "generated: history count must be >= 0, got -5"
        )])
        #expect(messagesAtEnd == 0)
    }

    @Test func aConversationSwitchThatCanBeGeneratedFailsNothing() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        let events = [TimelineEvent(at: frameStart(30), action: .switchConversation(name: "other", history: 5))]
        let result = try run(controller, seconds: 1, events).result
        #expect(result.failingFindings == [])
    }
}
