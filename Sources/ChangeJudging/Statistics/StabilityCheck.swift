import Foundation
import ReportModel
import RunResults

/// An A/A check of this machine's host-metric noise: the same suite run twice (A and B),
/// each pair N times, and for every host metric how far B's median lands from A's.
///
/// The spread of a metric is the largest |median(B) − median(A)| / median(A) over the
/// pairs (pairs with a zero median left out). Under 5 %: fine to gate host figures here.
/// 5–10 %: gate only with a larger minimum effect. Over 10 %: too noisy to gate host
/// figures on this machine.
public struct StabilityCheck: Sendable {
    public enum Verdict: String, Sendable {
        case fine, marginal, tooNoisy

        public var text: String {
            switch self {
            case .fine: "fine (under 5%)"
            case .marginal: "marginal (5–10%): gate with --min-effect above the spread"
            case .tooNoisy: "too noisy (over 10%) to gate host figures on this machine"
            }
        }
    }

    /// One host metric's spread across the suite.
    public struct Row: Sendable {
        public var metric: Metric
        /// Median over the pairs of the relative difference of the medians.
        public var typicalSpread: Double
        /// Largest over the pairs.
        public var spread: Double
        /// The pair with the largest spread.
        public var worstPair: String
        public var verdict: Verdict
    }

    public var rows: [Row]
    public var repetitions: Int

    /// Compares the host samples of `a` and `b`, two runs of the same suite. O(r · h).
    public init(a: SuiteReport, b: SuiteReport, repetitions: Int) {
        self.repetitions = repetitions
        let bRuns = Dictionary(b.runs.map { ($0.result.scenario + " · " + $0.result.strategy, $0) }, uniquingKeysWith: { x, _ in x })
        rows = Metric.host.compactMap { metric in
            var spreads: [(Double, String)] = []
            for run in a.runs {
                let key = run.result.scenario + " · " + run.result.strategy
                guard let other = bRuns[key] else { continue }
                let medianA = Median.of(run.samples(of: metric)), medianB = Median.of(other.samples(of: metric))
                guard medianA.isFinite, medianB.isFinite, medianA != 0 else { continue }
                spreads.append((abs(medianB - medianA) / abs(medianA), key))
            }
            guard let worst = spreads.max(by: { $0.0 < $1.0 }) else { return nil }
            let verdict: Verdict = worst.0 < 0.05 ? .fine : worst.0 <= 0.10 ? .marginal : .tooNoisy
            return Row(metric: metric, typicalSpread: Median.of(spreads.map(\.0)), spread: worst.0, worstPair: worst.1, verdict: verdict)
        }
    }

    /// The worst verdict of any metric.
    public var verdict: Verdict {
        rows.contains { $0.verdict == .tooNoisy } ? .tooNoisy : rows.contains { $0.verdict == .marginal } ? .marginal : .fine
    }

    /// The table `chatrig stability` prints.
    public var text: String {
        var out = "A/A stability: the suite ran twice, each pair \(repetitions)× a side; spread = |median B − median A| / median A.\n\n"
        out += "metric                    typical   worst   verdict   (worst pair)\n"
        for row in rows {
            out += row.metric.name.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(format: "%8.1f%% %7.1f%%   ", row.typicalSpread * 100, row.spread * 100)
                + "\(row.verdict.rawValue)   (\(row.worstPair))\n"
        }
        out += "\nVerdict: \(verdict.text).\n"
        return out
    }
}
