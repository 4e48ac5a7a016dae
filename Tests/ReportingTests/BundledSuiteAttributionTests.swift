import Foundation
import Scenarios
import Simulator
import Strategies
import Testing
import Reporting
@testable import ChangeJudging
@testable import ReportModel
@testable import SuiteRunning

/// Cost attribution over the whole bundled suite: every frame's operations add up to its
/// modelled cost, the kept frames are the ones that set the figures, and the pull-request
/// comment of the suite copied ten times fits GitHub's limit.
@Suite(.serialized) struct BundledSuiteAttributionTests {
    struct Checked: Sendable {
        var report: SuiteReport
        var frames = 0
        /// The largest |Σ operations − cost| of any frame, ms, and the frames over 1e-9 ms relative.
        var largestGap = 0.0
        var framesOff: [String] = []
    }

    /// Runs every pair of the bundled suite as `chatrig run` does, watching every frame.
    static let suite: Result<Checked, any Error> = Result {
        let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)
        let plan = try runner.plan(paths: [packageRoot.appendingPathComponent("Scenarios").path], strategies: [], device: nil, seed: nil)
        var checked = Checked(report: SuiteReport(toolVersion: "0.1.0", runs: []))
        for planned in plan.scenarios {
            for spec in planned.strategies {
                let scenario = planned.scenario
                let history = try HistoryFixture(scenario: scenario)
                let configuration = RunConfiguration(
                    scenario: scenario.name, strategy: spec.description, device: planned.device, seed: scenario.seed,
                    duration: scenario.duration, timeline: ScenarioCompiler.timeline(for: scenario),
                    pageSize: scenario.conversation.pageSize, recordsTrace: false)
                let controller = try StrategyRegistry.bundled.makeController(name: spec.name, options: spec.options.map { ($0.key, $0.value) })
                let simulation = try Simulation(configuration: configuration, controller: controller,
                                                history: history.makeHistory(), citations: history.citations)
                var watched = checked
                simulation.frameObserver = { record in
                    watched.frames += 1
                    let gap = abs(record.operations.total - record.cost)
                    watched.largestGap = max(watched.largestGap, gap)
                    if gap > 1e-9 * max(1, record.cost) { watched.framesOff.append("\(scenario.name) · \(spec) frame \(record.frame)") }
                }
                let result = try simulation.run().result
                checked = watched
                checked.report.runs.append(RunReport(result: result, expectations: []))
            }
        }
        return checked
    }

    @Test func everyFramesOperationsAddUpToItsModelledCost() throws {
        let checked = try Self.suite.get()
        #expect(checked.report.runs.count >= 60)
        #expect(checked.frames > 10_000)
        #expect(checked.framesOff.isEmpty, "\(checked.framesOff.prefix(5))")
        print("attribution: \(checked.frames) frames of \(checked.report.runs.count) runs; largest |Σ operations − cost| = \(checked.largestGap) ms")
    }

    @Test func theKeptFramesAreTheOnesThatSetTheFigures() throws {
        for run in try Self.suite.get().report.runs {
            let attribution = try #require(run.result.costAttribution)
            for metric in CostAttribution.frameMetrics {
                let frame = try #require(attribution.frame(for: metric), "\(run.result.scenario) \(metric)")
                #expect(frame.cost == run.result.metrics[metric], "\(run.result.scenario) · \(run.result.strategy) \(metric)")
                #expect(abs(frame.operations.total - frame.cost) <= 1e-9 * max(1, frame.cost))
            }
        }
    }

    /// The suite ten times over (scenarios renamed), against itself and against a head whose
    /// every run regressed its P99 frame and snapshot applies.
    @Test func theCommentOfTheSuiteTenTimesOverFitsGitHubsLimit() throws {
        let runs = try Self.suite.get().report.runs
        let tenfold = (0..<10).flatMap { copy in
            runs.map { run -> RunReport in
                var run = run
                run.result.scenario += "-copy-\(copy)"
                return run
            }
        }
        let base = SuiteReport(toolVersion: "0.1.0", runs: tenfold)
        let same = try Comparer().compare(base: base, head: base, baseLabel: "reports/baselines/main.json", headLabel: "reports/ci/head")
        let quiet = ComparisonCommentWriter.markdown(same, reportURL: "https://example.invalid/artifact")
        #expect(quiet.utf8.count <= ComparisonCommentWriter.limit)
        #expect(quiet.contains("No regression"))
        #expect(quiet.contains("of \(tenfold.count) runs"))
        #expect(quiet.contains("https://example.invalid/artifact"))
        let full = ComparisonMarkdownWriter.markdown(same)
        #expect(full.utf8.count > ComparisonCommentWriter.limit, "the full tables are what does not fit")

        var worse = base
        for index in worse.runs.indices {
            worse.runs[index].result.metrics[.snapshotApplies]! += 1
            var attribution = try #require(worse.runs[index].result.costAttribution)
            for (position, entry) in attribution.frames.enumerated() where entry.metric == .frameCostP99 {
                attribution.frames[position].frame.operations[.configureAssistantCell] += 0.25
                attribution.frames[position].frame.cost += 0.25
            }
            worse.runs[index].result.costAttribution = attribution
            worse.runs[index].result.metrics[.frameCostP99]! += 0.25
        }
        let regressed = try Comparer().compare(base: base, head: worse, baseLabel: "main", headLabel: "head")
        #expect(regressed.regressions.count == 2 * tenfold.count)
        let comment = ComparisonCommentWriter.markdown(regressed, reportURL: "https://example.invalid/artifact")
        #expect(comment.utf8.count <= ComparisonCommentWriter.limit)
        #expect(comment.hasPrefix(ComparisonCommentWriter.marker))
        #expect(comment.contains("why: configure assistant cell +0.25 ms"))
        #expect(comment.contains("more regressions: see the report"))
        print("comment: \(quiet.utf8.count) bytes without a change, \(comment.utf8.count) with \(regressed.regressions.count) regressions; "
            + "compare --format markdown \(full.utf8.count) bytes, for \(tenfold.count) runs")
    }
}
