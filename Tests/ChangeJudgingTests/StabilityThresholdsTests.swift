import Foundation
import Reporting
import Scenarios
import Simulator
import Testing
@testable import ChangeJudging
@testable import ReportModel

/// `stability --write-thresholds`: tolerances from the A/A spread with a stated margin,
/// merged into the thresholds file without touching what a person wrote.
@Suite struct StabilityThresholdsTests {
    /// One pair whose host samples have medians `frame` and `wall` (five samples a side).
    static func side(frame: Double, wall: Double) -> SuiteReport {
        var samples = MetricSamples()
        samples[.hostFrameTimeP99] = [frame, frame, frame, frame, frame]
        samples[.hostWallSeconds] = [wall, wall, wall, wall, wall]
        let result = RunResult(scenario: "s", strategy: "natural", device: "iphone-15-pro", seed: 1, duration: .seconds(1),
                               metrics: MetricSet(), hostMetrics: MetricSet(), findings: [])
        return SuiteReport(toolVersion: "0.1.0", runs: [RunReport(result: result, expectations: [], hostSamples: samples)])
    }

    static let check = StabilityCheck(a: side(frame: 1.0, wall: 2.0), b: side(frame: 1.08, wall: 2.01), repetitions: 5)

    @Test func aToleranceIsTheWorstSpreadTimesTheMarginRoundedUpToHalfAPercent() {
        let thresholds = StabilityThresholds(check: Self.check, margin: 1.5)
        let byMetric = Dictionary(uniqueKeysWithValues: thresholds.entries.map { ($0.metric, $0.relative) })
        // 8% × 1.5 = 12%; 0.5% × 1.5 = 0.75% → 1%.
        #expect(abs(byMetric[.hostFrameTimeP99]! - 0.12) < 1e-12)
        #expect(byMetric[.hostWallSeconds] == 0.01)
    }

    @Test func handWrittenEntriesStayAndEarlierMeasuredOnesAreReplaced() throws {
        let existing = """
        # Team thresholds.
        snapshotApplies: { absolute: 2 }
        hostWallSeconds: { relative: 20% }   # CI runners are noisy
        hostFrameTimeP99: { relative: 3% }  \(StabilityThresholds.marker): worst A/A spread 2% × margin 1.5, 5 runs a side

        """
        let merged = try StabilityThresholds(check: Self.check, margin: 1.5).merged(into: existing, path: "thresholds.yaml")
        #expect(merged == """
        # Team thresholds.
        snapshotApplies: { absolute: 2 }
        hostWallSeconds: { relative: 20% }   # CI runners are noisy
        hostFrameTimeP99: { relative: 12% }  \(StabilityThresholds.marker): worst A/A spread 8% × margin 1.5, 5 runs a side

        """)
        let read = try ThresholdsParser.parse(yaml: merged, path: "thresholds.yaml")
        #expect(abs(read[.hostFrameTimeP99]!.relative - 0.12) < 1e-12)
        #expect(read[.hostWallSeconds]!.relative == 0.2)
        #expect(read[.snapshotApplies]!.absolute == 2)
        // Writing again changes nothing.
        #expect(try StabilityThresholds(check: Self.check, margin: 1.5).merged(into: merged, path: "thresholds.yaml") == merged)
    }

    @Test func aNewFileGetsEveryMeasuredEntry() throws {
        let merged = try StabilityThresholds(check: Self.check, margin: 2).merged(into: "", path: "thresholds.yaml")
        let read = try ThresholdsParser.parse(yaml: merged, path: "thresholds.yaml")
        #expect(abs(read[.hostFrameTimeP99]!.relative - 0.16) < 1e-12)
        #expect(read[.hostWallSeconds]!.relative == 0.01)
    }

    @Test func aBrokenFileIsRefusedWithItsLineAndColumn() {
        do {
            _ = try StabilityThresholds(check: Self.check, margin: 1.5).merged(into: "hostWallSeconds: { absolute: 3 }\n", path: "thresholds.yaml")
            Issue.record("a host metric with an absolute tolerance must be refused")
        } catch {
            #expect(String(describing: error).contains("thresholds.yaml:1:"), "\(error)")
        }
    }
}
