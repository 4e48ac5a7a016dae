import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// `chatrig run`: replay scenarios against strategies, print and write the report.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay scenario files against list strategies and report what the lists did.",
        discussion: """
        Each scenario runs against the strategies it lists (or every bundled strategy), and \
        its `expect:` gates decide the exit status: 0 when all hold, 1 when one fails, 2 on \
        bad input. The report is written to --out (reports/latest by default) as \
        report.json, report.md and junit.xml; a run that fails on bad input leaves the \
        previous report untouched.
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .customLong("strategy"), help: ArgumentHelp(
        "Run this strategy instead of each scenario's list (repeatable), e.g. natural or 'flipped(unflip: cell)'.",
        valueName: "name"))
    var strategies: [String] = []

    @Option(help: ArgumentHelp("Device profile to run on instead of each scenario's.", valueName: "name"))
    var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed to use instead of each scenario's.", valueName: "n"),
            transform: SeedArgument.parse)
    var seed: UInt64?

    @Option(help: "Output on standard output: terminal, json, markdown or junit.")
    var format: OutputFormat = .terminal

    @OptionGroup var output: OutputOptions

    @Flag(help: "Show every metric in the terminal table, not only the headline ones.")
    var allMetrics = false

    mutating func run() throws {
        let runner = suite.runner
        let plan = try suite.plan(strategies: strategies, device: device, seed: seed)
        let prepared = try output.prepare(runCount: plan.runCount)

        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let report: SuiteReport
        do {
            report = try runner.run(plan, traceDestination: prepared.trace?.destination) { done, total, label in
                progress.update("[\(done + 1)/\(total)] \(label)")
            }
        } catch {
            progress.clear()
            prepared.discard()
            throw BadInput(description: String(describing: error))
        }
        progress.clear()
        try prepared.write(report)

        switch format {
        case .terminal:
            print(TerminalReport.render(report, allMetrics: allMetrics, colors: isatty(STDOUT_FILENO) == 1), terminator: "")
        case .json:
            print(JSONReportWriter.json(report), terminator: "")
        case .markdown:
            print(MarkdownReportWriter.markdown(report), terminator: "")
        case .junit:
            print(JUnitReportWriter.xml(report), terminator: "")
        }
        if !report.passed { throw RunFailure() }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case terminal, json, markdown, junit
}
