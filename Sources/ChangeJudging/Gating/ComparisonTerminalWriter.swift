/// `compare --format terminal` (the default): the verdict, then one line per regression,
/// improvement and other change, and what was added or removed. Unchanged metrics are
/// counted, not listed; ungated host figures are listed by their largest moves, at most
/// ``ungatedLines`` of them.
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
            // Ungated host figures are listed by the largest relative move, at most a screenful.
            let isUngated = judgements.first?.verdict == .notGated
            let listed = isUngated ? Self.largestMoves(judgements) : judgements
            for j in listed {
                out += "  \(j.scenario) · \(j.strategy)  \(ComparisonText.line(j))\n"
                if let why = c.explanation(for: j) { out += "      why: \(why.text)\n" }
            }
            if listed.count < judgements.count {
                out += "  … and \(judgements.count - listed.count) more (--format markdown or json lists every one)\n"
            }
        }
        if !c.added.isEmpty { out += "\nAdded:\n" + c.added.map { "  \($0)\n" }.joined() }
        if !c.removed.isEmpty { out += "\nRemoved:\n" + c.removed.map { "  \($0)\n" }.joined() }
        out += "\n" + c.methodLine + "\n"
        return out
    }

    /// Most ungated host figures the terminal lists.
    static let ungatedLines = 10

    /// The ``ungatedLines`` largest relative changes (a change from 0 counts as the largest),
    /// ties in report order. O(n log n).
    private static func largestMoves(_ judgements: [MetricJudgement]) -> [MetricJudgement] {
        let size = { (j: MetricJudgement) in abs(j.relativeDelta ?? .infinity) }
        return judgements.enumerated()
            .sorted { size($0.element) != size($1.element) ? size($0.element) > size($1.element) : $0.offset < $1.offset }
            .prefix(ungatedLines)
            .map(\.element)
    }
}
