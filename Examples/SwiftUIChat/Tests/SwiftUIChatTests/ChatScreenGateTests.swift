import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import RunResults
import Simulator
@testable import SwiftUIChat
import SwiftUIChatRehearsal
import Testing

/// The SwiftUI chat screen gated on ChatRig's bundled scenarios, through its own views.
@MainActor @Suite struct ChatScreenGateTests {
    static let rehearsal = Rehearsal()
    static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../../Scenarios").standardized

    static func run(_ name: String) throws -> RehearsalResult {
        let scenario = try rehearsal.scenario(at: scenarios.appendingPathComponent(name))
        let model = ChatViewModel()
        return try rehearsal.run(scenario, view: { ChatScreen(model: model) }, adapter: ChatScreenAdapter(model: model),
                                 named: "swiftui-chat")
    }

    @Test func streamingRunsWithoutSnapshotErrors() throws {
        let result = try Self.run("streaming/rapid-streaming.yaml")
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        #expect(result[.snapshotApplies] > 0, "\(result)")
    }

    @Test func theScreenFollowsTheStreamingReply() throws {
        let result = try Self.run("streaming/rapid-streaming.yaml")
        #expect(result[.followMisses] == 0, "\(result)")
    }

    /// Bodies run where the state is read, once per frame however many chunks arrived
    /// (SwiftUI evaluates once per transaction). The `ScrollViewReader`'s content reads the
    /// messages and `streamedLength` (to follow the reply): it runs to open and in every frame
    /// in which the view model changed. The screen's own body reads only `isStreaming` (for
    /// the composer): it runs to open and when the reply starts and ends. Counted exactly.
    @Test func bodiesRunWhereTheStateIsReadOncePerFrame() throws {
        let scenario = try Self.rehearsal.scenario(at: Self.scenarios.appendingPathComponent("streaming/rapid-streaming.yaml"))
        let model = ChatViewModel()
        let adapter = FrameRecordingAdapter(ChatScreenAdapter(model: model))
        let host = SwiftUIListHost(view: { ChatScreen(model: model) }, adapter: adapter)
        _ = try Self.rehearsal.run(scenario, controller: host, named: "swiftui-chat")
        let graph = try #require(host.graph)
        let reader = graph.bodyEvaluations.filter { $0.key.hasPrefix("ScrollViewReader<") }.values.reduce(0, +)
        #expect(adapter.framesWithChanges.count > 10)
        #expect(reader == 1 + adapter.framesWithChanges.count)
        #expect(graph.bodyEvaluations(of: ChatScreen.self) == 1 + 2 * adapter.replies)
        #expect(graph.bodyEvaluations(of: Composer.self) == 1 + 2 * adapter.replies)
    }
}

/// The screen's adapter, noting the frames in which the view model changed.
@MainActor final class FrameRecordingAdapter: SwiftUIListAdapter {
    let base: ChatScreenAdapter
    private(set) var framesWithChanges: Set<VirtualInstant> = []
    private(set) var replies = 0

    init(_ base: ChatScreenAdapter) { self.base = base }

    func chatItem(for rowID: AnyHashable) -> ChatItemID? { base.chatItem(for: rowID) }
    func showConversation(_ context: ChatListContext) { base.showConversation(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        framesWithChanges.insert(context.now)
        if case .replyStarted = change { replies += 1 }
        base.messagesDidChange(change, context)
    }
}
