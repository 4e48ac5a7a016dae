import ChatModel

/// What one run of one scenario against one strategy produced.
///
/// ## Names
///
/// One run passes through several layers; each names what it holds for what it is.
///
/// What is scripted, from file to simulator:
/// - `Scenario`, `TimelineEntry`, `ScenarioAction` (Scenarios): a scenario file as written —
///   an entry is `at` and one action (`StreamedReply`, `ResizeAction`… as the file gives
///   them). Each action is declared once (`TimelineActionDeclaration`).
/// - `Timeline`, `TimelineEvent`, `TimelineEvent.Action` (Simulator): the compiled script — a
///   timed action the simulator runs (a reply as the mock LLM's `ReplySpec`), carrying the
///   ``ActionMark`` its scenario action declares.
///
/// What happens during the run:
/// - `SimulationEvent` (Simulator, internal): an item of the run's event queue — a timeline action
///   due, a reply chunk, a page arriving.
/// - `RunEvent` (Simulator, internal): an observation the `MetricsRecorder` counts into
///   metrics and findings.
/// - ``FrameEvent`` (RunResults): something that happened in a frame, as the trace spells
///   it; a ``FrameRecord`` is one frame of the trace (its cost, visible rows, events).
///
/// What a run produces, and where it goes:
/// - ``RunResult`` (this type, RunResults): metrics, findings and attribution of one run.
/// - `RunReport` (ReportModel): a ``RunResult`` with its expectations judged — a run of
///   `report.json`; `SuiteReport` holds them.
/// - `RunRecording` (ReportModel): what the pictures of `report.html` need of a run (frame
///   series, filmstrip frames, ``InputMark``s), held in memory; `RunRecorder` collects it
///   frame by frame.
/// - `RunRecord` (Storage): a past run stored in the history database, for baselines and
///   trends.
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
