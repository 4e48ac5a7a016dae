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

        Exit status: 0 no regression, 1 a regression (or an improvement with --fail-on-improvement), 2 bad input \
        (an unreadable, truncated or unknown-schema report; a baseline from another device or seed).
        """
    )

    @Argument(help: ArgumentHelp("The baseline: a report.json, a report folder or a baseline file.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The report to judge: a report.json, a report folder or a baseline file.", valueName: "head"))
    var head: String

    @Option(help: "Output on standard output: terminal, json, markdown (a pull-request comment) or junit.")
    var format: OutputFormat = .terminal

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
        print(Self.render(comparison, format: format), terminator: "")
        if comparison.failed { throw RunFailure() }
    }

    static func render(_ comparison: SuiteComparison, format: OutputFormat) -> String {
        switch format {
        case .terminal: ComparisonTerminalWriter.text(comparison)
        case .json: ComparisonJSONWriter.json(comparison)
        case .markdown: ComparisonMarkdownWriter.markdown(comparison)
        case .junit: ComparisonJUnitWriter.xml(comparison)
        }
    }
}
