import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Simulator
import Testing
import UIKitChat
import UIKitChatRehearsal

/// The chat screen gated on ChatRig's bundled scenarios, through its own UIKit code.
@Suite struct ChatScreenGateTests {
    static let rehearsal = Rehearsal()
    static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../../Scenarios").standardized

    static func run(_ name: String, reconfigure: Bool = false) throws -> RehearsalResult {
        let scenario = try rehearsal.scenario(at: scenarios.appendingPathComponent(name))
        return try rehearsal.run(scenario, viewController: {
            let controller = ChatViewController()
            controller.reconfiguresChangedMessages = reconfigure
            return controller
        }, adapter: ChatScreenAdapter(), named: reconfigure ? "uikit-chat(reconfigure: changed)" : "uikit-chat")
    }

    /// As shipped the streaming reply keeps stale text; reconfiguring changed messages fixes it.
    @Test func reconfiguringChangedMessagesKeepsTheStreamingReplyCurrent() throws {
        let shipped = try Self.run("bugs/stale-streaming-text.yaml")
        let fixed = try Self.run("bugs/stale-streaming-text.yaml", reconfigure: true)
        #expect(shipped[.staleCellFrames] >= 100, "\(shipped)")
        #expect(fixed[.staleCellFrames] == 0, "\(fixed)")
        #expect(fixed.finding(.snapshotError) == nil, "\(fixed)")
    }

    /// The screen's misuse-free: no snapshot errors on any streaming scenario.
    @Test func streamingAppliesNoSnapshotErrors() throws {
        let result = try Self.run("designs/all-designs-streaming.yaml", reconfigure: true)
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        #expect(result[.snapshotApplies] > 0)
    }
}
