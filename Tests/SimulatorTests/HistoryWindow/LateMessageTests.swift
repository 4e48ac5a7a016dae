import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// `lateMessage:` — a message with an older timestamp lands mid-list under a new identifier;
/// the controller hears `messageInserted`. A list that applies it without keeping what the
/// reader reads in place moves them by the row's height when it lands above them, and not at
/// all when it lands below. ``phone`` over 100 short messages, 20 loaded (`m-0080` …
/// `m-0099`); the late message takes `m-0100`.
@Suite struct LateMessageTests {
    private func message(_ id: Int64) -> Message {
        Message(id: MessageID(id), role: .user, text: "m\(id)", createdAt: VirtualInstant(seconds: Double(id)))
    }

    @Test func lateMessagesAreFoundWhereTheyWereInsertedAndEveryOtherMessageStill() {
        var messages = LoadedMessages()
        messages.prepend((10..<20).map(message))
        messages.insertLate(message(20), at: 5)   // before m-0015
        messages.append(message(21))
        messages.insertLate(message(22), at: 2)   // before m-0012
        messages.prepend((5..<10).map(message))
        messages.append(message(23))
        #expect(messages.map(\.id.rawValue) == [5, 6, 7, 8, 9, 10, 11, 22, 12, 13, 14, 20, 15, 16, 17, 18, 19, 21, 23])
        for (position, message) in messages.enumerated() {
            #expect(messages.position(of: message.id) == position)
        }
        #expect(messages.position(of: MessageID(4)) == nil)
        #expect(messages.position(of: MessageID(24)) == nil)
    }

    private func run(applying apply: @escaping (ChatListContext) -> Void, before: Int64,
                     heard: UnsafeMutablePointer<[MessageID]>) throws -> Simulation.Output {
        let controller = InsertingController(apply: apply)
        let late = TimelineEvent(at: frameStart(30), action: .lateMessage(before: MessageID(before), text: "Sent from my watch while offline."))
        let configuration = RunConfiguration(scenario: "t", strategy: "late", device: phone, seed: 1, duration: .seconds(1),
                                             timeline: Timeline([late]), pageSize: 20, recordsTrace: true)
        let output = try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: 100)).run()
        heard.pointee = controller.heard
        return output
    }

    final class InsertingController: ChatListController {
        let apply: (ChatListContext) -> Void
        var heard: [MessageID] = []
        init(apply: @escaping (ChatListContext) -> Void) { self.apply = apply }
        func viewDidLoad(_ context: ChatListContext) { applyAndScrollToMiddle(context) }
        func messageInserted(_ id: MessageID, _ context: ChatListContext) {
            heard.append(id)
            apply(context)
        }
    }

    /// Applies every loaded message, the offset unchanged.
    private static func plain(_ context: ChatListContext) {
        context.dataSource.apply(snapshot(context), animatingDifferences: false)
    }

    /// Applies every loaded message keeping the first visible message where it was on screen.
    private static func anchored(_ context: ChatListContext) {
        let view = context.collectionView
        let anchor = view.indexPathsForVisibleItems.min().flatMap { context.dataSource.itemIdentifier(for: $0) }
        let screenY = anchor.flatMap { view.frameOfItem($0) }.map { $0.minY - view.contentOffset.y }
        context.dataSource.apply(snapshot(context), animatingDifferences: false)
        view.layoutIfNeeded()
        if let anchor, let screenY, let frame = view.frameOfItem(anchor) { view.contentOffset = Point(y: frame.minY - screenY) }
    }

    @Test func aLateMessageAboveTheReaderMovesAListThatKeepsItsOffset() throws {
        var heard: [MessageID] = []
        let output = try run(applying: Self.plain(_:), before: 82, heard: &heard)
        #expect(heard == [MessageID(100)])
        #expect(output.trace[30].frameEvents.contains(.lateMessage))
        // The new row (118 pt) pushes everything below it, the row the reader reads too.
        #expect(output.result.metrics[.anchorDriftMax] == 118)
        #expect(output.result.metrics[.anchorDriftCount] == 1)
        let drift = try #require(output.result.findings.first { $0.kind == .anchorDrift })
        #expect(drift.frame == 30)
        #expect(drift.message == "m-0091 moved 118 pt on screen without a scroll (a layout change before it)")
    }

    @Test func keepingTheFirstVisibleMessageInPlaceHoldsTheReaderStill() throws {
        var heard: [MessageID] = []
        let output = try run(applying: Self.anchored(_:), before: 82, heard: &heard)
        #expect(heard == [MessageID(100)])
        #expect(output.result.metrics[.anchorDriftMax] == 0)
    }

    @Test func aLateMessageBelowTheReaderMovesNothing() throws {
        var heard: [MessageID] = []
        let output = try run(applying: Self.plain(_:), before: 98, heard: &heard)
        #expect(heard == [MessageID(100)])
        #expect(output.result.metrics[.anchorDriftMax] == 0)
    }

    @Test func aLateMessageBeforeTheOldestLoadedIsDropped() throws {
        var heard: [MessageID] = []
        let result = try run(applying: Self.plain(_:), before: 80, heard: &heard).result
        #expect(heard == [])
        #expect(result.failingFindings.map(\.message) == [
            "late message before m-0080 at 0.50001 s was dropped: its place is not among the loaded messages",
        ])
    }

    @Test func aSendAfterALateMessageTakesTheNextIdentifierAtTheEnd() throws {
        final class Probe: ChatListController {
            var order: [Int64] = []
            func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
                order = context.messages.suffix(3).map(\.id.rawValue) + [context.messages[3].id.rawValue]
            }
        }
        let probe = Probe()
        let events = [TimelineEvent(at: frameStart(5), action: .lateMessage(before: MessageID(83), text: "late")),
                      TimelineEvent(at: frameStart(10), action: .send(text: "now", images: 0))]
        let configuration = RunConfiguration(scenario: "t", strategy: "late", device: phone, seed: 1, duration: .seconds(0.5),
                                             timeline: Timeline(events), pageSize: 20, recordsTrace: false)
        _ = try Simulation(configuration: configuration, controller: probe, history: FixedHistory(count: 100)).run()
        #expect(probe.order == [98, 99, 101, 100])
    }
}
