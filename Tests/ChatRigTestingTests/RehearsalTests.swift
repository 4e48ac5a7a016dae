import ChatModel
import ChatRigTesting
import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies
import Testing

/// The test API: a scenario file or one built in code, run against a controller instance or
/// a registered strategy, read through typed metrics and findings.
@Suite struct RehearsalTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let duplicateLoadMore = packageRoot.appendingPathComponent("Scenarios/bugs/duplicate-load-more.yaml").path

    /// A short scenario written in code: a reply streams into a 60-message history.
    static let streaming = Scenario(
        name: "streams-a-short-reply",
        conversation: ConversationSpec(history: 60),
        timeline: [
            TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .send(SendAction(text: "Summarise the thread"))),
            TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .reply(StreamedReply(ttft: .milliseconds(300), tokens: 120, rate: 60))),
        ],
        expectations: ExpectationSet(general: [Expectation(metric: .upsideDownFrames, comparison: .equal, value: 0)])
    )

    @Test func theSameScenarioGivesTheSameResultTwice() throws {
        let rehearsal = Rehearsal()
        let first = try rehearsal.run(Self.streaming, controller: NaturalListController(), named: "natural")
        let second = try rehearsal.run(Self.streaming, controller: NaturalListController(), named: "natural")
        #expect(first.metrics == second.metrics)
        #expect(first.findings == second.findings)
        #expect(JSONReportWriter.deterministicJSON(SuiteReport(toolVersion: "test", runs: [first.report]))
            == JSONReportWriter.deterministicJSON(SuiteReport(toolVersion: "test", runs: [second.report])))
    }

    @Test func aControllerInstanceAndItsRegisteredStrategyGiveTheSameResult() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.duplicateLoadMore)
        let instance = try rehearsal.run(scenario, controller: Self.loadingMoreFromScrollAndPrefetch(),
                                         named: "flipped(loadMore: scrollAndPrefetch)")
        let registered = try rehearsal.run(scenario, strategy: "flipped(loadMore: scrollAndPrefetch)")
        #expect(instance.metrics == registered.metrics)
        #expect(instance.findings == registered.findings)
        #expect(instance.expectations == registered.expectations)
    }

    @Test func metricsReadByTheirTypedName() throws {
        let result = try Rehearsal().run(Self.streaming, strategy: "natural")
        for metric in Metric.allCases where metric.kind == .deterministic {
            #expect(result[metric] == result.metrics[metric], "\(metric)")
        }
        #expect(result[.hostWallSeconds] == result.hostMetrics[.hostWallSeconds])
        #expect(result[.snapshotApplies] > 0)
        #expect(result[.upsideDownFrames] == 0)
        #expect(result.passed, "\(result)")
    }

    @Test func perStrategyExpectationsApplyToTheNameTheControllerRunsAs() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.duplicateLoadMore)
        // The file expects the bug from this variant (`duplicateLoadMore >= 1`) …
        let buggy = try rehearsal.run(scenario, controller: Self.loadingMoreFromScrollAndPrefetch(),
                                      named: "flipped(loadMore: scrollAndPrefetch)")
        #expect(buggy.expectations.map(\.expectation.description) == ["duplicateLoadMore >= 1"])
        #expect(buggy.passed)
        // … and the general gate (`== 0`) from any other name: the same run now fails it.
        let renamed = try rehearsal.run(scenario, controller: Self.loadingMoreFromScrollAndPrefetch(), named: "ours")
        #expect(renamed.expectations.map(\.expectation.description) == ["duplicateLoadMore == 0"])
        #expect(!renamed.passed)
        #expect(renamed[.duplicateLoadMore] == buggy[.duplicateLoadMore])
    }

    @Test func theFailureDescriptionNamesTheFailedGateAndTheFirstFindingsFrameAndTime() throws {
        let rehearsal = Rehearsal()
        let scenario = try rehearsal.scenario(at: Self.duplicateLoadMore)
        let result = try rehearsal.run(scenario, controller: Self.loadingMoreFromScrollAndPrefetch(), named: "ours")
        let first = try #require(result.firstFinding)
        #expect(result.findings.allSatisfy { $0.frame >= first.frame })
        let duplicate = try #require(result.finding(.duplicateLoadMore))
        #expect(Double(duplicate.occurrences) == result[.duplicateLoadMore])
        let description = result.description
        #expect(description.hasPrefix("duplicate-load-more · ours: failed duplicateLoadMore == 0 (got \(Int(result[.duplicateLoadMore])))."))
        #expect(description.contains("First finding: frame \(first.frame) at t=\(Self.seconds(first.time)) s, \(first.kind.rawValue) ×\(first.occurrences): \(first.message)"))
    }

    @Test func aPassingRunSaysSo() throws {
        let result = try Rehearsal().run(Self.streaming, strategy: "natural")
        #expect(result.description.hasPrefix("streams-a-short-reply · natural: all 1 expectations held."))
    }

    @Test func unknownStrategiesAndDevicesAreErrorsThatNameThem() throws {
        let rehearsal = Rehearsal()
        let unknownStrategy = #expect(throws: ScenarioFileError.self) {
            try rehearsal.run(Self.streaming, strategy: "natrual")
        }
        #expect(unknownStrategy?.description.contains("unknown strategy 'natrual'") == true)
        var elsewhere = Self.streaming
        elsewhere.device = "iphone-99"
        let unknownDevice = #expect(throws: ScenarioFileError.self) {
            try rehearsal.run(elsewhere, controller: NaturalListController())
        }
        #expect(unknownDevice?.description.contains("unknown device 'iphone-99'") == true)
    }

    @Test func aStrategyAddedToTheRehearsalRunsByNameWithItsOptions() throws {
        let entry = StrategyRegistry.Entry(
            name: "ours", summary: "the bundled flipped list under our name",
            options: [StrategyOption("loadMore", default: FlippedListController.LoadMorePolicy.guarded)]
        ) { options in
            var o = FlippedListController.Options()
            o.loadMore = options["loadMore"]
            return FlippedListController(options: o)
        }
        let rehearsal = Rehearsal(adding: [entry])
        let scenario = try rehearsal.scenario(at: Self.duplicateLoadMore)
        let ours = try rehearsal.run(scenario, strategy: "ours(loadMore: scrollAndPrefetch)")
        let bundled = try rehearsal.run(scenario, strategy: "flipped(loadMore: scrollAndPrefetch)")
        #expect(ours.metrics == bundled.metrics)
        #expect(try rehearsal.run(scenario, strategy: "ours")[.duplicateLoadMore] == 0)
        let badValue = #expect(throws: ScenarioFileError.self) {
            try rehearsal.run(scenario, strategy: "ours(loadMore: sometimes)")
        }
        #expect(badValue?.description.contains("use one of guarded, scrollAndPrefetch") == true)
    }

    /// The flipped list with the load-more bug its scenario exists for.
    static func loadingMoreFromScrollAndPrefetch() -> FlippedListController {
        var options = FlippedListController.Options()
        options.loadMore = .scrollAndPrefetch
        return FlippedListController(options: options)
    }

    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
