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

    /// The screen against the `iris` strategy, which models the same design, with the fix
    /// this screen has for the typing indicator (its dots stop when it leaves the screen:
    /// `iris(typingDots: stop)`): the same figures but one. This screen's view model hands
    /// it the messages on every change, a reply's end included, then the flag; the design's
    /// SwiftUI bridge hands over messages only when their identifiers or the newest text
    /// changed, and the last chunk already brought the text. So the end of each reply costs
    /// this screen one more apply — animated and identical to the one before it. And the
    /// design's view model holds the whole conversation, where this screen holds the loaded
    /// page (history 120, the newest 50): the design's cell provider searches the 70 older
    /// messages too, 70 × 0.02 µs per configure, two configures in the costliest frame —
    /// 2.8 µs more in `frameCostMax`.
    @Test func theScreenMatchesTheIrisModelButForOneApplyAtTheReplysEnd() throws {
        let name = "bugs/stale-streaming-text.yaml"
        let screen = try Self.run(name)
        let iris = try Self.rehearsal.run(Self.rehearsal.scenario(at: Self.scenarios.appendingPathComponent(name)),
                                          strategy: "iris(typingDots: stop)")
        for metric in Metric.allCases where ![.snapshotApplies, .animatedApplies, .redundantApplies, .frameCostMax].contains(metric) {
            #expect(screen.metrics[metric] == iris.metrics[metric], "\(metric): \(String(describing: screen.metrics[metric])) vs \(String(describing: iris.metrics[metric]))")
        }
        #expect(screen[.snapshotApplies] == iris[.snapshotApplies] + 1)
        #expect(screen[.animatedApplies] == iris[.animatedApplies] + 1)
        #expect(screen[.redundantApplies] == iris[.redundantApplies] + 1)
        #expect(abs(iris[.frameCostMax] - screen[.frameCostMax] - 0.0028) < 1e-9)
    }
}
