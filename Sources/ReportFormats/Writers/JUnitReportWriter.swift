import ReportModel

/// Renders a ``SuiteReport`` as JUnit XML, which CI systems show as test results: a test
/// suite per scenario, a test case per strategy, a failure per broken expectation and per
/// finding that fails its run.
public enum JUnitReportWriter {
    public static func xml(_ report: SuiteReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.runs.filter { !$0.passed }.count
        out += "<testsuites name=\"chatrig\" tests=\"\(report.runs.count)\" failures=\"\(failures)\">\n"
        for table in ComparisonTable.tables(for: report.runs) {
            let runs = report.runs.filter { $0.result.scenario == table.scenario }
            let suiteFailures = runs.filter { !$0.passed }.count
            out += "  <testsuite name=\"\(escape(table.scenario))\" tests=\"\(runs.count)\" failures=\"\(suiteFailures)\">\n"
            for run in runs {
                // `time` is optional in JUnit: a run without a measured wall time has none.
                let time = run.result.hostMetrics[.hostWallSeconds].map { " time=\"\(ComparisonTable.format($0))\"" } ?? ""
                out += "    <testcase classname=\"\(escape(table.scenario))\" name=\"\(escape(run.result.strategy))\"\(time)"
                let broken = run.expectations.filter { !$0.passed }
                let failing = run.result.failingFindings
                if broken.isEmpty, failing.isEmpty {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                for e in broken {
                    let message = "\(e.metric) \(e.op) \(ComparisonTable.format(e.value)), got \(ComparisonTable.format(e.actual))"
                    out += "      <failure type=\"expectation\" message=\"\(escape(message))\"/>\n"
                }
                for finding in failing {
                    let message = "\(FindingText.name(finding.kind)): \(finding.message)"
                    out += "      <failure type=\"finding\" message=\"\(escape(message))\"/>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// XML-safe text: the reports' one escape (``HTMLEscaping``).
    package static func escape(_ text: String) -> String { HTMLEscaping.escape(text) }
}
