import ArgumentParser
import Foundation
import Reporting

/// `chatrig compare BASE HEAD`: judge one report against another.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Judge a report against a baseline and report regressions, improvements and changes.",
        discussion: """
        BASE and HEAD are report.json files, report folders or baseline files (reports/baselines/NAME.json). \
        Every metric of every (scenario, strategy) pair in both is judged: a deterministic metric exactly — any \
        change is reported, and a change in the worse direction beyond its tolerance (a thresholds file, a \
        scenario's gate: block) is a regression; a host metric only with 5 or more samples a side (run --repeat), \
        when Mann–Whitney U finds the difference significant (p < 0.01) and it reaches the minimum effect. \
        Scenarios, strategies and metrics on one side only are listed as added or removed.

        A regressed or improved cost metric (frameCostP50/P90/P99/Max, hitches, hitchTimeRatio) is explained by \
        the operations whose modelled cost moved, when both reports carry a cost attribution.

        --format comment prints a pull-request comment that fits GitHub's 65,536-character limit whatever \
        the suite's size: the verdict, each regression and improvement with its explanation, counts of the \
        rest, and a link (--report-url) to the uploaded report.

        Exit status: 0 no regression, 1 a regression, 2 bad input (an unreadable, truncated or unknown-schema \
        report; a baseline from another device or seed), 3 no regression but an improvement under \
        --fail-on-improvement.
        """
    )

    @Argument(help: ArgumentHelp("The baseline: a report.json, a report folder or a baseline file.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The report to judge: a report.json, a report folder or a baseline file.", valueName: "head"))
    var head: String

    @Option(help: "Output on standard output: a comparison format (markdown: every table; comment: a pull-request comment under 65,536 characters).")
    var format = FormatChoice<ComparisonFormats>.listedFirst

    @Option(name: .customLong("report-url"), help: ArgumentHelp(
        "Where the uploaded report is, linked from --format comment.", valueName: "url"))
    var reportURL: String?

    @Option(help: ArgumentHelp(
        "Also write compare.json, compare.md, junit.xml and report.html to this folder (absent, empty or a report folder ChatRig wrote).",
        valueName: "dir"))
    var out: String?

    @OptionGroup var gate: GateOptions

    mutating func run() throws {
        let staged = try out.map { path in try PreparedOutput.flag("--out") { try ReportFolder.stage(URL(fileURLWithPath: path)) } }
        let comparison: SuiteComparison
        let headReport: SuiteReport
        do {
            let baseReport = try gate.read(base)
            headReport = try gate.read(head)
            comparison = try gate.compare(base: baseReport, head: headReport, baseLabel: base, headLabel: head)
            // Checked once the inputs are read (their errors come first); nothing is replaced yet.
            if let out { try OutputOverlap.check(out: out, inputs: [base, head]) }
        } catch {
            staged?.discard()
            throw error
        }
        if let staged {
            try PreparedOutput.flag("--out") { try staged.commit(ComparisonFolder.files(of: comparison, head: headReport)) }
        }
        let text = format.render(comparison, options: FormatOptions(reportURL: reportURL))
        print(text, terminator: "")
        let status = ExitStatus.of(passed: true, comparison: comparison)
        if status != ExitStatus.passed { throw RunFailure(status: status) }
    }
}
