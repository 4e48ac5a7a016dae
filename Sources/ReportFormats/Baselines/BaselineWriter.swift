import ReportModel
import RunResults

/// Writes a baseline file, `reports/baselines/NAME.json`: what a team commits and reviews
/// in pull requests, and what `compare` and `run --baseline` judge a run against.
///
/// Made to diff well: runs sorted by scenario then strategy, one run a line; keys in a
/// fixed order (metrics in ``Metric/all`` order); host figures only as samples (all of
/// them after `--repeat`), since a single host figure gates nothing. Findings, expectations
/// and recordings are left out: a baseline holds figures to compare against. The records are
/// a report's (``ReportDocument`` in ``ReportForm/baseline``), read back by ``ReportReader``.
///
/// ```json
/// {"format": "chatrig-baseline", "schemaVersion": 1, "tool": {"name": "chatrig", "version": "0.1.0"}, "runs": [
/// {"scenario": "rapid-streaming", "strategy": "flipped", "device": "iphone-15-pro", "seed": 7, "metrics": {"frames": 2400, …}, "hostSamples": {…}},
/// …
/// ]}
/// ```
public enum BaselineWriter {
    /// The `format` of a baseline document (a report has none).
    public static let format = ReportDocument.baselineFormat
    /// Bumped on any incompatible change of the baseline's shape.
    public static let schemaVersion = ReportDocument.baselineSchemaVersion

    /// The baseline of `report`, with a final newline. O(r log r) for r runs.
    public static func json(_ report: SuiteReport) -> String {
        let tree = JSONReportWriter.tree(of: ReportDocument(report: report, form: .baseline))
        let runsKey = SuiteReport.CodingKeys.runs.stringValue
        guard case .object(var pairs) = tree, pairs.last?.0 == runsKey, case .array(let runs) = pairs.removeLast().1 else {
            preconditionFailure("a baseline document ends with its runs")
        }
        var head = JSONValue.object(pairs).serialized()
        head.removeLast() // "}"
        var out = head + "," + JSONValue.string(runsKey).serialized() + ":["
        for (index, run) in runs.enumerated() {
            out += "\n" + run.serialized() + (index == runs.count - 1 ? "" : ",")
        }
        return out + (runs.isEmpty ? "" : "\n") + "]}\n"
    }
}
