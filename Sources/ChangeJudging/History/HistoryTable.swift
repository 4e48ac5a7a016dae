import Foundation

/// `chatrig history`'s text: per (scenario, strategy, metric) a sparkline and the first
/// revision where the metric stepped; with one metric asked for, every run as a table row.
/// Metrics that never moved are counted, not listed, unless asked for by name.
public enum HistoryTable {
    public static func render(_ trends: [MetricTrend], showsAllRuns: Bool) -> String {
        guard !trends.isEmpty else { return "No recorded runs match.\n" }
        var out = ""
        var constant = 0
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
        for trend in trends {
            let moved = Set(trend.points.map(\.value)).count > 1
            guard moved || showsAllRuns else { constant += 1; continue }
            out += "\(printable(trend.scenario)) · \(printable(trend.strategy)) · \(trend.metric)  \(Sparkline.render(trend.points.map(\.value)))  "
                + "(\(trend.points.count) run\(trend.points.count == 1 ? "" : "s"))\n"
            if showsAllRuns {
                for point in trend.points {
                    out += "  \(formatter.string(from: point.recordedAt))  \(printable(point.revision ?? "-").padding(toLength: 12, withPad: " ", startingAt: 0))"
                        + "  \(printable(point.branch ?? "-").padding(toLength: 16, withPad: " ", startingAt: 0))  \(ComparisonText.value(point.value, trend.metric))\n"
                }
            }
            if let index = trend.stepIndex {
                let before = trend.points[index - 1], after = trend.points[index]
                let change = before.value == 0 ? "" : String(format: " (%+.1f%%)", (after.value - before.value) / abs(before.value) * 100)
                out += "  stepped at revision \(printable(after.revision ?? "(unknown)")): \(ComparisonText.value(before.value, trend.metric)) → "
                    + "\(ComparisonText.value(after.value, trend.metric))\(change)\n"
            } else {
                out += "  no step\n"
            }
        }
        if constant > 0 { out += "\(constant) metric series unchanged across every run (name one with --metric to see it).\n" }
        return out
    }

    /// `text` with every control character (C0, DEL, C1) shown as U+FFFD: names and
    /// branches come from files and CI, and an escape sequence in one must not reach the
    /// terminal (clear the screen, hide lines, rewrite the verdict). O(length).
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
