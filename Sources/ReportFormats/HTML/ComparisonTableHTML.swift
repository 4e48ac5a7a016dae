import ReportModel
import RunResults

/// A scenario's strategy-comparison table as HTML: a row a metric, a column a strategy;
/// gates that failed in red, gates that held ticked, and with a baseline the changed
/// metrics as base → head, regressions highlighted.
enum ComparisonTableHTML {
    static func render(scenario: String, runs: [RunReport], comparison: ReportComparison?) -> String {
        let table = ComparisonTable(scenario: scenario, runs: runs, allMetrics: true)
        let changed = comparison?.changedMetrics(scenario: scenario) ?? []
        let rows = table.rows.compactMap { row in Metric(name: row.metric).map { (metric: $0, row: row) } }.filter { metric, row in
            ComparisonTable.headlineMetrics.contains(metric) || changed.contains(metric)
                || row.cells.contains { $0.expectationPassed != nil }
        }
        var out = "<table class=\"metrics\"><thead><tr><th>metric</th>"
        for (index, run) in runs.enumerated() {
            let verdict = HTMLVerdict.pill(passed: run.passed)
            out += "<th><span class=\"strategy s\(index % 4)\">\(HTMLEscaping.escape(run.result.strategy))</span> \(verdict)</th>"
        }
        out += "</tr></thead><tbody>"
        for (metric, row) in rows {
            let unit = row.unit.map { " <span class=\"unit\">\(HTMLEscaping.escape($0))</span>" } ?? ""
            out += "<tr><th>\(HTMLEscaping.escape(row.metric))\(unit)</th>"
            for (run, cell) in zip(runs, row.cells) {
                out += self.cell(cell, metric: metric, run: run, change: comparison?.change(
                    scenario: scenario, strategy: run.result.strategy, metric: metric))
            }
            out += "</tr>"
        }
        out += "</tbody></table>"
        for note in table.footnotes { out += "<p class=\"note\">\(HTMLEscaping.escape(note))</p>" }
        return out
    }

    private static func cell(_ cell: ComparisonTable.Cell, metric: Metric, run: RunReport, change: ReportComparison.Change?) -> String {
        var classes: [String] = []
        var notes: [String] = []
        let gates = run.expectations.filter { $0.expectation.metric == metric }
            .map { "\($0.op) \(ComparisonTable.format($0.value))" }.joined(separator: ", ")
        switch cell.expectationPassed {
        case false?:
            classes.append("gate-failed")
            notes.append("<span class=\"note\">✗ gate \(HTMLEscaping.escape(gates))</span>")
        case true?:
            classes.append("gate-held")
            notes.append("<span class=\"note\">✓ gate \(HTMLEscaping.escape(gates))</span>")
        case nil:
            break
        }
        var value = HTMLEscaping.escape(cell.text)
        if let change {
            classes.append(change.regressed ? "regressed" : "changed")
            value = "<span class=\"base\">\(HTMLEscaping.escape(ComparisonTable.format(change.base)))</span> → \(value)"
            if change.regressed { notes.append("<span class=\"note\">▲ regression</span>") }
        }
        let classText = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        return "<td\(classText)>\(value)\(notes.joined())</td>"
    }
}
