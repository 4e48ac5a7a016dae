import ChatModel

/// What one run of one scenario against one strategy produced.
public struct RunResult: Sendable {
    public var scenario: String
    /// The strategy as written (`flipped(unflip: cell)`).
    public var strategy: String
    public var device: String
    public var seed: UInt64
    /// Virtual length of the run.
    public var duration: VirtualDuration
    /// Deterministic metrics: identical for identical inputs on any machine.
    public var metrics: MetricSet
    /// Real figures of this machine (CPU time, allocations, wall time).
    public var hostMetrics: MetricSet
    public var findings: [Finding]
    /// The findings that fail the run whatever its expectations say (``Finding/Kind/failsRun``).
    public var failingFindings: [Finding] { findings.filter(\.kind.failsRun) }
    /// Whether the controller drove the SwiftUI lazy stack instead of the collection view:
    /// then `snapshotApplies` counts list body evaluations.
    public var usedLazyStack = false
    /// Where the run's modelled frame cost went, by operation and phase; nil for a report
    /// written before ChatRig recorded it.
    public var costAttribution: CostAttribution?

    public init(
        scenario: String, strategy: String, device: String, seed: UInt64, duration: VirtualDuration,
        metrics: MetricSet, hostMetrics: MetricSet, findings: [Finding]
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.device = device
        self.seed = seed
        self.duration = duration
        self.metrics = metrics
        self.hostMetrics = hostMetrics
        self.findings = findings
    }
}
