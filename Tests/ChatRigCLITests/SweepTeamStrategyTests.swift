import ChatRigCLI
import Foundation
import Testing

extension ChatRigCLITests {
    /// `sweep` checks and runs the strategies the command line was given, a team's
    /// included, not only the bundled ones.
    @Test func sweepRunsATeamsStrategyOnlyWhenAdded() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["sweep", "Scenarios/bugs/upside-down-text.yaml", "--history", "10", "--strategy", "ours",
                         "--format", "json", "--out", folder.appendingPathComponent("sweep").path]
        #expect(ChatRig.run(arguments: arguments) == 2)
        #expect(ChatRig.run(arguments: arguments, strategies: [Self.ours]) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sweep/sweep.json").path))
    }
}
