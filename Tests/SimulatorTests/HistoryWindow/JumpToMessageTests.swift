import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// `jumpTo:` a message that is not loaded: the store's page around it replaces the loaded
/// messages after its latency (100 ms: 6 frames), the controller hears `historyDidJump`, and
/// where the list rests is judged as a pick is. ``phone`` over 100 short messages, 20 a page
/// (`m-0080` … `m-0099` loaded at open).
@Suite struct JumpToMessageTests {
    @Test func aJumpLoadsThePageAroundTheMessageAndTheListShowsIt() throws {
        let controller = WindowController()
        let output = try runWindowed(controller, seconds: 1, [jump(to: 30, atFrame: 10)])
        #expect(controller.jumps == [MessageID(30)])
        #expect(output.trace[10].frameEvents.contains(.jumpToMessage))
        let landing = try #require(output.trace.firstIndex { $0.frameEvents.contains(.pageLoaded) })
        #expect(landing == 16)
        #expect(output.trace[landing].visible.map(\.item).contains("m-0030"))
        #expect(!output.trace[landing].visible.map(\.item).contains("m-0099"))
        #expect(output.result.metrics[.scrollToMisses] == 0)
        #expect(output.result.failingFindings == [])
    }

    @Test func theWindowHoldsTheMessageInItsMiddleAndNewerHistoryFollows() throws {
        final class Probe: ChatListController {
            var seen: (ClosedRange<Int64>, Bool, Bool)?
            func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
                seen = (context.messages.first!.id.rawValue...context.messages.last!.id.rawValue,
                        context.hasMoreHistory, context.hasNewerHistory)
            }
        }
        let probe = Probe()
        _ = try runWindowed(probe, seconds: 0.5, [jump(to: 30, atFrame: 1)])
        let seen = try #require(probe.seen)
        #expect(seen.0 == 20...39)
        #expect(seen.1 == true)  // older history
        #expect(seen.2 == true)  // newer history
    }

    /// A controller written before jumps: the default reloads the screen as at open
    /// (`viewDidLoad` through `conversationDidChange`), then asks it to scroll to the message.
    @Test func theDefaultReloadsAsAtOpenThenAsksForTheMessage() throws {
        let controller = ScriptedController()
        var loads = 0
        var picks: [MessageID] = []
        controller.onLoad = { context in
            loads += 1
            applyAndScrollToBottom(context)
        }
        controller.onScrollTo = { id, _, _ in picks.append(id) }
        let result = try runWindowed(controller, seconds: 0.5, [jump(to: 30, atFrame: 1)]).result
        #expect(loads == 2)
        #expect(picks == [MessageID(30)])
        // It did not scroll to m-0030: the pick is judged a miss, off screen.
        #expect(result.metrics[.scrollToMisses] == 1)
    }

    @Test func aJumpToALoadedMessageIsAPick() throws {
        let controller = WindowController()
        let output = try runWindowed(controller, seconds: 0.5, [jump(to: 90, atFrame: 1)])
        #expect(controller.jumps == [])
        #expect(output.trace[1].frameEvents.contains(.scrollToMessage))
        #expect(!output.trace.contains { $0.frameEvents.contains(.jumpToMessage) })
    }

    @Test func aJumpToAMessageTheStoreDoesNotHoldIsDroppedWithAFindingThatFailsTheRun() throws {
        let controller = WindowController()
        let result = try runWindowed(controller, seconds: 0.5, [jump(to: 5000, atFrame: 3)]).result
        #expect(controller.jumps == [])
        let expected = Finding(frame: 3, time: 0.050001, kind: .actionDropped,
                               message: "jump to m-5000 at 0.050001 s was dropped: the store holds no such message")
        #expect(result.failingFindings == [expected])
    }

    @Test func aHistoryWrittenBeforeJumpsDropsTheJump() throws {
        let result = try run(ScriptedController(), seconds: 0.5, [jump(to: 30, atFrame: 3)]).result
        #expect(result.failingFindings.map(\.message) == ["jump to m-0030 at 0.050001 s was dropped: the store holds no such message"])
    }

    @Test func aSendAwayFromTheLiveEndReturnsToIt() throws {
        final class Probe: ChatListController {
            var afterSend: (ClosedRange<Int64>, Bool)?
            func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
                guard case .sent = change else { return }
                afterSend = (context.messages.first!.id.rawValue...context.messages.last!.id.rawValue, context.hasNewerHistory)
            }
        }
        let probe = Probe()
        let send = TimelineEvent(at: frameStart(20), action: .send(text: "back", images: 0))
        _ = try runWindowed(probe, seconds: 0.5, [jump(to: 30, atFrame: 1), send])
        #expect(probe.afterSend?.0 == 80...100)
        #expect(probe.afterSend?.1 == false)
    }
}
