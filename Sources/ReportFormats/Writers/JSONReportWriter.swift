import ReportModel
import RunResults

/// Serialises a ``SuiteReport`` as the run result document (`schemaVersion` 1).
///
/// Deterministic parts (everything but `hostMetrics`) are byte-identical for identical runs;
/// ``deterministicJSON(_:)`` leaves host figures out entirely, for comparisons and tests.
public enum JSONReportWriter {
    /// The full document, pretty-printed with two-space indentation and a final newline.
    public static func json(_ report: SuiteReport, includeHostMetrics: Bool = true) -> String {
        document(report, includeHostMetrics: includeHostMetrics).serialized(indent: 2) + "\n"
    }

    /// The document without host metrics: byte-identical across runs and machines.
    public static func deterministicJSON(_ report: SuiteReport) -> String {
        json(report, includeHostMetrics: false)
    }

    public static func document(_ report: SuiteReport, includeHostMetrics: Bool = true) -> JSONValue {
        var pairs: [(ReportKey.Document, JSONValue)] = [
            (.schemaVersion, .number(Double(SuiteReport.schemaVersion))),
            (.tool, tool(report)),
            (.passed, .bool(report.passed)),
        ]
        if let shard = report.shard {
            var fields: [(ReportKey.Shard, JSONValue)] = [
                (.index, .number(Double(shard.index))), (.count, .number(Double(shard.count))),
                (.totalRuns, .number(Double(shard.totalRuns))),
                (.positions, .array(shard.positions.map { .number(Double($0)) })),
            ]
            if let suite = shard.suite { fields.append((.suite, .string(suite))) }
            pairs.append((.shard, .fields(fields)))
        }
        pairs.append((.runs, .array(report.runs.map { run($0, includeHostMetrics: includeHostMetrics) })))
        return .fields(pairs)
    }

    /// The `tool` object: the name and version of what wrote the document.
    static func tool(_ report: SuiteReport) -> JSONValue {
        .fields([(ReportKey.Tool.name, .string(report.toolName)), (.version, .string(report.toolVersion))])
    }

    static func run(_ run: RunReport, includeHostMetrics: Bool) -> JSONValue {
        let r = run.result
        var pairs: [(ReportKey.Run, JSONValue)] = [
            (.scenario, .string(r.scenario)),
            (.strategy, .string(r.strategy)),
            (.device, .string(r.device)),
            (.seed, .integer(r.seed)),
            (.duration, .number(r.duration.seconds)),
            (.passed, .bool(run.passed)),
        ]
        // Written only for a SwiftUI list, so every other run serialises as before.
        if r.usedLazyStack { pairs.append((.swiftUI, .bool(true))) }
        pairs.append((.metrics, metrics(r.metrics)))
        if includeHostMetrics {
            pairs.append((.hostMetrics, metrics(r.hostMetrics)))
            if !run.hostSamples.isEmpty {
                pairs.append((.hostSamples, .object(run.hostSamples.entries.map { ($0.metric.name, .array($0.samples.map(JSONValue.number))) })))
            }
        }
        if !run.gate.isEmpty { pairs.append((.gate, gate(run.gate))) }
        pairs.append((.expectations, .array(run.expectations.map { e in
            .fields([
                (ReportKey.Expectation.metric, .string(e.metric)), (.op, .string(e.op)), (.value, .number(e.value)),
                (.actual, .number(e.actual)), (.passed, .bool(e.passed)),
            ])
        })))
        pairs.append((.findings, .array(r.findings.map { f in
            .fields([
                (ReportKey.Finding.frame, .number(Double(f.frame))), (.time, .number(f.time)), (.kind, .string(f.kind.rawValue)),
                (.message, .string(f.message)), (.occurrences, .number(Double(f.occurrences))),
            ])
        })))
        // Optional (schema 1 reads without it): where the modelled frame cost went.
        if let attribution = r.costAttribution { pairs.append((.costAttribution, CostAttributionJSON.json(attribution))) }
        return .fields(pairs)
    }

    /// A `gate:` block: metric → { absolute, relative } (relative as a fraction).
    static func gate(_ gate: GateTolerances) -> JSONValue {
        .object(gate.entries.map { entry in
            (entry.metric.name, .fields([(ReportKey.Tolerance.absolute, .number(entry.tolerance.absolute)),
                                         (.relative, .number(entry.tolerance.relative))]))
        })
    }

    static func metrics(_ set: MetricSet) -> JSONValue {
        .object(set.map { ($0.name, .number($0.value)) })
    }
}
