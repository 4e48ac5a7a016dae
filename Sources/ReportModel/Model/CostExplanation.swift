import Foundation
import RunResults

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

        package init(operation: CostOperation, base: Double, head: Double) {
            self.operation = operation
            self.base = base
            self.head = head
        }
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

    package init(scenario: String, strategy: String, metric: Metric, regressed: Bool, delta: Double, scope: Scope,
                 operations: [OperationChange], baseFrame: CostAttribution.Frame?, headFrame: CostAttribution.Frame?) {
        self.scenario = scenario
        self.strategy = strategy
        self.metric = metric
        self.regressed = regressed
        self.delta = delta
        self.scope = scope
        self.operations = operations
        self.baseFrame = baseFrame
        self.headFrame = headFrame
    }

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
    package static func milliseconds(_ value: Double, signed: Bool = true) -> String {
        let sign = signed && value > 0 ? "+" : ""
        return sign + number(value) + " ms"
    }

    static func number(_ value: Double) -> String {
        abs(value) < 0.01 && value != 0 ? String(format: "%.3f", value) : ComparisonTable.format(value)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
