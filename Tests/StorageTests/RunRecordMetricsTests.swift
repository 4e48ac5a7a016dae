import Foundation
import RunResults
import Storage
import Testing

/// A history row's figures read and written through the results vocabulary.
@Suite struct RunRecordMetricsTests {
    private func record(metrics: [String: Double], host: [String: Double] = [:]) -> RunRecord {
        RunRecord(scenario: "s", strategy: "flipped", device: "iphone-15-pro", seed: 1,
                  recordedAt: Date(timeIntervalSince1970: 0), metrics: metrics, hostMetrics: host)
    }

    @Test func aMetricIsReadFromTheColumnOfItsKind() {
        let row = record(metrics: ["frames": 600, "hitchTimeRatio": 1.25], host: ["hostFrameTimeP50": 0.42])
        #expect(row.value(of: .frames) == 600)
        #expect(row.value(of: .hitchTimeRatio) == 1.25)
        #expect(row.value(of: .hostFrameTimeP50) == 0.42)
        #expect(row.value(of: .hostFrameTimeP99) == nil)
        #expect(row.value(of: .duplicateLoadMore) == nil)
    }

    @Test func theTypedViewsRoundTripAndLeaveOutNamesThisBuildDoesNotKnow() {
        var row = record(metrics: ["frames": 600, "someFutureMetric": 3])
        #expect(row.deterministicMetrics == MetricSet([.frames: 600]))
        row.deterministicMetrics = MetricSet([.frames: 2400, .duplicateLoadMore: 0])
        #expect(row.metrics == ["frames": 2400, "duplicateLoadMore": 0])
        row.hostMetricSet = MetricSet([.hostFrameTimeP99: 7.5])
        #expect(row.hostMetrics == ["hostFrameTimeP99": 7.5])
        #expect(row.hostMetricSet[.hostFrameTimeP99] == 7.5)
    }
}
