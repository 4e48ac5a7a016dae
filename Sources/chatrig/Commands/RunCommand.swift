import ArgumentParser
import Foundation
import Reporting
import Scenarios
import Storage

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

        With --baseline the run is then judged against a baseline as compare judges it: compare.json, \
        compare.md and compare-junit.xml join the report, report.html shows changed metrics as base → head, \
        --format markdown, json and junit print the comparison, and a regression exits 1 as a failed \
        expectation does. --shard K/N runs a deterministic, balanced share of the pairs (merge joins the \
        shards' folders); --history records every run in a SQLite run history (see history).
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

    @Option(help: "Output on standard output: the terminal table or a report format.")
    var format = FormatChoice<RunFormats>.listedFirst

    @OptionGroup var output: OutputOptions

    @Flag(help: "Show every metric in the terminal table, not only the headline ones.")
    var allMetrics = false

    @OptionGroup var schedule: ScheduleOptions

    // `.unconditional`, so `--shard -1/2` reaches the check (and says what a shard is).
    @Option(parsing: .unconditional, help: ArgumentHelp("Run shard K of N: a deterministic, balanced share of the (scenario, strategy) pairs, e.g. 2/4.",
                               valueName: "k/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Judge the run against this baseline: a baseline file, report.json or report folder.", valueName: "file-or-dir"))
    var baseline: String?

    @OptionGroup var gate: GateOptions

    @Option(help: ArgumentHelp("Record every run (revision, branch, date, tool version, device, seed, metrics) in this SQLite run history.",
                               valueName: "file"))
    var history: String?

    @Option(help: ArgumentHelp("The revision to record in the history (default: GITHUB_SHA, else git rev-parse HEAD).", valueName: "rev"))
    var revision: String?

    @Option(help: ArgumentHelp("The branch to record in the history (default: GitHub's ref name, else git's current branch).", valueName: "name"))
    var branch: String?

    func validate() throws {
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError("--shard: \(error)") }
        }
    }

    mutating func run() throws {
        let runner = suite.runner
        var plan = try suite.plan(strategies: strategies, device: device, seed: seed)
        if let shard { plan = plan.sharded(try Shard(parsing: shard)) }
        // Everything that can refuse is checked before anything runs or is written.
        let base = try baseline.map { path in (path, try gate.read(path)) }
        let policy = try gate.policy()
        let runHistory = try history.map { path in
            // A damaged history is refused, and left as it was, rather than appended to.
            do { return try RunHistory(appendingTo: path) } catch { throw BadInput(description: "Error: --history: \(error)") }
        }
        let prepared = try output.prepare(runCount: plan.runCount, scenarioCount: plan.scenarios.count)

        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let report: SuiteReport
        var comparison: SuiteComparison?
        do {
            report = try runner.run(plan, schedule: schedule.schedule, traceDestination: prepared.trace?.destination) { done, total, label in
                progress.update("[\(done + 1)/\(total)] \(label)")
            }
            if let (path, baseReport) = base {
                comparison = try Comparer(policy: policy).compare(base: baseReport, head: report, baseLabel: path, headLabel: "this run")
            }
        } catch let mismatch as BaselineMismatch {
            progress.clear()
            prepared.discard()
            throw BadInput(description: mismatch.description)
        } catch {
            progress.clear()
            prepared.discard()
            throw BadInput(description: String(describing: error))
        }
        progress.clear()
        // The history first: when it cannot be written (a full disk, a locked file), the
        // previous report is left in place rather than replaced by a run that then failed.
        if let runHistory { try record(report, in: runHistory, discarding: prepared) }
        try prepared.write(report, comparison: comparison)
        try printResult(report, comparison: comparison)
    }

    /// Appends every run of `report` to the history; when that fails, nothing is written.
    private func record(_ report: SuiteReport, in runHistory: RunHistory, discarding prepared: PreparedOutput) throws {
        let source = SourceRevision.resolve(revision: revision, branch: branch)
        let now = Date()
        do {
            try runHistory.record(all: report.runs.map {
                RunRecord($0, revision: source.revision, branch: source.branch, toolVersion: report.toolVersion, recordedAt: now)
            })
        } catch {
            prepared.discard()
            throw BadInput(description: "Error: --history: \(error)")
        }
    }

    /// Prints the report in `--format` (with the comparison against `--baseline` when there is
    /// one) and throws the exit status a failed gate or regression gives.
    private func printResult(_ report: SuiteReport, comparison: SuiteComparison?) throws {
        if let comparison, !format.isTerminal, let comparisonFormat = FormatChoice<ComparisonFormats>(argument: format.name) {
            print(comparisonFormat.render(comparison, options: FormatOptions()), terminator: "")
            let status = ExitStatus.of(passed: report.passed, comparison: comparison)
            if status != ExitStatus.passed { throw RunFailure(status: status) }
            return
        }
        let rendered = format.render(report, options: FormatOptions(allMetrics: allMetrics, colors: isatty(STDOUT_FILENO) == 1))
        // The terminal table's colours are its own escape sequences (its names are made printable
        // where it renders them); every other format goes through the module's print.
        if format.isTerminal { Swift.print(rendered, terminator: "") } else { print(rendered, terminator: "") }
        if let comparison { print("\n" + ComparisonTerminalWriter.render(comparison, options: FormatOptions()), terminator: "") }
        let status = ExitStatus.of(passed: report.passed, comparison: comparison)
        if status != ExitStatus.passed { throw RunFailure(status: status) }
    }
}
