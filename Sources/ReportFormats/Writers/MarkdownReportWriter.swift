import ReportModel

/// Renders a ``SuiteReport`` as Markdown: a summary line, then per scenario a table with
/// one column per strategy, failed expectations and findings. Suited to a pull-request
/// comment or a CI job summary.
public enum MarkdownReportWriter {
    public static func markdown(_ report: SuiteReport) -> String {
        var out = "# ChatRig report\n\n"
        let failed = report.runs.filter { !$0.passed }
        out += report.passed
            ? "**Passed**: \(report.runs.count) runs, every expectation held.\n"
            : "**Failed**: \(failed.count) of \(report.runs.count) runs broke an expectation.\n"
        for table in ComparisonTable.tables(for: report.runs) {
            out += "\n## \(MarkdownText.inline(table.scenario))\n\n"
            out += "| metric | " + table.strategies.map(MarkdownText.code).joined(separator: " | ") + " |\n"
            out += "|---|" + String(repeating: "---:|", count: table.strategies.count) + "\n"
            for row in table.rows {
                let name = row.unit.map { "\(row.metric) (\($0))" } ?? row.metric
                let cells = row.cells.map { cell -> String in
                    switch cell.expectationPassed {
                    case true?: "\(cell.text) ✅"
                    case false?: "**\(cell.text)** ❌"
                    case nil: cell.text
                    }
                }
                out += "| \(name) | " + cells.joined(separator: " | ") + " |\n"
            }
            for note in table.footnotes { out += "\n_\(MarkdownText.inline(note))_\n" }
            let runs = report.runs.filter { $0.result.scenario == table.scenario }
            let broken = runs.flatMap { run in run.expectations.filter { !$0.passed }.map { (run.result.strategy, $0) } }
            if !broken.isEmpty {
                out += "\nFailed expectations:\n\n"
                for (strategy, e) in broken {
                    out += "- \(MarkdownText.code(strategy)): \(e.metric) \(e.op) \(ComparisonTable.format(e.value)), got \(ComparisonTable.format(e.actual))\n"
                }
            }
            let findings = runs.flatMap { run in run.result.findings.map { (run.result.strategy, $0) } }
            if !findings.isEmpty {
                out += "\nFindings (first occurrence):\n\n"
                for (strategy, f) in findings {
                    out += "- \(MarkdownText.code(strategy)) frame \(f.frame) (t=\(ComparisonTable.format(f.time)) s), \(f.kind.rawValue) ×\(f.occurrences): \(MarkdownText.inline(f.message))\n"
                }
            }
        }
        return out
    }
}
