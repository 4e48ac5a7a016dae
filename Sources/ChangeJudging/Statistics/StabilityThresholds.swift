import Foundation
import ReportFormats
import RunResults

/// Host-metric tolerances measured from an A/A check (``StabilityCheck``), written into a
/// thresholds file (`reports/baselines/thresholds.yaml`) by `chatrig stability --write-thresholds`.
///
/// Each host metric's minimum effect is its largest A/A spread on this machine times
/// ``margin``, rounded up to the next half percent: a difference the machine's own noise
/// reaches is never a regression. The file is merged, not replaced: every entry a person wrote
/// stays as written — a hand-written entry for a host metric wins over the measured one — and
/// only entries this command wrote before (marked by ``marker`` at the end of their line) are
/// replaced.
public struct StabilityThresholds: Sendable {
    /// How much wider than the worst A/A spread a tolerance is.
    public var margin: Double
    /// The measured entries: host metric → minimum effect (a fraction), with the spread it came from.
    public var entries: [(metric: Metric, relative: Double, spread: Double)]
    public var repetitions: Int

    /// The comment that marks a line this command wrote.
    public static let marker = "# measured by chatrig stability"

    /// - Complexity: O(host metrics).
    public init(check: StabilityCheck, margin: Double) {
        self.margin = margin
        repetitions = check.repetitions
        entries = check.rows.map { row in
            // Up to the next half percent, at least half a percent (a product within a
            // millionth of a half percent is that half percent, not the next).
            let halves = ((row.spread * margin * 200) * 1e6).rounded() / 1e6
            let relative = max(0.005, halves.rounded(.up) / 200)
            return (row.metric, relative, row.spread)
        }
    }

    /// One measured line: `hostFrameTimeP99: { relative: 12.5% }  # measured by …`.
    public func measuredLine(_ entry: (metric: Metric, relative: Double, spread: Double)) -> String {
        line(entry)
    }

    /// One measured line: `hostFrameTimeP99: { relative: 12.5% }  # measured by …`.
    func line(_ entry: (metric: Metric, relative: Double, spread: Double)) -> String {
        "\(entry.metric): { relative: \(Self.percent(entry.relative)) }  \(Self.marker): worst A/A spread "
            + "\(Self.percent(entry.spread)) × margin \(JSONValue.formatNumber(margin)), \(repetitions) runs a side"
    }

    /// `existing` (a thresholds file's text, or empty) with the measured entries merged in:
    /// hand-written entries kept, earlier measured ones replaced, line by line. `existing` is
    /// taken as valid.
    ///
    /// Deprecated: a line-by-line merge misreads quoted and explicit keys, flow style, `...`
    /// and CRLF, and drops comments under a measured line; `merged(into:path:)` (Reporting)
    /// edits the file through its parsed lines and checks the result.
    @available(*, deprecated, message: "use merged(into:path:) (Reporting), which edits the file through its parsed lines")
    public func merging(into existing: String) -> String {
        var kept: [Substring] = []
        var handWritten = Set<String>()
        var skipping = false
        for line in existing.split(separator: "\n", omittingEmptySubsequences: false) {
            let isTopLevelKey = line.first.map { !$0.isWhitespace && $0 != "#" } ?? false
            if isTopLevelKey {
                skipping = line.contains(Self.marker)
                if !skipping, let key = line.split(separator: ":").first { handWritten.insert(String(key)) }
            }
            if !skipping { kept.append(line) }
        }
        while let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty { kept.removeLast() }
        var out = kept.joined(separator: "\n")
        if out.isEmpty { out = "# Tolerances for every scenario (the format of a scenario's gate: block)." }
        for entry in entries where !handWritten.contains(entry.metric.name) {
            out += "\n" + line(entry)
        }
        return out + "\n"
    }

    static func percent(_ fraction: Double) -> String {
        JSONValue.formatNumber((fraction * 1000).rounded() / 10) + "%"
    }
}
