import ChatModel
import Foundation
import Scenarios
import Simulator
import Testing
@testable import ChangeJudging
@testable import ReportFormats
@testable import ReportModel
@testable import SuiteRunning

/// The judgement rules: deterministic metrics exactly with tolerances and directions, host
/// metrics only with enough samples, significance and minimum effect; mismatches refused.
@Suite struct ComparerTests {
    static func run(_ scenario: String = "s", strategy: String = "natural", device: String = "iphone-15-pro", seed: UInt64 = 1,
                    metrics: KeyValuePairs<Metric, Double>, host: [Double] = [], gate: GateTolerances = GateTolerances()) -> RunReport {
        var samples = MetricSamples()
        if !host.isEmpty { samples[.hostFrameTimeP50] = host }
        let result = RunResult(scenario: scenario, strategy: strategy, device: device, seed: seed, duration: .seconds(1),
                               metrics: MetricSet(metrics), hostMetrics: MetricSet(), findings: [])
        return RunReport(result: result, expectations: [], gate: gate, hostSamples: samples)
    }

    static func report(_ runs: RunReport...) -> SuiteReport { SuiteReport(toolVersion: "0.1.0", runs: runs) }

    @Test func directionsDecideRegressionsAndImprovements() throws {
        let base = Self.report(Self.run(metrics: [.snapshotApplies: 100, .tokensPerSecond: 40, .hitches: 3]))
        let head = Self.report(Self.run(metrics: [.snapshotApplies: 200, .tokensPerSecond: 30, .hitches: 1]))
        let c = try Comparer().compare(base: base, head: head, baseLabel: "base", headLabel: "head")
        #expect(c.regressions.map(\.metric) == [.snapshotApplies, .tokensPerSecond])
        #expect(c.improvements.map(\.metric) == [.hitches])
        #expect(c.failed)
        #expect(!(try Comparer().compare(base: base, head: base, baseLabel: "b", headLabel: "h")).failed)
    }

    @Test func aScriptsLengthIsReportedNeverJudged() throws {
        let c = try Comparer().compare(base: Self.report(Self.run(metrics: [.frames: 2_493])),
                                       head: Self.report(Self.run(metrics: [.frames: 2_418])), baseLabel: "b", headLabel: "h")
        #expect(Metric.frames.direction == .neutral)
        #expect(c.judgements.map(\.verdict) == [.withinTolerance])
        #expect(c.regressions.isEmpty && c.improvements.isEmpty)
    }

    @Test func toleranceForgivesTheLargerOfAbsoluteAndRelative() throws {
        let base = Self.report(Self.run(metrics: [.snapshotApplies: 1_000, .hitches: 2]))
        let head = Self.report(Self.run(metrics: [.snapshotApplies: 1_040, .hitches: 5],
                                        gate: GateTolerances([(.snapshotApplies, Tolerance(absolute: 2, relative: 0.05))])))
        let policy = ComparisonPolicy(thresholds: GateTolerances([(.hitches, Tolerance(absolute: 3))]))
        let c = try Comparer(policy: policy).compare(base: base, head: head, baseLabel: "b", headLabel: "h")
        #expect(c.regressions.isEmpty)
        #expect(c.judgements.filter { $0.verdict == .withinTolerance }.map(\.metric) == [.hitches, .snapshotApplies])
    }

    @Test func hostMetricsNeedFiveSamplesSignificanceAndTheMinimumEffect() throws {
        let slow = [10.0, 10.2, 10.1, 10.3, 10.4], slower = [12.0, 12.1, 12.3, 12.2, 12.4], same = [10.05, 10.25, 10.15, 10.35, 10.3]
        func verdict(_ base: [Double], _ head: [Double]) throws -> MetricJudgement.Verdict {
            let c = try Comparer().compare(base: Self.report(Self.run(metrics: [:], host: base)),
                                           head: Self.report(Self.run(metrics: [:], host: head)), baseLabel: "b", headLabel: "h")
            return try #require(c.judgements.first { $0.metric == .hostFrameTimeP50 }).verdict
        }
        #expect(try verdict(slow, slower) == .regression)
        #expect(try verdict(slower, slow) == .improvement)
        #expect(try verdict(Array(slow.prefix(4)), Array(slower.prefix(4))) == .notGated)
        #expect(try verdict(slow, same) == .withinTolerance) // a 0.5 % shift: under the 5 % minimum effect
    }

    @Test func theTerminalListsTheLargestUngatedHostMovesAndCountsTheRest() throws {
        let base = SuiteReport(toolVersion: "0.1.0", runs: (0..<15).map { Self.run("s\($0)", metrics: [.hitches: 0], host: [1]) })
        let head = SuiteReport(toolVersion: "0.1.0", runs: (0..<15).map { Self.run("s\($0)", metrics: [.hitches: 0], host: [1 + Double($0)]) })
        let c = try Comparer().compare(base: base, head: head, baseLabel: "base", headLabel: "head")
        #expect(c.verdictLine == "✓ No regression against base — 15 runs compared, 0 deterministic metrics changed, 14 host figures moved.")
        let text = ComparisonTerminalWriter.text(c)
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("  s") }.map { $0.split(separator: " ")[0] }
        #expect(listed == ["s14", "s13", "s12", "s11", "s10", "s9", "s8", "s7", "s6", "s5"])
        #expect(text.contains("  … and 4 more (--format markdown or json lists every one)"))
    }

    @Test func aBaselineFromAnotherDeviceOrSeedIsRefusedUnlessAllowed() throws {
        let base = Self.report(Self.run(device: "iphone-se-3", metrics: [.hitches: 1]))
        let head = Self.report(Self.run(metrics: [.hitches: 1]))
        #expect(throws: BaselineMismatch.self) { try Comparer().compare(base: base, head: head, baseLabel: "b", headLabel: "h") }
        let seeded = Self.report(Self.run(seed: 9, metrics: [.hitches: 1]))
        do {
            _ = try Comparer().compare(base: seeded, head: head, baseLabel: "b.json", headLabel: "h")
            Issue.record("a seed mismatch must be refused")
        } catch {
            #expect(error.description.contains("b.json: the baseline was recorded with seed 9, this run used seed 1"))
        }
        #expect(try Comparer(policy: ComparisonPolicy(allowsMismatch: true)).compare(base: base, head: head, baseLabel: "b", headLabel: "h").judgements.count == 1)
    }

    @Test func addedAndRemovedScenariosStrategiesAndMetricsAreListed() throws {
        let base = Self.report(Self.run("a", metrics: [.hitches: 1]), Self.run("a", strategy: "flipped", metrics: [.hitches: 1]),
                               Self.run("gone", metrics: [.hitches: 1]))
        let head = Self.report(Self.run("a", metrics: [.hitches: 1, .frames: 10]), Self.run("new", metrics: [.hitches: 1]))
        let c = try Comparer().compare(base: base, head: head, baseLabel: "b", headLabel: "h")
        #expect(c.added.map(\.description) == ["scenario new (natural)", "metric frames of a · natural"])
        #expect(c.removed.map(\.description) == ["scenario gone (natural)", "strategy flipped of a"])
        let markdown = ComparisonMarkdownWriter.markdown(c)
        #expect(markdown.hasPrefix("### ChatRig: ✓ No regression against b"))
        #expect(markdown.contains("**Added** (not judged):\n- scenario new (natural)"))
    }

    @Test func formatsPutRegressionsFirstWithBaseHeadDeltaAndPercent() throws {
        let base = Self.report(Self.run(metrics: [.snapshotApplies: 100, .hitches: 2]))
        let head = Self.report(Self.run(metrics: [.snapshotApplies: 200, .hitches: 2]))
        let c = try Comparer().compare(base: base, head: head, baseLabel: "main", headLabel: "pr")
        let markdown = ComparisonMarkdownWriter.markdown(c)
        #expect(markdown.contains("#### Regressions (1)"))
        #expect(markdown.contains("| s | natural | snapshotApplies | 100 | 200 | +100 | +100.0% |"))
        #expect(markdown.contains("<details><summary>1 unchanged metric of 1 run</summary>"))
        let junit = ComparisonJUnitWriter.xml(c)
        #expect(junit.contains("<failure type=\"regression\" message=\"snapshotApplies: 100 → 200 (+100, +100.0%)\"/>"))
        let json = ComparisonJSONWriter.json(c)
        #expect(json.contains("\"schemaVersion\": 1"))
        #expect(json.contains("\"host\": \"Mann–Whitney U (two-sided)\""))
    }

    @Test func aThousandRunsCompareAndMergeExactly() throws {
        let runs = (0..<1_000).map { i in
            Self.run("scenario-\(i / 4)", strategy: "strategy-\(i % 4)",
                     metrics: [.frames: 2400, .hitches: Double(i % 7), .snapshotApplies: Double(300 + i), .tokensPerSecond: 40])
        }
        let report = SuiteReport(toolVersion: "0.1.0", runs: runs)
        let reader = ReportReader()
        let baseData = Data(BaselineWriter.json(report).utf8), headData = Data(JSONReportWriter.json(report).utf8)
        let clock = ContinuousClock()
        let compareTime = try clock.measure {
            let base = try reader.read(data: baseData, path: "base.json").report
            let head = try reader.read(data: headData, path: "report.json").report
            let c = try Comparer().compare(base: base, head: head, baseLabel: "b", headLabel: "h")
            _ = ComparisonMarkdownWriter.markdown(c) + ComparisonJSONWriter.json(c) + ComparisonJUnitWriter.xml(c)
            #expect(c.judgements.count == 4_000)
        }
        let shards = (1...4).map { k in
            let positions = try! Shard(index: k, count: 4).positions(costs: Array(repeating: 1, count: 1_000))
            return SuiteReport(toolVersion: "0.1.0", runs: positions.map { runs[$0] },
                               shard: ShardPosition(index: k, count: 4, totalRuns: 1_000, positions: positions))
        }
        let shardData = shards.map { Data(JSONReportWriter.json($0).utf8) }
        let mergeTime = try clock.measure {
            let documents = try shardData.enumerated().map { try reader.read(data: $1, path: "shard-\($0)") }
            let merged = try ShardMerge.merge(documents)
            #expect(JSONReportWriter.json(merged) == JSONReportWriter.json(report))
        }
        // Timed for the record, not asserted (timings belong to benchmarks, not tests).
        print("1,000 runs: compare \(compareTime), merge \(mergeTime)")
    }
}
