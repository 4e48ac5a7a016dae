import ReportFormats
import Scenarios

/// Serialises a ``SweepReport`` as `sweep.json`.
///
/// Host figures sit under `hostMetrics` keys only (per probe, per history point, and for
/// the whole sweep), so `jq 'del(.. | .hostMetrics?)'` leaves the deterministic document,
/// byte-identical on every machine and for every `--jobs`.
///
/// ```json
/// { "schemaVersion": 1, "kind": "sweep", "tool": {…}, "scenario": "rapid-streaming", "seed": 7,
///   "criterion": { "metric": "hitchTimeRatio", "op": "<", "value": 5, "unit": "ms/s" },
///   "rates": { "from": 20, "to": 400, "resolution": 5 },
///   "series": [ { "strategy": "flipped", "device": "iphone-15-pro", "outcome": "bracketed",
///                 "highestPassingRate": 215, "lowestFailingRate": 220,
///                 "probes": [ { "rate": 20, "value": 0.4, "passed": true, "hostMetrics": { "hostWallSeconds": 0.2 } } ],
///                 "checks": [ { "rate": 85, "value": 1.2, "passed": true, … } ],
///                 "monotonicityViolations": [] } ],
///   "history": [ { "strategy": "flipped", "device": "iphone-15-pro",
///                  "points": [ { "history": 1000, "metrics": { "frameCostP99": 3.2, "hitchTimeRatio": 0 },
///                                "hostMetrics": { "hostFrameTimeP99": 0.1, "hostHeldBytes": 2100000, … } } ] } ],
///   "hostMetrics": { "jobs": 2, "hostWallSeconds": 12.3 } }
/// ```
public enum SweepJSONWriter {
    public static let schemaVersion = 1

    /// The document, pretty-printed with two-space indentation and a final newline.
    public static func json(_ report: SweepReport, includeHostMetrics: Bool = true) -> String {
        document(report, includeHostMetrics: includeHostMetrics).serialized(indent: 2) + "\n"
    }

    public static func document(_ report: SweepReport, includeHostMetrics: Bool = true) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("schemaVersion", .number(Double(schemaVersion))),
            ("kind", .string("sweep")),
            ("tool", .object([("name", .string("chatrig")), ("version", .string(report.toolVersion))])),
            ("scenario", .string(report.scenario)),
            ("seed", .integer(report.seed)),
            ("criterion", criterion(report.criterion)),
            ("rates", report.rates.map { rates in
                .object([("from", .number(rates.lowerBound)), ("to", .number(rates.upperBound)),
                         ("resolution", .number(report.resolution))])
            } ?? .null),
            ("series", .array(report.series.map { series($0, includeHostMetrics: includeHostMetrics) })),
            ("history", .array(report.historyCurves.map { curve($0, includeHostMetrics: includeHostMetrics) })),
        ]
        if !report.replyLengthCurves.isEmpty {
            pairs.append(("replyLength", .array(report.replyLengthCurves.map { curve($0, includeHostMetrics: includeHostMetrics) })))
        }
        if includeHostMetrics {
            pairs.append(("hostMetrics", .object([
                ("jobs", .number(Double(report.jobs))), ("hostWallSeconds", .number(report.wallSeconds)),
            ])))
        }
        return .object(pairs)
    }

    static func criterion(_ criterion: Expectation) -> JSONValue {
        .object([
            ("metric", .string(criterion.metric.rawValue)), ("op", .string(criterion.comparison.rawValue)),
            ("value", .number(criterion.value)), ("unit", .string(criterion.metric.unit.symbol ?? "")),
        ])
    }

    static func series(_ series: RateSeries, includeHostMetrics: Bool) -> JSONValue {
        let outcome = switch series.outcome {
        case .sustainsWholeRange: "sustainsWholeRange"
        case .failsAtLowestRate: "failsAtLowestRate"
        case .bracketed: "bracketed"
        }
        func measured(_ probes: [RateSearch.Probe], _ wallSeconds: [Double]) -> [JSONValue] {
            zip(probes, wallSeconds).map { probe, wall in
                var pairs = fields(of: probe)
                if includeHostMetrics { pairs.append(("hostMetrics", .object([("hostWallSeconds", .number(wall))]))) }
                return .object(pairs)
            }
        }
        let violations: [JSONValue] = series.violations.map { violation in
            .object([
                ("lower", .object(fields(of: violation.lower))), ("higher", .object(fields(of: violation.higher))),
                ("flipsTheCriterion", .bool(violation.flipsTheCriterion)),
            ])
        }
        let highest: JSONValue = series.outcome.highestPassingRate.map { .number($0) } ?? .null
        let lowestFailing: JSONValue = series.outcome.lowestFailingRate.map { .number($0) } ?? .null
        return .object([
            ("strategy", .string(series.strategy)),
            ("device", .string(series.device)),
            ("outcome", .string(outcome)),
            ("highestPassingRate", highest),
            ("lowestFailingRate", lowestFailing),
            ("probes", .array(measured(series.probes, series.probeWallSeconds))),
            ("checks", .array(measured(series.checks, series.checkWallSeconds))),
            ("monotonicityViolations", .array(violations)),
        ])
    }

    private static func fields(of probe: RateSearch.Probe) -> [(String, JSONValue)] {
        [("rate", .number(probe.rate)), ("value", .number(probe.value)), ("passed", .bool(probe.passed))]
    }

    /// `{ "strategy", "device", "points": [ { "replyTokens": 10000, "metrics": { "frameCostP99",
    /// "hitchTimeRatio" }, "atFrameCostP99": { "textLayout", "markdownParse" } } ] }`.
    static func curve(_ curve: ReplyLengthCurve, includeHostMetrics: Bool) -> JSONValue {
        .object([
            ("strategy", .string(curve.strategy)),
            ("device", .string(curve.device)),
            ("points", .array(curve.points.map { point in
                var pairs: [(String, JSONValue)] = [
                    ("replyTokens", .number(Double(point.tokens))),
                    ("metrics", .object([
                        ("frameCostP99", .number(point.frameCostP99)), ("hitchTimeRatio", .number(point.hitchTimeRatio)),
                    ])),
                    ("atFrameCostP99", .object([
                        ("textLayout", .number(point.textLayoutAtP99)), ("markdownParse", .number(point.markdownParseAtP99)),
                    ])),
                ]
                if includeHostMetrics { pairs.append(("hostMetrics", .object([("hostWallSeconds", .number(point.hostWallSeconds))]))) }
                return .object(pairs)
            })),
        ])
    }

    static func curve(_ curve: HistoryCurve, includeHostMetrics: Bool) -> JSONValue {
        .object([
            ("strategy", .string(curve.strategy)),
            ("device", .string(curve.device)),
            ("points", .array(curve.points.map { point in
                var pairs: [(String, JSONValue)] = [
                    ("history", .number(Double(point.history))),
                    ("metrics", .object([
                        ("frameCostP99", .number(point.frameCostP99)), ("hitchTimeRatio", .number(point.hitchTimeRatio)),
                    ])),
                ]
                if includeHostMetrics {
                    pairs.append(("hostMetrics", .object([
                        ("hostFrameTimeP99", .number(point.hostFrameTimeP99)),
                        ("hostHeldBytes", point.hostHeldBytes.map { .number(Double($0)) } ?? .null),
                        ("hostStartupSeconds", .number(point.hostStartupSeconds)),
                        ("hostWallSeconds", .number(point.hostWallSeconds)),
                    ])))
                }
                return .object(pairs)
            })),
        ])
    }
}
