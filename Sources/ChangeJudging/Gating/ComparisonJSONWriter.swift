import ReportFormats
import ReportModel

/// `compare.json` and `compare --format json`: the comparison as a schema-versioned
/// document, byte-identical for identical inputs.
///
/// ```json
/// { "format": "chatrig-compare", "schemaVersion": 1, "base": "…", "head": "…",
///   "failed": true, "regressions": 1, "improvements": 0,
///   "method": { "deterministic": "exact", "host": "Mann–Whitney U (two-sided)", "significance": 0.01,
///               "minimumEffect": 0.05, "minimumSamples": 5 },
///   "judgements": [ { "scenario": "…", "strategy": "…", "metric": "snapshotApplies", "kind": "deterministic",
///                     "verdict": "regression", "base": 310, "head": 620, "delta": 310, "relative": 1,
///                     "tolerance": { "absolute": 0, "relative": 0 } } ],
///   "added": [ { "kind": "scenario", "scenario": "…", "strategy": "…" } ], "removed": [] }
/// ```
public enum ComparisonJSONWriter {
    public static let format = "chatrig-compare"

    public static func json(_ comparison: SuiteComparison) -> String {
        document(comparison).serialized(indent: 2) + "\n"
    }

    public static func document(_ c: SuiteComparison) -> JSONValue {
        .object([
            ("format", .string(format)),
            ("schemaVersion", .number(Double(SuiteComparison.schemaVersion))),
            ("base", .string(c.baseLabel)),
            ("head", .string(c.headLabel)),
            ("failed", .bool(c.failed)),
            ("verdict", .string(c.verdictLine)),
            ("regressions", .number(Double(c.regressions.count))),
            ("improvements", .number(Double(c.improvements.count))),
            ("method", .object([
                ("deterministic", .string("exact: any change beyond the metric's tolerance")),
                ("host", .string(MannWhitneyU.name)),
                ("significance", .number(c.policy.significance)),
                ("minimumEffect", .number(c.policy.minimumEffect)),
                ("minimumSamples", .number(Double(c.policy.minimumSamples))),
                ("failOnImprovement", .bool(c.policy.failsOnImprovement)),
            ])),
            ("judgements", .array(c.judgements.map { j in judgement(j, explanation: c.explanation(for: j)) })),
            ("added", .array(c.added.map(difference))),
            ("removed", .array(c.removed.map(difference))),
        ])
    }

    private static func judgement(_ j: MetricJudgement, explanation: CostExplanation?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("scenario", .string(j.scenario)), ("strategy", .string(j.strategy)), ("metric", .string(j.metric.name)),
            ("kind", .string(j.metric.kind == .deterministic ? "deterministic" : "host")),
            ("verdict", .string(j.verdict.rawValue)),
            ("base", .number(j.base)), ("head", .number(j.head)), ("delta", .number(j.delta)),
            ("relative", j.relativeDelta.map(JSONValue.number) ?? .null),
            ("tolerance", .object([("absolute", .number(j.tolerance.absolute)), ("relative", .number(j.tolerance.relative))])),
        ]
        if j.metric.kind == .host {
            pairs.append(("samples", .object([("base", .number(Double(j.baseSamples))), ("head", .number(Double(j.headSamples)))])))
            if let test = j.test { pairs.append(("pValue", .number(test.pValue))) }
        }
        if let explanation { pairs.append(("attribution", CostExplanationJSON.json(explanation))) }
        return .object(pairs)
    }

    private static func difference(_ d: PairDifference) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("kind", .string(d.kind.rawValue)), ("scenario", .string(d.scenario))]
        if let strategy = d.strategy { pairs.append(("strategy", .string(strategy))) }
        if let metric = d.metric { pairs.append(("metric", .string(metric.name))) }
        return .object(pairs)
    }
}
