import Foundation
import Testing

/// `stability --write-thresholds` end to end: the measured lines are added, the hand-written
/// ones kept, and a broken thresholds file is refused without being touched.
@Suite(.serialized) struct StabilityThresholdsCLITests {
    private let cli = ChatRigCLITests()

    @Test func measuredTolerancesJoinTheHandWrittenOnes() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let thresholds = folder.appendingPathComponent("thresholds.yaml")
        try "snapshotApplies: { absolute: 2 }   # reviewed\nhostWallSeconds: { relative: 25% }\n"
            .write(to: thresholds, atomically: true, encoding: .utf8)
        let result = try cli.chatrig(["stability", "Scenarios/bugs/upside-down-text.yaml", "--repeat", "2",
                                      "--write-thresholds", "--thresholds", thresholds.path, "--margin", "2"])
        // 1 means this machine is too noisy to gate host figures; the tolerances are written either way.
        #expect(result.status == 0 || result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("to \(thresholds.path)."))
        let text = try String(contentsOf: thresholds, encoding: .utf8)
        #expect(text.hasPrefix("snapshotApplies: { absolute: 2 }   # reviewed\nhostWallSeconds: { relative: 25% }\n"))
        #expect(text.contains("hostFrameTimeP99: { relative: "))
        #expect(text.contains("# measured by chatrig stability: worst A/A spread "))
        #expect(!text.contains("hostWallSeconds: { relative: 25% }  # measured"), "the hand-written entry wins")

        try "hostWallSeconds: { absolute: 1 }\n".write(to: thresholds, atomically: true, encoding: .utf8)
        let broken = try cli.chatrig(["stability", "Scenarios/bugs/upside-down-text.yaml", "--repeat", "2",
                                      "--write-thresholds", "--thresholds", thresholds.path])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("thresholds.yaml:1:"), "\(broken.stderr)")
        #expect(try String(contentsOf: thresholds, encoding: .utf8) == "hostWallSeconds: { absolute: 1 }\n")
    }
}
