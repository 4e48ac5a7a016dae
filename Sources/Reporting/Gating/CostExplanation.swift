import Foundation
import Simulator

/// Why a regressed or improved cost metric moved: the operations whose modelled cost changed
/// between the base and the head, largest first, and the frames compared.
///
/// A frame-cost figure (``CostAttribution/frameMetrics``) is explained by the frame that set
/// it on each side ("frameCostP99 +0.31 ms: configure assistant cell +0.22 ms, text layout
/// +0.09 ms; frame 412 at 3.43 s"); `hitches` and `hitchTimeRatio` by the whole run's cost.
/// Both sides must carry a ``CostAttribution`` (a report written before ChatRig recorded it
/// has none: its changes go unexplained).
public struct CostExplanation: Sendable, Hashable {
    /// One operation's cost on both sides, ms.
    public struct OperationChange: Sendable, Hashable {
        public var operation: CostOperation
        public var base: Double
        public var head: Double
        public var delta: Double { head - base }
    }

    /// What is compared: the frames that set the metric, or the whole runs.
    public enum Scope: String, Sendable, Hashable {
        case frame, run
    }

    public var scenario: String
    public var strategy: String
    public var metric: Metric
    /// Whether the change was judged a regression (else an improvement).
    public var regressed: Bool
    /// The metric's change, head − base.
    public var delta: Double
    public var scope: Scope
    /// Every operation with a cost on either side, largest change first (ties in operation order).
    public var operations: [OperationChange]
    /// The frames that set the metric (``Scope/frame``).
    public var baseFrame: CostAttribution.Frame?
    public var headFrame: CostAttribution.Frame?

    /// The cost metrics a comparison explains.
    public static let explainedMetrics: [Metric] = CostAttribution.frameMetrics + [.hitches, .hitchTimeRatio]

    /// Changes smaller than this (ms) are not named: they round to nothing in any report.
    public static let smallestNamed = 0.0005

    /// Explains `judgement` from the two runs' attributions, or nil when it is not a cost
    /// metric or a side has no attribution. O(operations).
    public static func explain(_ judgement: MetricJudgement, base: CostAttribution?, head: CostAttribution?) -> CostExplanation? {
        guard explainedMetrics.contains(judgement.metric), let base, let head else { return nil }
        let baseFrame = base.frame(for: judgement.metric), headFrame = head.frame(for: judgement.metric)
        let frameScope = CostAttribution.frameMetrics.contains(judgement.metric)
        if frameScope, baseFrame == nil || headFrame == nil { return nil }
        let baseCosts = frameScope ? baseFrame!.operations : base.operations
        let headCosts = frameScope ? headFrame!.operations : head.operations
        let changes = CostOperation.allCases.compactMap { operation -> OperationChange? in
            let change = OperationChange(operation: operation, base: baseCosts[operation], head: headCosts[operation])
            return change.base == 0 && change.head == 0 ? nil : change
        }
        let ordered = changes.enumerated().sorted { a, b in
            abs(a.element.delta) != abs(b.element.delta) ? abs(a.element.delta) > abs(b.element.delta) : a.offset < b.offset
        }.map(\.element)
        return CostExplanation(scenario: judgement.scenario, strategy: judgement.strategy, metric: judgement.metric,
                               regressed: judgement.verdict == .regression, delta: judgement.delta, scope: frameScope ? .frame : .run, operations: ordered,
                               baseFrame: frameScope ? baseFrame : nil, headFrame: frameScope ? headFrame : nil)
    }

    /// The explanations of every regression and improvement of `judgements` whose runs carry
    /// attributions, in judgement order. O(judgements).
    static func explain(_ judgements: [MetricJudgement], base: SuiteReport, head: SuiteReport) -> [CostExplanation] {
        func attributions(_ report: SuiteReport) -> [String: CostAttribution] {
            Dictionary(report.runs.compactMap { run in run.result.costAttribution.map { (key(run.result.scenario, run.result.strategy), $0) } },
                       uniquingKeysWith: { first, _ in first })
        }
        let baseByPair = attributions(base), headByPair = attributions(head)
        return judgements.compactMap { j in
            guard j.verdict == .regression || j.verdict == .improvement else { return nil }
            let pair = key(j.scenario, j.strategy)
            return explain(j, base: baseByPair[pair], head: headByPair[pair])
        }
    }

    private static func key(_ scenario: String, _ strategy: String) -> String { scenario + "\u{0}" + strategy }

    /// The operations worth naming: changed by at least ``smallestNamed``, at most `limit`.
    public func namedChanges(limit: Int = 4) -> [OperationChange] {
        Array(operations.filter { abs($0.delta) >= Self.smallestNamed }.prefix(limit))
    }

    /// "configure assistant cell +0.22 ms, text layout +0.09 ms; frame 412 at 3.43 s (base: frame 398 at 3.32 s)".
    public var text: String {
        let named = namedChanges()
        let moved = operations.filter { abs($0.delta) >= Self.smallestNamed }.count
        var parts = named.map { "\($0.operation.label) \(Self.milliseconds($0.delta))" }
        if moved > named.count { parts.append("\(moved - named.count) more") }
        var out = parts.isEmpty ? "no operation moved by \(Self.milliseconds(Self.smallestNamed, signed: false))" : parts.joined(separator: ", ")
        switch scope {
        case .frame:
            if let headFrame, let baseFrame {
                out += "; frame \(headFrame.frame) at \(Self.seconds(headFrame.time))"
                out += " (base: frame \(baseFrame.frame) at \(Self.seconds(baseFrame.time)))"
            }
        case .run:
            out += " (whole run)"
        }
        return out
    }

    /// "frameCostP99 +0.31 ms: configure assistant cell +0.22 ms, …".
    public var line: String {
        let unit = metric.unit.symbol.map { " \($0)" } ?? ""
        return "\(metric) \(delta > 0 ? "+" : "")\(Self.number(delta))\(unit): \(text)"
    }

    /// `+0.22 ms`; three decimals under a hundredth of a millisecond (`+0.004 ms`).
    static func milliseconds(_ value: Double, signed: Bool = true) -> String {
        let sign = signed && value > 0 ? "+" : ""
        return sign + number(value) + " ms"
    }

    static func number(_ value: Double) -> String {
        abs(value) < 0.01 && value != 0 ? String(format: "%.3f", value) : ComparisonTable.format(value)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
