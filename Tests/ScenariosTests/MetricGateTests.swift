import Simulator
import Testing
@testable import Scenarios

/// A scenario may gate exactly the metrics every run produces; any other name is an error at
/// its line and column, so a gate can never compare against a missing value.
@Suite struct MetricGateTests {
    @Test func everyDeterministicMetricCanBeGated() {
        for metric in Metric.deterministic {
            #expect(errorLines("name: x\nexpect:\n  \(metric.name): \">= 0\"\n") == [], "\(metric)")
        }
    }

    @Test func everyHostMetricIsRejectedWhereItIsWritten() {
        for metric in Metric.host {
            #expect(errorLines("name: x\nstrategies: [natural]\nexpect:\n  per-strategy:\n    natural:\n      \(metric.name): 1\n") == [
                "test.yaml:6:7: error: '\(metric.name)' is a host metric, measured on this machine and not deterministic; expectations gate deterministic metrics only",
            ], "\(metric)")
        }
    }
}
