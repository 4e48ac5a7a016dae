import ChatRigCLI
import ChatRigTesting
import Foundation
import Reporting
import Simulator
import Strategies
import Testing

/// The command line as a library (a team's own executable) and the test API against the
/// command line's own output.
extension ChatRigCLITests {
    /// A team's strategy: the bundled flipped list under its own name and option.
    static let ours = StrategyRegistry.Entry(
        name: "ours", summary: "our inverted list",
        options: [StrategyOption("loadMore", default: FlippedListController.LoadMorePolicy.guarded)]
    ) { options in
        var o = FlippedListController.Options()
        o.loadMore = options["loadMore"]
        return FlippedListController(options: o)
    }

    func scenarioNaming(_ strategy: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("ours-\(UUID().uuidString).yaml")
        try """
        name: ours
        strategies: ["\(strategy)"]
        conversation: { history: 40 }
        timeline:
          - at: 0.1s
            send: "hello"
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func aTeamsStrategyIsKnownToEveryVerbOnlyWhenAdded() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try scenarioNaming("ours(loadMore: scrollAndPrefetch)", in: folder)
        #expect(ChatRig.run(arguments: ["validate", good], strategies: [Self.ours]) == 0)
        // Without it, the same file names an unknown strategy (bad input).
        #expect(ChatRig.run(arguments: ["validate", good]) == 2)
        let badValue = try scenarioNaming("ours(loadMore: sometimes)", in: folder)
        #expect(ChatRig.run(arguments: ["validate", badValue], strategies: [Self.ours]) == 2)
        #expect(ChatRig.run(arguments: ["run", good, "--out", folder.appendingPathComponent("out").path],
                            strategies: [Self.ours]) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
    }

    @Test func theRegistryAddsTheCallersStrategiesAfterTheBundledOnes() {
        let registry = ChatRig.registry(adding: [Self.ours])
        #expect(registry.names == StrategyRegistry.bundled.names + ["ours"])
        #expect(registry.entry(named: "ours")?.options.map(\.key) == ["loadMore"])
    }

    @Test func aRehearsalEqualsTheCommandLinesReportForTheSameScenario() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "Scenarios/bugs/duplicate-load-more.yaml"
        let strategy = "flipped(loadMore: scrollAndPrefetch)"
        let cli = try chatrig(["run", path, "--strategy", strategy, "--format", "json",
                               "--out", folder.appendingPathComponent("out").path])
        #expect(cli.status == 0, "stderr: \(cli.stderr)")

        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.packageRoot.appendingPathComponent(path))
        var options = FlippedListController.Options()
        options.loadMore = .scrollAndPrefetch
        for result in [try rehearsal.run(scenario, strategy: strategy),
                       try rehearsal.run(scenario, controller: FlippedListController(options: options), named: strategy)] {
            let report = SuiteReport(toolVersion: ChatRigVersion.current, runs: [result.report])
            #expect(try Self.deterministic(JSONReportWriter.json(report)) == Self.deterministic(cli.stdout))
        }
    }

    /// A report document without its host figures, the part equal on every run.
    static func deterministic(_ json: String) throws -> NSDictionary {
        var document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        document["runs"] = runs.map { run in run.filter { $0.key != "hostMetrics" } }
        return document as NSDictionary
    }
}
