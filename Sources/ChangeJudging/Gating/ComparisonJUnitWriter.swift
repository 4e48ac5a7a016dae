import ReportFormats

/// `junit.xml` of a comparison: a test case per (scenario, strategy) in both reports, a
/// failure per regression (message: metric, base → head, delta), so a CI's test view lists
/// exactly what regressed. Improvements fail too under `--fail-on-improvement`.
public enum ComparisonJUnitWriter {
    public static func xml(_ c: SuiteComparison) -> String {
        var failuresByPair: [String: [MetricJudgement]] = [:]
        for j in c.judgements where j.verdict == .regression || (j.verdict == .improvement && c.policy.failsOnImprovement) {
            failuresByPair[j.scenario + "\u{0}" + j.strategy, default: []].append(j)
        }
        let failed = c.pairs.filter { failuresByPair[$0.scenario + "\u{0}" + $0.strategy] != nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"chatrig compare\" tests=\"\(c.pairs.count)\" failures=\"\(failed)\">\n"
        out += "  <testsuite name=\"\(e("compare against " + c.baseLabel))\" tests=\"\(c.pairs.count)\" failures=\"\(failed)\">\n"
        for pair in c.pairs {
            out += "    <testcase classname=\"\(e(pair.scenario))\" name=\"\(e(pair.strategy))\""
            guard let failures = failuresByPair[pair.scenario + "\u{0}" + pair.strategy] else {
                out += "/>\n"
                continue
            }
            out += ">\n"
            for j in failures {
                out += "      <failure type=\"\(j.verdict.rawValue)\" message=\"\(e(ComparisonText.line(j)))\"/>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private static func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
