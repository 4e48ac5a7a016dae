import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// `chatrig sweep`: the highest token rate each strategy sustains under a frame criterion,
/// and how cost grows with conversation length.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Find the highest token rate each strategy sustains, and cost against conversation length.",
        discussion: """
        With --rate, every reply of the scenario streams at each probed rate (generated \
        replies take it as their rate; transcripts are re-timed to it) and a bisection finds, \
        per strategy and device, the highest rate whose run meets --criterion, exact to \
        --resolution. Probes whose metric does not rise with the rate are reported: the \
        bisection assumes it does. With --history, the scenario runs at its own rates over \
        each history size and the table shows frame cost, hitch-time ratio, host frame time, \
        host memory and start-up against conversation length.

        Independent searches and runs use every core (--jobs); deterministic figures do not \
        depend on it. Writes sweep.json, sweep.txt and SVG charts to --out. Exit status 0, \
        or 2 on bad input (the message names the flag).
        """
    )

    @Argument(help: "The scenario file to sweep.")
    var scenario: String

    @Option(help: ArgumentHelp("Folder of device profiles (when Scenarios/devices does not exist: ChatRig's own).", valueName: "dir"))
    var devices: String = DeviceFolder.defaultPath

    // `.unconditional`, so a negative value (`--rate -5/s...`, `--resolution -5/s`) reaches the
    // check that says what the flag takes, instead of being taken for a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp("Token rates to search, low...high.", valueName: "20/s...400/s"))
    var rate: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Step the search is exact to (default 5/s).", valueName: "rate"))
    var resolution: String?

    @Option(name: .customLong("strategy"), help: ArgumentHelp(
        "Strategy to sweep instead of the scenario's list (repeatable).", valueName: "name"))
    var strategies: [String] = []

    @Option(name: .customLong("device"), help: ArgumentHelp(
        "Device profile to sweep on instead of the scenario's (repeatable).", valueName: "name"))
    var deviceNames: [String] = []

    @Option(help: ArgumentHelp("History sizes to cost, comma-separated.", valueName: "1000,10000,100000"))
    var history: String?

    @Option(name: .customLong("reply-tokens"), help: ArgumentHelp(
        "Reply lengths to cost, tokens, comma-separated: every generated reply streams this long.",
        valueName: "1000,10000,100000"))
    var replyTokens: String?

    @Option(help: ArgumentHelp(
        "What a rate must meet: a deterministic metric, an operator and a bound (default 'hitchTimeRatio < 5 ms/s').",
        valueName: "criterion"))
    var criterion: String?

    @Option(help: ArgumentHelp("Runs at once (default: the machine's cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Output on standard output: the table or a sweep format.")
    var format = FormatChoice<SweepFormats>.listedFirst

    @Option(help: ArgumentHelp(
        "Folder the sweep files go to: absent, empty, or a report folder ChatRig wrote (it is replaced whole).",
        valueName: "dir"))
    var out: String = "reports/sweep"

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, found \(jobs)") }
        guard !out.isEmpty else { throw ValidationError("--out needs a folder; an empty path would name the working directory") }
    }

    mutating func run() throws {
        let request: SweepRequest
        do {
            // Devices and strategies resolve as for `run`: the bundled profiles when the default
            // folder is absent, and the strategies a team's own executable registered.
            request = try SuiteRunner(controllers: CommandEnvironment.registry, devicesDirectory: DeviceFolder.url(for: devices)).sweepRequest(SweepFlags(
                scenario: scenario, rates: rate, resolution: resolution, strategies: strategies,
                devices: deviceNames, history: history, criterion: criterion, replyTokens: replyTokens))
        } catch {
            throw BadInput(description: String(describing: error))
        }
        let staged = try PreparedOutput.flag("--out") { try ReportFolder.stage(URL(fileURLWithPath: out)) }

        let progress = SerialProgress(ProgressLine(enabled: isatty(STDERR_FILENO) == 1))
        let report: SweepReport
        do {
            report = try SweepRunner(controllers: CommandEnvironment.registry, jobs: jobs).run(request) { done, total, label in
                progress.line.update("[\(done)/≤\(total)] \(label)")
            }
        } catch {
            progress.line.clear()
            staged.discard()
            throw BadInput(description: String(describing: error))
        }
        progress.line.clear()
        try PreparedOutput.flag("--out") { try staged.commit(SweepFolder.files(of: report)) }

        print(format.render(report, options: FormatOptions()), terminator: "")
        try judgeGrowth(report, scenario: request.scenario)
    }

    /// The `growth:` bounds of the thresholds file and the scenario's `gate:` judged on the
    /// history curves; exit status 1 when one is exceeded.
    private func judgeGrowth(_ report: SweepReport, scenario: Scenario) throws {
        var gate = GateTolerances()
        if FileManager.default.fileExists(atPath: GateOptions.defaultThresholds) {
            do {
                gate = try ThresholdsParser.parse(contentsOf: URL(fileURLWithPath: GateOptions.defaultThresholds))
            } catch {
                throw BadInput(description: String(describing: error))
            }
        }
        let judgements = GrowthGate.judge(report, gate: gate.overriding(with: scenario.gate))
        guard !judgements.isEmpty else { return }
        let lines = "Growth with history:\n" + judgements.map { "  \($0.line)\n" }.joined()
        // Standard output stays one JSON document under --format json.
        if format.isTerminal { print(lines, terminator: "") } else { StandardError.write(lines) }
        if judgements.contains(where: { !$0.passed }) { throw RunFailure() }
    }
}

/// The progress line, shared with the sweep's worker threads: ``SweepRunner`` makes its
/// progress calls one at a time.
private final class SerialProgress: @unchecked Sendable {
    let line: ProgressLine
    init(_ line: ProgressLine) { self.line = line }
}
