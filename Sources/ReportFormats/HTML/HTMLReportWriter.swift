import OrderedCollections
import ReportModel

/// Renders a ``SuiteReport`` as `report.html`: one self-contained page (inline SVG and
/// CSS, a few lines of script, nothing fetched) with the verdict, and per scenario the
/// strategy-comparison table, the findings, a frame timeline per strategy on one shared
/// time axis, and a filmstrip of the frames that matter.
///
/// Everything a user or a run supplies is escaped (``HTMLEscaping``). Charts are drawn
/// to the pixel, so the page's size grows with the number of runs, not their length.
///
/// A suite of more than ``everyRunDrawnUpTo`` runs draws in full only the runs that need a
/// look — failed, regressed against the baseline, or raised a finding — and shows each of
/// the others as a compact row (strategy, verdict, frames, hitches, worst frame) that draws
/// its timeline and filmstrip when opened. Its scenario sections travel deflated and are
/// drawn as they scroll into view (``HTMLDeferredSections``). Every figure stays in the page.
public enum HTMLReportWriter {
    /// Suites of up to this many runs draw every run's timeline and filmstrip.
    public static let everyRunDrawnUpTo = 100

    /// - Parameter comparison: a baseline to show changed metrics against (base → head,
    ///   regressions highlighted); nil for a plain report.
    public static func html(_ report: SuiteReport, comparison: ReportComparison? = nil) -> String {
        let scenarios = groups(report.runs)
        let drawsEveryRun = report.runs.count <= everyRunDrawnUpTo
        let inFull = { (run: RunReport) -> Bool in
            drawsEveryRun || !run.passed || !run.result.findings.isEmpty
                || comparison?.regressed(scenario: run.result.scenario, strategy: run.result.strategy) == true
        }
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        out += "<title>ChatRig report — \(report.passed ? "passed" : "failed")</title>"
        out += "<style>\(HTMLStyle.css)</style></head><body><main>\n"
        out += verdict(report, scenarioCount: scenarios.count, comparison: comparison)
        if let comparison { out += CostAttributionHTML.section(comparison.explanations) }
        out += "<nav class=\"toc\">"
        for (index, scenario) in scenarios.enumerated() {
            let passed = scenario.runs.allSatisfy(\.passed)
            out += "<a href=\"#scenario-\(index)\"\(passed ? "" : " class=\"fail\"")>\(passed ? "✓" : "✗") \(HTMLEscaping.escape(scenario.name))</a>"
        }
        out += "</nav>\n"
        let sections = scenarios.enumerated().map { index, scenario in
            HTMLDeferredSections.Section(
                anchor: "scenario-\(index)", name: scenario.name, passed: scenario.runs.allSatisfy(\.passed), runs: scenario.runs.count,
                markup: ScenarioSectionHTML.render(name: scenario.name, runs: scenario.runs, anchor: "scenario-\(index)", comparison: comparison, inFull: inFull))
        }
        out += drawsEveryRun ? sections.map { $0.markup + "\n" }.joined() : HTMLDeferredSections.render(sections)
        out += "<footer>\(HTMLEscaping.escape(report.toolName)) \(HTMLEscaping.escape(report.toolVersion)) · modelled main-thread cost on a virtual clock; times are virtual seconds.</footer>"
        out += "</main><script>\(HTMLStyle.script)\(drawsEveryRun ? "" : HTMLDeferredSections.script)</script></body></html>\n"
        return out
    }

    private static func verdict(_ report: SuiteReport, scenarioCount: Int, comparison: ReportComparison?) -> String {
        let failed = report.runs.filter { !$0.passed }.count
        let findings = report.runs.reduce(0) { $0 + $1.result.findings.count }
        var line = report.passed
            ? "✓ Passed — \(report.runs.count) runs, every expectation held."
            : "✗ Failed — \(failed) of \(report.runs.count) runs broke an expectation."
        var passed = report.passed
        if let comparison {
            let regressions = comparison.regressionCount()
            line += regressions == 0
                ? " No regression against \(comparison.baseLabel)."
                : " \(regressions) regression\(regressions == 1 ? "" : "s") against \(comparison.baseLabel)."
            passed = passed && regressions == 0
        }
        return "<header class=\"verdict \(passed ? "pass" : "fail")\"><h1>ChatRig report</h1><p>\(HTMLEscaping.escape(line))</p>"
            + "<p class=\"meta\">\(scenarioCount) scenario\(scenarioCount == 1 ? "" : "s") · \(report.runs.count) runs · "
            + "\(findings) finding kind\(findings == 1 ? "" : "s") seen (first occurrences)</p></header>\n"
    }

    /// Runs grouped by scenario, in first-seen order.
    private static func groups(_ runs: [RunReport]) -> [(name: String, runs: [RunReport])] {
        OrderedDictionary(grouping: runs, by: \.result.scenario).map { ($0.key, $0.value) }
    }
}
