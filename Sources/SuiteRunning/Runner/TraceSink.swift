import ReportFormats
import ReportModel
import Simulator

/// Writes `--trace` files as runs finish: a JSON Lines file a run at once, or a Perfetto
/// file a scenario once its last strategy has run.
struct TraceSink {
    let destination: TraceDestination?
    private var pending: [PerfettoTraceWriter.Run] = []

    init(destination: TraceDestination?) { self.destination = destination }

    mutating func add(scenario: String, strategy: String, trace: [FrameRecord], findings: [Finding],
                      inputs: [InputMark], budget: Double) throws {
        guard let destination else { return }
        switch destination.format {
        case .jsonl:
            try FrameTraceWriter.write(trace, to: destination.url(scenario: scenario, strategy: strategy))
        case .perfetto:
            pending.append(.init(strategy: strategy, trace: trace, findings: findings, inputs: inputs, budget: budget))
        }
    }

    mutating func finishScenario(_ scenario: String) throws {
        guard let destination, !pending.isEmpty else { return }
        defer { pending = [] }
        try AtomicFile.write(PerfettoTraceWriter.json(scenario: scenario, runs: pending), to: destination.url(scenario: scenario))
    }
}
