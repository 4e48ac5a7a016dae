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
        report.json, report.md, junit.xml and report.html; a run that fails on bad input leaves the \
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

    @Option(help: ArgumentHelp("Seed to use instead of each scenario's.", valueName: "n"))
    var seed: UInt64?

    @Option(help: "Output on standard output: terminal, json, markdown or junit.")
    var format: OutputFormat = .terminal

    @Option(help: ArgumentHelp("Folder the report files go to.", valueName: "dir"))
    var out: String = "reports/latest"

    @Option(help: ArgumentHelp(
        "Write the per-frame trace as JSON Lines to this file (one scenario and strategy), or to this folder, a file per pair.",
        valueName: "file"))
    var trace: String?

    @Option(help: "Trace format: jsonl (an object a frame, a file a run) or perfetto (Chrome trace-event JSON for Perfetto UI, a file a scenario, a track a strategy).")
    var traceFormat: TraceFormat = .jsonl

    @Flag(help: "Show every metric in the terminal table, not only the headline ones.")
    var allMetrics = false

    mutating func run() throws {
        let runner = suite.runner
        let plan = try suite.plan(strategies: strategies, device: device, seed: seed)
        let traceDestination = trace.map { TraceDestination(path: $0, plan: plan, format: traceFormat) }
        if let traceDestination, traceDestination.isFolder, (try? isExistingFile(traceDestination.path)) == true {
            throw BadInput(description: "--trace: \(plan.runCount) runs need a folder, but '\(traceDestination.path)' is a file")
        }

        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let report: SuiteReport
        do {
            report = try runner.run(plan, traceDestination: traceDestination) { done, total, label in
                progress.update("[\(done + 1)/\(total)] \(label)")
            }
        } catch {
            progress.clear()
            throw BadInput(description: String(describing: error))
        }
        progress.clear()

        try ReportFolder.write(report, to: URL(fileURLWithPath: out))

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

    private func isExistingFile(_ path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case terminal, json, markdown, junit
}

extension TraceFormat: ExpressibleByArgument {}
