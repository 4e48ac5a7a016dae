import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Simulator
import SwiftUIChat
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
}
