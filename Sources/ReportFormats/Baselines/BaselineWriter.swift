import ReportModel
import RunResults

/// Writes a baseline file, `reports/baselines/NAME.json`: what a team commits and reviews
/// in pull requests, and what `compare` and `run --baseline` judge a run against.
///
/// Made to diff well: runs sorted by scenario then strategy, one run a line; keys in a
/// fixed order (metrics in ``Metric/all`` order); host figures only as samples (all of
/// them after `--repeat`), since a single host figure gates nothing. Findings, expectations
/// and recordings are left out: a baseline holds figures to compare against.
///
/// ```json
/// {"format": "chatrig-baseline", "schemaVersion": 1, "tool": {"name": "chatrig", "version": "0.1.0"}, "runs": [
/// {"scenario": "rapid-streaming", "strategy": "flipped", "device": "iphone-15-pro", "seed": 7, "metrics": {"frames": 2400, …}, "hostSamples": {…}},
/// …
/// ]}
/// ```
public enum BaselineWriter {
    /// The `format` of a baseline document (a report has none).
    public static let format = "chatrig-baseline"
    /// Bumped on any incompatible change of the baseline's shape.
    public static let schemaVersion = 1

    /// The baseline of `report`, with a final newline. O(r log r) for r runs.
    public static func json(_ report: SuiteReport) -> String {
        let header: JSONValue = .fields([
            (ReportKey.Document.format, .string(format)),
            (.schemaVersion, .number(Double(schemaVersion))),
            (.tool, JSONReportWriter.tool(report)),
        ])
        var head = header.serialized()
        head.removeLast() // "}"
        let runs = report.runs.sorted {
            ($0.result.scenario, $0.result.strategy) < ($1.result.scenario, $1.result.strategy)
        }
        var out = head + ",\"\(ReportKey.Document.runs.rawValue)\":["
        for (index, run) in runs.enumerated() {
            out += "\n" + line(run).serialized() + (index == runs.count - 1 ? "" : ",")
        }
        return out + (runs.isEmpty ? "" : "\n") + "]}\n"
    }

    private static func line(_ run: RunReport) -> JSONValue {
        let r = run.result
        var pairs: [(ReportKey.Run, JSONValue)] = [
            (.scenario, .string(r.scenario)), (.strategy, .string(r.strategy)), (.device, .string(r.device)),
            (.seed, .integer(r.seed)), (.metrics, JSONReportWriter.metrics(r.metrics)),
        ]
        let samples = Metric.host.compactMap { metric -> (String, JSONValue)? in
            let values = run.samples(of: metric)
            return values.isEmpty ? nil : (metric.name, .array(values.map(JSONValue.number)))
        }
        if !samples.isEmpty { pairs.append((.hostSamples, .object(samples))) }
        if let attribution = r.costAttribution { pairs.append((.costAttribution, CostAttributionJSON.json(attribution))) }
        return .fields(pairs)
    }
}
