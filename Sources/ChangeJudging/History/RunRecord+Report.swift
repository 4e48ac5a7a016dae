import Foundation
import ReportModel
import Storage

extension RunRecord {
    /// The history record of `run`: its device, seed and every metric, stamped with the
    /// revision, branch, tool version and time of recording.
    public init(_ run: RunReport, revision: String?, branch: String?, toolVersion: String, recordedAt: Date) {
        self.init(scenario: run.result.scenario, strategy: run.result.strategy, device: run.result.device, seed: run.result.seed,
                  gitRevision: revision, branch: branch, toolVersion: toolVersion, recordedAt: recordedAt,
                  metrics: [:])
        deterministicMetrics = run.result.metrics
        hostMetricSet = run.result.hostMetrics
    }
}
