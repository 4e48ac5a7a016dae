import Foundation
import ReportFormats

extension HistoryTable {
    /// `chatrig history`'s text for one pair's series, as ``render(_:showsAllRuns:)`` words it:
    /// a sparkline of one glyph per bucket (per run while the runs fit the width) and the
    /// step; with `showsAllRuns`, one row per bucket (a run, or the runs it holds: the
    /// first's date, revision and branch, the last's value, their count and range). Series
    /// that never moved add to `unchanged` instead, unless `showsAllRuns`.
    /// - Complexity: O(buckets).
    public static func text(_ series: [SeriesSummary], showsAllRuns: Bool, unchanged: inout Int) -> String {
        var out = ""
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
        for summary in series {
            guard summary.moved || showsAllRuns else { unchanged += 1; continue }
            let metric = summary.metric
            out += "\(printable(summary.scenario)) · \(printable(summary.strategy)) · \(metric)  "
                + "\(Sparkline.render(summary.buckets.map(\.mean)))  (\(summary.count) run\(summary.count == 1 ? "" : "s"))\n"
            if showsAllRuns {
                for bucket in summary.buckets {
                    let first = bucket.first
                    out += "  \(formatter.string(from: first.recordedAt))  \(printable(first.revision ?? "-").padding(toLength: 12, withPad: " ", startingAt: 0))"
                        + "  \(printable(first.branch ?? "-").padding(toLength: 16, withPad: " ", startingAt: 0))  \(ComparisonText.value(bucket.last.value, metric))"
                    if bucket.count > 1 {
                        out += "  (\(bucket.count) runs to \(formatter.string(from: bucket.last.recordedAt)) \(printable(bucket.last.revision ?? "-"))"
                        if bucket.minimum != bucket.maximum {
                            out += "; \(ComparisonText.value(bucket.minimum, metric)) … \(ComparisonText.value(bucket.maximum, metric))"
                        }
                        out += ")"
                    }
                    out += "\n"
                }
            }
            if let step = summary.step {
                let before = step.before.value, after = step.after.value
                let change = before == 0 ? "" : String(format: " (%+.1f%%)", (after - before) / abs(before) * 100)
                out += "  stepped at revision \(printable(step.after.revision ?? "(unknown)")): \(ComparisonText.value(before, metric)) → "
                    + "\(ComparisonText.value(after, metric))\(change)\n"
            } else {
                out += "  no step\n"
            }
        }
        return out
    }

    /// The closing line: how many series never moved, or that nothing matched.
    public static func footer(unchanged: Int, anySeries: Bool) -> String {
        guard anySeries else { return "No recorded runs match.\n" }
        return unchanged > 0 ? "\(unchanged) metric series unchanged across every run (name one with --metric to see it).\n" : ""
    }
}

/// `chatrig history --format json`: every series in full, streamed a pair at a time — schema
/// version 2 (``pairsOpening``, ``append(_:to:)``: a run's stamp once, values by column).
/// Version 1 (``opening``, ``object(_:)``: each run's time, revision, branch and value under
/// every series) stays for callers that wrote it; the CLI no longer does.
public enum HistoryJSONWriter {
    /// The version 1 document's opening, before the first series.
    public static let opening = "{\"schemaVersion\":1,\"series\":["
    /// Its closing.
    public static let closing = "]}\n"

    /// One series as a JSON object (a line).
    public static func object(_ summary: SeriesSummary) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let runs = (summary.points ?? []).map { point -> JSONValue in
            .object([("recordedAt", .string(formatter.string(from: point.recordedAt))),
                     ("revision", point.revision.map(JSONValue.string) ?? .null),
                     ("branch", point.branch.map(JSONValue.string) ?? .null),
                     ("value", .number(point.value))])
        }
        let step: JSONValue = summary.step.map { step in
            .object([("index", .number(Double(step.index))), ("revision", step.after.revision.map(JSONValue.string) ?? .null),
                     ("before", .number(step.before.value)), ("after", .number(step.after.value))])
        } ?? .null
        return JSONValue.object([("scenario", .string(summary.scenario)), ("strategy", .string(summary.strategy)),
                                 ("metric", .string(summary.metric.name)), ("runs", .array(runs)), ("step", step)]).serialized()
    }
}
