import ReportFormats
import ReportModel

/// `compare --format comment`: the comparison as a pull-request comment that fits GitHub's
/// limit whatever the suite's size — the verdict, every regression and improvement with its
/// cost attribution (as many as fit; the rest counted), counts of everything else, and a link
/// to the uploaded report for the full tables (`compare.md`, `report.html`).
///
/// GitHub refuses a comment body over 65,536 characters; a whole-suite Markdown table
/// (``ComparisonMarkdownWriter``) passes that at about 60 runs. This form's size grows with
/// the number of regressions and improvements only, and is cut at ``limit`` UTF-8 bytes
/// (bytes ≥ characters, so the character limit holds too).
///
/// The first line is ``marker``, an HTML comment that lets a CI step find the comment it
/// posted before and update it instead of adding another.
public enum ComparisonCommentWriter {
    /// GitHub's largest comment body, characters.
    public static let limit = 65_536
    /// The hidden first line that marks ChatRig's comment on a pull request.
    public static let marker = "<!-- chatrig-comparison -->"

    /// - Parameters:
    ///   - reportURL: where the uploaded report folder is (an artifact's address), linked
    ///     for everything the comment leaves out.
    ///   - limit: the most UTF-8 bytes the comment may take.
    /// - Complexity: O(judgements).
    public static func markdown(_ c: SuiteComparison, reportURL: String? = nil, limit: Int = limit) -> String {
        var out = marker + "\n### ChatRig: \(MarkdownText.inline(c.verdictLine))\n\n"
        let regressions = c.regressions, improvements = c.improvements
        let others = c.judgements.filter { $0.verdict != .regression && $0.verdict != .improvement }
        let changed = others.filter(\.changed).count
        var footer = "\n\(changed) other metric\(changed == 1 ? "" : "s") changed within tolerance or not significantly, "
            + "\(others.count - changed) unchanged, of \(c.pairs.count) run\(c.pairs.count == 1 ? "" : "s")"
        if !c.added.isEmpty || !c.removed.isEmpty { footer += "; \(c.added.count) added, \(c.removed.count) removed (not judged)" }
        footer += ".\n"
        let link = reportURL.map { "[the uploaded report](\($0))" } ?? "the uploaded report (compare.md, report.html)"
        footer += "Full tables and every figure: \(link).\n"
        footer += "<sub>\(ComparisonMarkdownWriter.cell(c.methodLine))</sub>\n"

        // Each listed item is one line; the room left for them is the limit less the rest.
        // 200 bytes stay free for the two "not listed" notes the footer may gain.
        var room = limit - out.utf8.count - footer.utf8.count - 200
        for (title, judgements) in [("Regressions", regressions), ("Improvements", improvements)] where !judgements.isEmpty {
            let heading = "#### \(title) (\(judgements.count))\n\n"
            let omissionRoom = 80  // "… and N more …" line
            guard room >= heading.utf8.count + omissionRoom else {
                footer = "\n\(judgements.count) \(title.lowercased()) not listed (no room left): see the report." + footer
                continue
            }
            out += heading
            room -= heading.utf8.count
            var listed = 0
            for j in judgements {
                let line = item(j, explanation: c.explanation(for: j))
                guard line.utf8.count + omissionRoom <= room else { break }
                out += line
                room -= line.utf8.count
                listed += 1
            }
            if listed < judgements.count {
                let more = "- … and \(judgements.count - listed) more \(title.lowercased()): see the report.\n"
                out += more
                room -= more.utf8.count
            }
            out += "\n"
            room -= 1
        }
        return out + footer
    }

    /// "- **scenario** · strategy — metric: base → head (delta, %) — why: …".
    private static func item(_ j: MetricJudgement, explanation: CostExplanation?) -> String {
        var line = "- **\(ComparisonMarkdownWriter.cell(j.scenario))** · \(ComparisonMarkdownWriter.cell(j.strategy)) — "
            + ComparisonMarkdownWriter.cell(ComparisonText.line(j))
        if let explanation { line += " — why: " + ComparisonMarkdownWriter.cell(explanation.text) }
        return line + "\n"
    }
}
