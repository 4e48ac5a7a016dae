import Foundation
import PortableMath
import Scenarios
import Simulator

/// Judges the `growth:` bounds of a gate (``GrowthBound``) against a history sweep: how much
/// each strategy's metric grows per tenfold history.
///
/// The growth is the least-squares slope of log(metric) against log(history) over the sweep's
/// points, as a factor per decade: `10^slope − 1` (a cost proportional to the history grows
/// 900% per tenfold; a constant one 0%). A metric that is 0 at the shortest history and above
/// 0 later grew from nothing: unbounded growth. All zero is no growth.
public enum GrowthGate {
    /// One bound judged on one curve.
    public struct Judgement: Sendable, Hashable {
        public var strategy: String
        public var device: String
        public var metric: Metric
        /// Growth per tenfold history, as a fraction (`.infinity` from 0).
        public var growth: Double
        public var bound: GrowthBound
        public var passed: Bool { growth <= bound.perTenfold }

        /// `✓ natural on iphone-15-pro: frameCostP99 grows 2.1% per 10x history (at most 5%)`.
        public var line: String {
            let measured = growth.isFinite ? GrowthGate.percent(growth) : "from 0"
            return "\(passed ? "✓" : "✗") \(strategy) on \(device): \(metric) grows \(measured) per 10x \(bound.axis.rawValue) "
                + "(at most \(GrowthGate.percent(bound.perTenfold)))"
        }
    }

    /// Every growth bound of `gate` judged on every curve of `report`, in curve order: the
    /// history bounds on the history curves, then the reply bounds on the reply-length
    /// curves. O(curves · points).
    public static func judge(_ report: SweepReport, gate: GateTolerances) -> [Judgement] {
        judgeHistory(report, gate: gate) + judgeReplyLength(report, gate: gate)
    }

    /// The `growth: … per 10x reply` bounds on the reply-length curves. O(curves · points).
    static func judgeReplyLength(_ report: SweepReport, gate: GateTolerances) -> [Judgement] {
        let bounds = gate.entries.compactMap { entry in entry.tolerance.replyGrowth.map { (entry.metric, $0) } }
        return report.replyLengthCurves.flatMap { curve in
            bounds.compactMap { metric, bound -> Judgement? in
                let points = curve.points.compactMap { point -> (Double, Double)? in
                    measuredOnReplies[metric].map { (Double(point.tokens), point[keyPath: $0]) }
                }
                guard points.count >= 2 else { return nil }
                return Judgement(strategy: curve.strategy, device: curve.device, metric: metric,
                                 growth: growth(points), bound: bound)
            }
        }
    }

    private static func judgeHistory(_ report: SweepReport, gate: GateTolerances) -> [Judgement] {
        let bounds = gate.entries.compactMap { entry in entry.tolerance.growth.map { (entry.metric, $0) } }
        return report.historyCurves.flatMap { curve in
            bounds.compactMap { metric, bound -> Judgement? in
                let points = curve.points.compactMap { point -> (Double, Double)? in
                    guard point.history > 0, let value = value(of: metric, at: point) else { return nil }
                    return (Double(point.history), value)
                }
                guard points.count >= 2 else { return nil }
                return Judgement(strategy: curve.strategy, device: curve.device, metric: metric,
                                 growth: growth(points), bound: bound)
            }
        }
    }

    /// Growth per tenfold of `x` over points sorted by `x`.
    static func growth(_ points: [(x: Double, y: Double)]) -> Double {
        let positive = points.filter { $0.y > 0 }
        if positive.isEmpty { return 0 }
        if points[0].y <= 0 { return .infinity }
        guard positive.count >= 2 else { return 0 }
        let xs = positive.map { PortableMath.log10($0.x) }, ys = positive.map { PortableMath.log10($0.y) }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        guard variance > 0 else { return 0 }
        return PortableMath.pow(10, covariance / variance) - 1
    }

    /// The figure of a history point each measurable metric (``GrowthBound/measurable``) reads.
    private static var measured: [Metric: KeyPath<HistoryPoint, Double>] { [
        .frameCostP99: \.frameCostP99, .hitchTimeRatio: \.hitchTimeRatio,
    ] }

    /// The figure of a reply-length point each measurable metric reads.
    private static var measuredOnReplies: [Metric: KeyPath<ReplyLengthPoint, Double>] { [
        .frameCostP99: \.frameCostP99, .hitchTimeRatio: \.hitchTimeRatio,
    ] }

    private static func value(of metric: Metric, at point: HistoryPoint) -> Double? {
        measured[metric].map { point[keyPath: $0] }
    }

    static func percent(_ fraction: Double) -> String {
        String(format: "%.1f%%", fraction * 100)
    }
}
