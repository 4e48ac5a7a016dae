/// `compare --format terminal` (the default): the verdict, then one line per regression,
/// improvement and other change, and what was added or removed. Unchanged metrics are
/// counted, not listed.
public enum ComparisonTerminalWriter {
    public static func text(_ c: SuiteComparison) -> String {
        var out = c.verdictLine + "\n"
        let groups: [(String, [MetricJudgement])] = [
            ("Regressions", c.regressions), ("Improvements", c.improvements),
            ("Changed within tolerance or not significant", c.judgements.filter { $0.verdict == .withinTolerance }),
            ("Host metrics reported, not gated (fewer than \(c.policy.minimumSamples) samples a side)",
             c.judgements.filter { $0.verdict == .notGated && $0.changed }),
        ]
        for (title, judgements) in groups where !judgements.isEmpty {
            out += "\n\(title):\n"
            for j in judgements { out += "  \(j.scenario) · \(j.strategy)  \(ComparisonText.line(j))\n" }
        }
        if !c.added.isEmpty { out += "\nAdded:\n" + c.added.map { "  \($0)\n" }.joined() }
        if !c.removed.isEmpty { out += "\nRemoved:\n" + c.removed.map { "  \($0)\n" }.joined() }
        out += "\n" + c.methodLine + "\n"
        return out
    }
}
