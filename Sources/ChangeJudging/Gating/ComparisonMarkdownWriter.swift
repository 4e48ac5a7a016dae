import ReportFormats

/// `compare.md` and `compare --format markdown`: made to be posted as a pull-request
/// comment — a one-line verdict, regressions first (metric, base, head, delta, %), then
/// improvements, a collapsed section of the metrics that did not regress, and the
/// scenarios, strategies and metrics added or removed.
public enum ComparisonMarkdownWriter {
    public static func markdown(_ c: SuiteComparison) -> String {
        var out = "### ChatRig: \(MarkdownText.inline(c.verdictLine))\n\n"
        let regressions = c.regressions, improvements = c.improvements
        if !regressions.isEmpty { out += section("Regressions", regressions) }
        if !improvements.isEmpty { out += section("Improvements", improvements) }
        out += CostExplanationMarkdown.list(c.explanations)
        let others = c.judgements.filter { $0.verdict != .regression && $0.verdict != .improvement }
        let changed = others.filter(\.changed)
        if !changed.isEmpty { out += section("Changed within tolerance or not significant", changed) }
        let unchanged = others.count - changed.count
        out += "<details><summary>\(unchanged) unchanged metric\(unchanged == 1 ? "" : "s") of \(c.pairs.count) run\(c.pairs.count == 1 ? "" : "s")</summary>\n\n"
        if unchanged > 0 {
            out += "| scenario | strategy | metric | value |\n|---|---|---|---:|\n"
            for j in others where !j.changed {
                out += "| \(cell(j.scenario)) | \(cell(j.strategy)) | \(j.metric) | \(ComparisonText.value(j.head, j.metric)) |\n"
            }
            out += "\n"
        }
        out += "</details>\n\n"
        if !c.added.isEmpty {
            out += "**Added** (not judged):\n" + c.added.map { "- \(cell($0.description))\n" }.joined() + "\n"
        }
        if !c.removed.isEmpty {
            out += "**Removed**:\n" + c.removed.map { "- \(cell($0.description))\n" }.joined() + "\n"
        }
        out += "<sub>\(c.methodLine) Base: \(cell(c.baseLabel)); head: \(cell(c.headLabel)).</sub>\n"
        return out
    }

    private static func section(_ title: String, _ judgements: [MetricJudgement]) -> String {
        var out = "#### \(title) (\(judgements.count))\n\n| scenario | strategy | metric | base | head | delta | % |\n|---|---|---|---:|---:|---:|---:|\n"
        for j in judgements {
            var percent = ComparisonText.percent(j)
            if let test = j.test { percent += " (p = \(ComparisonText.pValue(test.pValue)))" }
            out += "| \(cell(j.scenario)) | \(cell(j.strategy)) | \(j.metric) | \(ComparisonText.value(j.base, j.metric)) "
                + "| \(ComparisonText.value(j.head, j.metric)) | \(ComparisonText.delta(j)) | \(percent) |\n"
        }
        return out + "\n"
    }

    /// Text safe inside a table cell or a list item: literal inline Markdown on one line
    /// (``MarkdownText/inline(_:)``: line breaks, fences, links, mentions and HTML made inert;
    /// pipes escaped).
    static func cell(_ text: String) -> String {
        MarkdownText.inline(text)
    }
}
