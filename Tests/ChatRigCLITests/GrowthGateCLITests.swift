import Foundation
import Testing

/// `sweep --history` judging a scenario's `growth:` bound: a configure cost that grows with the
/// conversation (a linear lookup per cell) fails it, exit status 1.
@Suite(.serialized) struct GrowthGateCLITests {
    private let cli = ChatRigCLITests()

    @Test func aLinearLookupFailsItsGrowthBoundAndExitsOne() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: ChatRigCLITests.packageRoot.appendingPathComponent("Scenarios/bugs/configure-cost-history.yaml"),
                                encoding: .utf8)
        let scenario = folder.appendingPathComponent("growth.yaml")
        try (source + "gate:\n  frameCostP99: { growth: 5% per 10x history }\n").write(to: scenario, atomically: true, encoding: .utf8)
        let result = try cli.chatrig([
            "sweep", scenario.path, "--history", "1000,10000,100000", "--strategy", "iris(follow: displayLink)",
            "--out", folder.appendingPathComponent("sweep").path, "--jobs", "2",
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Growth with history:"))
        #expect(result.stdout.contains("✗ iris(follow: displayLink) on iphone-15-pro: frameCostP99 grows"), "\(result.stdout)")
    }
}
