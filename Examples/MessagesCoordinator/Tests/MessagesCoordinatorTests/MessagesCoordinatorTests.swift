import ChatRigTesting
import Foundation
import MessagesCoordinator
import Testing

/// The coordinator rehearsed on the team's scenario: the gate CI runs on every change.
@Suite struct MessagesCoordinatorTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenario = packageRoot.appendingPathComponent("Scenarios/fling-back-while-streaming.yaml")

    @Test func flingingBackWhileAReplyStreamsLoadsEachPageOnce() throws {
        let rehearsal = Rehearsal()
        let result = try rehearsal.run(rehearsal.scenario(at: Self.scenario), controller: MessagesCoordinator(), named: "messages")
        #expect(result[.duplicateLoadMore] == 0, "\(result)")
        #expect(result[.loadMoreCalls] >= 5, "\(result)")
        #expect(result[.followMisses] == 0, "\(result)")
        #expect(result.passed, "\(result)")
    }

    /// The gate is not one that cannot fail: without the in-flight guard the same scenario
    /// catches the duplicate requests, and says where the first one happened.
    @Test func theGateCatchesAnUnguardedLoadMore() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.scenario)
        let unguarded = try rehearsal.run(scenario, controller: MessagesCoordinator(loadMoreGuard: .none), named: "messages")
        #expect(unguarded[.duplicateLoadMore] > 0)
        #expect(!unguarded.passed)
        #expect(unguarded.finding(.duplicateLoadMore)?.occurrences == Int(unguarded[.duplicateLoadMore]))
        let first = try #require(unguarded.firstFinding)
        #expect(unguarded.description.contains("failed duplicateLoadMore == 0"))
        #expect(unguarded.description.contains("frame \(first.frame) at t="))
        // Under its variant's name the scenario expects exactly that bug.
        let variant = try rehearsal.run(scenario, controller: MessagesCoordinator(loadMoreGuard: .none), named: "messages(loadMore: none)")
        #expect(variant.passed, "\(variant)")
    }

    /// The team's executable is the full `chatrig` with the coordinator added.
    @Test func theTeamsExecutableListsAndValidatesTheCoordinator() throws {
        let list = try Self.messagesRig(["list", Self.scenario.path])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("  messages  The chat screen's coordinator"))
        #expect(list.stdout.contains("      loadMore: inFlightFlag | none  (default inFlightFlag)"))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try "name: typo\nstrategies: [\"messages(loadMore: sometimes)\"]\n".write(to: file, atomically: true, encoding: .utf8)
        let validate = try Self.messagesRig(["validate", file.path])
        #expect(validate.status == 2)
        #expect(validate.stderr.contains(":2:14: error: strategy 'messages': 'sometimes' is not a value of 'loadMore'; use one of inFlightFlag, none"))
    }

    static func messagesRig(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var executable = Bundle.main.bundleURL.appendingPathComponent("messages-rig")
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            executable = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("messages-rig")
        }
        #endif
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot  // as the team runs it, without ChatRig's folders
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
