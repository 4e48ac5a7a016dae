import ReportFormats
import ReportModel
import RunResults

/// A comparison's ``CostExplanation``s in Markdown (`compare.md`, the pull-request comment)
/// and JSON (`compare.json`, the `attribution` of a judgement).
enum CostExplanationMarkdown {
    /// "**Why**" and one bullet per explanation, or nothing when there is none.
    static func list(_ explanations: [CostExplanation]) -> String {
        guard !explanations.isEmpty else { return "" }
        return "**Why** (modelled cost by operation, head − base):\n"
            + explanations.map { "- \(line($0))\n" }.joined() + "\n"
    }

    /// "`scenario` · `strategy` — frameCostP99 +0.31 ms: configure assistant cell +0.22 ms, …".
    static func line(_ explanation: CostExplanation) -> String {
        "\(ComparisonMarkdownWriter.cell(explanation.scenario)) · \(ComparisonMarkdownWriter.cell(explanation.strategy)) — \(ComparisonMarkdownWriter.cell(explanation.line))"
    }
}

enum CostExplanationJSON {
    /// `{ "scope": "frame", "operations": [ { "operation", "base", "head", "delta" } ], "baseFrame", "headFrame" }`,
    /// every operation with a cost on either side, largest change first.
    static func json(_ e: CostExplanation) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("scope", .string(e.scope.rawValue)),
            ("text", .string(e.text)),
            ("operations", .array(e.operations.map { change in
                .object([
                    ("operation", .string(change.operation.name)), ("base", .number(change.base)),
                    ("head", .number(change.head)), ("delta", .number(change.delta)),
                ])
            })),
        ]
        if let frame = e.baseFrame { pairs.append(("baseFrame", frameJSON(frame))) }
        if let frame = e.headFrame { pairs.append(("headFrame", frameJSON(frame))) }
        return .object(pairs)
    }

    private static func frameJSON(_ frame: CostAttribution.Frame) -> JSONValue {
        .object([("frame", .number(Double(frame.frame))), ("time", .number(frame.time)), ("cost", .number(frame.cost))])
    }
}
