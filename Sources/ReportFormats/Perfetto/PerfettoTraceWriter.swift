import ReportModel
import RunResults

/// Writes one scenario's runs as Chrome trace-event JSON (the "JSON Object Format"),
/// which Perfetto UI and chrome://tracing open.
///
/// Each strategy is a process with a "main thread (modelled)" track: a slice a frame,
/// sized by its modelled work and split into its phases (controller, apply/diff, layout,
/// visibility), `hitch` when over budget, its args holding the cost by operation; frames that overlap a long one go on a second
/// row. Counters: content offset, content height, applies, cells alive, keyboard.
/// Instant events: findings, load-more requests and pages, gestures, keyboard, sends.
/// Timestamps are virtual time. O(frames) and one line of JSON an event.
public enum PerfettoTraceWriter {
    /// One strategy's run of the scenario.
    public struct Run: Sendable {
        public var strategy: String
        public var trace: [FrameRecord]
        public var findings: [Finding]
        public var inputs: [InputMark]
        /// The frame budget, ms.
        public var budget: Double

        public init(strategy: String, trace: [FrameRecord], findings: [Finding], inputs: [InputMark], budget: Double) {
            self.strategy = strategy
            self.trace = trace
            self.findings = findings
            self.inputs = inputs
            self.budget = budget
        }
    }

    static let mainThread = 1
    /// How every trace this writer makes begins (how `--trace` knows a file it may replace).
    public static let opening = #"{"displayTimeUnit":"ms","traceEvents":["#

    public static func json(scenario: String, runs: [Run]) -> String {
        var lines: [String] = []
        for (index, run) in runs.enumerated() {
            appendEvents(of: run, scenario: scenario, pid: index + 1, to: &lines)
        }
        return opening + "\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    private static func appendEvents(of run: Run, scenario: String, pid: Int, to lines: inout [String]) {
        var events = TraceEventList(pid: pid)
        events.metadata("process_name", ["name": .string("\(scenario) · \(run.strategy)")])
        events.metadata("process_sort_index", ["sort_index": .number(Double(pid))])
        events.metadata("thread_name", tid: mainThread, ["name": .string("main thread (modelled)")])

        var lanes = FrameLanes()
        var counters = CounterTrack()
        for record in run.trace {
            let start = TraceEventTime(seconds: record.time)
            if record.cost > 0 {
                let duration = TraceEventTime(milliseconds: record.cost)
                let lane = lanes.lane(start: start, end: start + duration)
                let tid = mainThread + lane
                var args: [String: JSONValue] = [
                    "frame": .number(Double(record.frame)), "cost_ms": .number(record.cost), "budget_ms": .number(run.budget),
                ]
                // The frame's cost by operation, ms (they add up to cost_ms).
                if !record.operations.isEmpty {
                    args["operations"] = .object(record.operations.nonZero.map { ($0.operation.name, .number($0.milliseconds)) })
                }
                events.slice(record.hitch ? "hitch" : "frame", tid: tid, start: start, duration: duration, args: args)
                var cursor = start
                for phase in FramePhase.allCases where record.phases[phase] > 0 {
                    let end = min(cursor + TraceEventTime(milliseconds: record.phases[phase]), start + duration)
                    if cursor < end { events.slice(phase.name, tid: tid, start: cursor, duration: end - cursor, args: [:]) }
                    cursor = end
                }
            }
            for name in FrameEventAdapter.instants(of: record) {
                events.instant(name, tid: mainThread, at: start, args: [:])
            }
            counters.update("content offset", record.offsetY, at: start, into: &events)
            counters.update("content height", record.contentHeight, at: start, into: &events)
            counters.update("applies", Double(FrameEventAdapter.applyCount(of: record)), at: start, into: &events)
            counters.update("cells alive", Double(record.cellsAlive), at: start, into: &events)
            counters.update("keyboard", record.keyboard, at: start, into: &events)
        }
        for lane in 1..<max(1, lanes.count) {
            events.metadata("thread_name", tid: mainThread + lane, ["name": .string("frames overlapping a long one (\(lane))")])
        }
        for input in run.inputs {
            events.instant(input.label, tid: mainThread, at: TraceEventTime(seconds: input.time), args: [:])
        }
        for finding in run.findings {
            events.instant(FindingText.name(finding.kind), tid: mainThread, at: TraceEventTime(seconds: finding.time), args: [
                "frame": .number(Double(finding.frame)), "occurrences": .number(Double(finding.occurrences)),
                "message": .string(finding.message),
            ])
        }
        lines.append(contentsOf: events.lines)
    }
}
