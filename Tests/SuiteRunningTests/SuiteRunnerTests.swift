import Foundation
import Testing
import Reporting
@testable import ReportFormats
@testable import SuiteRunning
import Scenarios
import Strategies

/// The package root, for the bundled scenario suite and device profiles.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let devicesFolder = packageRoot.appendingPathComponent("Scenarios/devices")
func bundled(_ path: String) -> String { packageRoot.appendingPathComponent("Scenarios/\(path)").path }

@Suite struct SuiteRunnerTests {
    let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    @Test func aReproThatNoLongerReproducesTurnsRed() throws {
        // The same repro, asserting the buggy variant is clean: the run must fail.
        let text = try String(contentsOfFile: bundled("bugs/upside-down-text.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "upsideDownFrames: \">= 1\"", with: "upsideDownFrames: 0")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-red-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("upside-down-text.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let report = try runner.run(runner.plan(paths: [file.path], strategies: [], device: nil, seed: nil))
        #expect(!report.passed)
        let failed = report.runs.flatMap(\.expectations).filter { !$0.passed }
        #expect(failed.map(\.metric) == ["upsideDownFrames"])
    }

    @Test func sameScenarioTwiceGivesByteIdenticalJSON() throws {
        let plan = try runner.plan(paths: [bundled("streaming/rapid-streaming.yaml")], strategies: [], device: nil, seed: nil)
        let first = JSONReportWriter.deterministicJSON(try runner.run(plan))
        let second = JSONReportWriter.deterministicJSON(try runner.run(plan))
        #expect(first == second)
        #expect(first.contains("\"tokensPerSecond\""))
    }

    @Test func badScenarioFilesAreReportedWithTheirLocation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try "name: bad\nseed: 1\nstrategies: [flipped, sideways]\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: ScenarioFileError.self) {
            _ = try runner.plan(paths: [file.path], strategies: [], device: nil, seed: nil)
        }
        do {
            _ = try runner.plan(paths: [file.path], strategies: [], device: nil, seed: nil)
        } catch {
            #expect(error.description.contains("bad.yaml:3:23: error: unknown strategy 'sideways'; known strategies: flipped, natural, iris, sparkifire, v0, personal-llm"))
        }
    }

    @Test func strategyAndSeedOverridesApply() throws {
        let plan = try runner.plan(paths: [bundled("bugs/upside-down-text.yaml")], strategies: ["natural"], device: "iphone-se-3", seed: 42)
        #expect(plan.scenarios[0].strategies.map(\.description) == ["natural"])
        #expect(plan.scenarios[0].scenario.seed == 42)
        #expect(plan.scenarios[0].device.name == "iphone-se-3")
    }
}
