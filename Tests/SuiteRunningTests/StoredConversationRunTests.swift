import ChatModel
import Foundation
import Reporting
import Scenarios
import Simulator
import Storage
import Strategies
import Testing
@testable import SuiteRunning

/// A scenario whose conversation is read from a message store (`messages:`) runs exactly as
/// the same scenario over a generated history when the store holds the generator's messages:
/// every page — older, newer after a jump, around a message, the newest — and so every
/// metric and finding is the same. The store is written the way `history import` writes one.
@Suite struct StoredConversationRunTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    /// `scenario` from the bundled suite, and the same with its generated history written
    /// to `conversation.sqlite` beside it and named by `messages:`.
    private func storedTwin(of scenario: String, in folder: URL) throws -> (generated: String, stored: String) {
        let original = try String(contentsOfFile: bundled(scenario), encoding: .utf8)
        let parsed = try ScenarioParser.parse(yaml: original, path: scenario)
        let generator = try ConversationGenerator(seed: parsed.seed, count: parsed.conversation.history, mix: parsed.conversation.mix)
        var index = 0
        try MessageStoreFile.write(to: folder.appendingPathComponent("conversation.sqlite").path, title: "twin") {
            guard index < generator.count else { return nil }
            defer { index += 1 }
            return ImportedMessage(message: generator.message(at: index), sourceID: "\(index)", line: index + 1)
        }
        let generated = folder.appendingPathComponent("generated.yaml")
        try original.write(to: generated, atomically: true, encoding: .utf8)
        let twin = original
            .replacingOccurrences(of: "name: \(parsed.name)", with: "name: \(parsed.name)-stored")
            .replacingOccurrences(of: "history: \(parsed.conversation.history)", with: "messages: conversation.sqlite")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("  mix:") }.joined(separator: "\n")
        let stored = folder.appendingPathComponent("stored.yaml")
        try twin.write(to: stored, atomically: true, encoding: .utf8)
        return (generated.path, stored.path)
    }

    @Test(arguments: ["bugs/jump-to-unloaded-message.yaml", "bugs/duplicate-load-more.yaml"])
    func aStoredConversationRunsAsItsGeneratedTwin(scenario: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-stored-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try storedTwin(of: scenario, in: folder)
        let plan = try runner.plan(paths: [paths.generated, paths.stored], strategies: [], device: nil, seed: nil)
        #expect(plan.scenarios[1].scenario.conversation.messages?.path == "conversation.sqlite")
        let report = try runner.run(plan)
        let half = report.runs.count / 2
        #expect(half > 0)
        for (generated, stored) in zip(report.runs[..<half], report.runs[half...]) {
            #expect(generated.result.strategy == stored.result.strategy)
            #expect(generated.result.metrics == stored.result.metrics, "\(generated.result.strategy)")
            #expect(generated.result.findings == stored.result.findings, "\(generated.result.strategy)")
        }
        #expect(report.runs.contains { $0.result.metrics[.loadMoreCalls] ?? 0 > 0 })
    }

    @Test func aStoreThatIsNotAConversationIsAnErrorAtItsValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-stored-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A ChatRig database with two conversations.
        let path = folder.appendingPathComponent("two.sqlite").path
        let store = try MessageStore(location: .file(path))
        try store.createConversation(id: 1, title: "a")
        try store.createConversation(id: 2, title: "b")
        let scenario = folder.appendingPathComponent("s.yaml")
        try "name: s\nconversation:\n  pageSize: 20\n  messages: two.sqlite\n".write(to: scenario, atomically: true, encoding: .utf8)
        #expect {
            try runner.plan(paths: [scenario.path], strategies: [], device: nil, seed: nil)
        } throws: { error in
            let errors = (error as? ScenarioFileError)?.errors ?? []
            return errors.count == 1 && errors[0].location.line == 4 && errors[0].location.column == 13
                && errors[0].message == "message store 'two.sqlite': holds 2 conversations; a scenario reads a store of one (import each into its own file)"
        }
    }
}
