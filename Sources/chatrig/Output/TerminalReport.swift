import Rainbow
import Reporting

/// The terminal rendering of a report: per scenario, a table with one column per strategy,
/// expectation marks beside gated values, then failed expectations and first findings.
enum TerminalReport {
    static func render(_ report: SuiteReport, allMetrics: Bool, colors: Bool) -> String {
        let paint = Palette(enabled: colors)
        var out = ""
        for table in ComparisonTable.tables(for: report.runs, allMetrics: allMetrics) {
            let runs = report.runs.filter { $0.result.scenario == table.scenario }
            let verdict = table.passed.allSatisfy { $0 } ? paint.pass("PASS") : paint.fail("FAIL")
            // Names and messages made printable here: the colours this table adds are escape
            // sequences of its own, so it is printed as it is, not through the module's print.
            out += "\(verdict) \(paint.bold(TerminalText.printable(table.scenario)))\n"
            let header = ["metric"] + table.strategies.map(TerminalText.printable)
            var body: [[String]] = table.rows.map { row in
                [row.unit.map { "\(row.metric) (\($0))" } ?? row.metric] + row.cells.map { cell in
                    switch cell.expectationPassed {
                    case true?: cell.text + " ✓"
                    case false?: cell.text + " ✗"
                    case nil: cell.text
                    }
                }
            }
            body.insert(header, at: 0)
            let widths = (0..<header.count).map { column in body.map { $0[column].count }.max() ?? 0 }
            for (index, line) in body.enumerated() {
                var text = "  "
                for (column, cell) in line.enumerated() {
                    let padded = column == 0
                        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                    text += (column == 0 ? "" : "  ") + paint.cell(padded, header: index == 0)
                }
                out += text + "\n"
            }
            for note in table.footnotes { out += "  " + paint.note("*") + " \(note)\n" }
            let host = runs.map { run -> String in
                // A run read back without host figures shows a dash, not a measured 0.
                let wall = run.result.hostMetrics[.hostWallSeconds].map { ComparisonTable.format($0) } ?? "–"
                let p99 = run.result.hostMetrics[.hostFrameTimeP99].map { ComparisonTable.format($0) } ?? "–"
                return "\(TerminalText.printable(run.result.strategy)) \(wall) s, frame p99 \(p99) ms"
            }
            out += "  host (this machine, not gated): " + host.joined(separator: "; ") + "\n"
            for run in runs {
                for e in run.expectations where !e.passed {
                    out += "  " + paint.fail("✗") + " \(TerminalText.printable(run.result.strategy)): \(e.metric) \(e.op) \(ComparisonTable.format(e.value)), got \(ComparisonTable.format(e.actual))\n"
                }
                for f in run.result.findings {
                    out += "  " + paint.note("•") + " \(TerminalText.printable(run.result.strategy)) frame \(f.frame) t=\(ComparisonTable.format(f.time))s \(f.kind.rawValue) ×\(f.occurrences): \(TerminalText.printable(f.message))\n"
                }
            }
            out += "\n"
        }
        let failed = report.runs.filter { !$0.passed }.count
        out += failed == 0
            ? paint.pass("\(report.runs.count) runs, all expectations held.") + "\n"
            : paint.fail("\(failed) of \(report.runs.count) runs broke an expectation.") + "\n"
        return out
    }

}

/// ANSI styling when writing to a terminal, plain text otherwise.
struct Palette {
    var enabled: Bool

    func pass(_ text: String) -> String { enabled ? text.green.bold : text }
    func fail(_ text: String) -> String { enabled ? text.red.bold : text }
    func note(_ text: String) -> String { enabled ? text.yellow : text }
    func bold(_ text: String) -> String { enabled ? text.bold : text }

    func cell(_ text: String, header: Bool) -> String {
        guard enabled else { return text }
        if header { return text.bold }
        if text.hasSuffix("✗") { return text.red }
        if text.hasSuffix("✓") { return text.green }
        return text
    }
}
