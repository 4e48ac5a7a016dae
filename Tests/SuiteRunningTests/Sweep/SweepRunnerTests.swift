import ChatModel
import Foundation
import Reporting
@testable import SuiteRunning
import Scenarios
import Simulator
import Strategies
import Testing

/// Whole sweeps over a short scenario: the flipped list reconfigures on every token, so its
/// frame cost rises with the rate; the natural list's, one reconfigure a frame, barely does.
@Suite struct SweepRunnerTests {
    private let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: devicesFolder)

    private func scenario(history: Int = 60) -> Scenario {
        Scenario(
            name: "sweep-probe", seed: 3, conversation: ConversationSpec(history: history),
            timeline: [
                TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .send(SendAction(text: "Go"))),
                TimelineEntry(at: VirtualInstant(seconds: 0.2), action: .reply(StreamedReply(ttft: .milliseconds(100), tokens: 400, rate: 40, chunk: 1...3))),
            ])
    }

    private func request(
        strategies: [String] = ["flipped"], rates: ClosedRange<Double>? = 20...2_000, resolution: Double = 40,
        history: [Int] = [], criterion: Scenarios.Expectation = Scenarios.Expectation(metric: .frameCostP99, comparison: .less, value: 1)
    ) throws -> SweepRequest {
        let scenario = scenario()
        let phone = try runner.devices.profile(for: scenario)
        return SweepRequest(scenario: scenario, strategies: strategies.map { StrategySpec(name: $0) }, devices: [phone],
                            rates: rates, resolution: resolution, historySizes: history, criterion: criterion)
    }

    @Test func theBisectionFindsWhatAScanOfEveryGridRateFinds() throws {
        let request = try request(rates: 20...420, resolution: 40,
                                  criterion: Scenarios.Expectation(metric: .frameCostP99, comparison: .less, value: 0.8))
        let report = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 2).run(request)
        let series = try #require(report.series.first)

        // Every grid rate, run on its own: the highest that meets the criterion below the
        // first that fails is what the search must report.
        var scan: [RateSearch.Probe] = []
        for rate in stride(from: 20.0, through: 420, by: 40) {
            let outcome = try ScenarioReplay(scenario: request.scenario.withReplyRate(rate), strategy: request.strategies[0],
                                             device: request.devices[0], controllers: StrategyRegistry.bundled).run()
            let value = try #require(outcome.result.metrics[.frameCostP99])
            scan.append(RateSearch.Probe(rate: rate, value: value, passed: request.criterion.isSatisfied(by: value)))
        }
        let firstFailing = try #require(scan.firstIndex { !$0.passed }, "the flipped list should exceed 0.8 ms below 420/s")
        #expect(firstFailing > 0)
        #expect(series.outcome == .bracketed(highestPassing: scan[firstFailing - 1].rate, lowestFailing: scan[firstFailing].rate))
        // Probes of the search and checks agree with the scan value for value.
        for probe in series.allProbes {
            #expect(scan.first { $0.rate == probe.rate } == probe)
        }
        // The answer (220/s, 260/s) lies inside the range, so checks run at the thirds of each
        // side — 100 and 140 below it, 300 and 380 above — less 300, which the search probed.
        #expect(series.checks.map(\.rate) == [100, 140, 380])
        // On this grid the criterion holds up to a rate and fails above it, as assumed; the
        // series reports the metric's dips among its own probes.
        #expect(!MonotonicityCheck.violations(in: scan, criterion: request.criterion).contains { $0.flipsTheCriterion })
        #expect(series.violations == MonotonicityCheck.violations(in: series.allProbes, criterion: request.criterion))
    }

    @Test func deterministicOutputDoesNotDependOnTheNumberOfJobs() throws {
        let request = try request(strategies: ["flipped", "natural"], history: [100, 10_000])
        let serial = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 1).run(request)
        let parallel = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 3).run(request)
        #expect(SweepJSONWriter.json(serial, includeHostMetrics: false) == SweepJSONWriter.json(parallel, includeHostMetrics: false))
        #expect(serial.series.map(\.strategy) == ["flipped", "natural"])
        #expect(serial.historyCurves.map { $0.points.map(\.history) } == [[100, 10_000], [100, 10_000]])
        #expect(!SweepJSONWriter.json(serial, includeHostMetrics: false).contains("host"))
        #expect(SweepJSONWriter.json(serial).contains("\"hostStartupSeconds\""))
    }

    @Test func costAgainstHistoryStaysFlatWhenHistoriesOpenOnDemand() throws {
        let report = try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 2).run(request(strategies: ["natural"], rates: nil, history: [1_000, 1_000_000]))
        let points = try #require(report.historyCurves.first?.points)
        #expect(points.map(\.history) == [1_000, 1_000_000])
        #expect(report.series.isEmpty)
        // The modelled cost of a frame does not depend on how much history lies beyond the
        // loaded pages; both runs open on a 50-message page of the same kinds of message.
        #expect(abs(points[0].frameCostP99 - points[1].frameCostP99) < 0.1 * points[0].frameCostP99)
    }

    @Test func aRateSweepOfAScenarioWithoutRepliesIsBadInput() throws {
        var request = try request()
        request.scenario.timeline = [TimelineEntry(at: VirtualInstant(seconds: 0.5), action: .keyboard(.show))]
        #expect(throws: SweepRunner.InputError.self) { try SweepRunner(controllers: StrategyRegistry.bundled, jobs: 1).run(request) }
    }

    @Test func aReplyRateOverridesEveryReplyAndTheDefaultDurationFollows() throws {
        let scenario = scenario()
        let faster = scenario.withReplyRate(400)
        guard case let .reply(spec) = faster.timeline[1].action else {
            Issue.record("expected a reply")
            return
        }
        #expect(spec.rate == 400)
        // 0.2 s + 100 ms + 400 tokens at 400/s + the 2 s tail.
        #expect(faster.duration == .microseconds(200_000 + 100_000 + 1_000_000 + 2_000_000))
        #expect(scenario.withHistory(5_000).conversation.history == 5_000)
    }
}
