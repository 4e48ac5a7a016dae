import ArgumentParser
import Foundation
import Reporting
import Simulator

/// `chatrig bisect`: find the commit that made a metric regress, with git's own bisection.
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the first commit where a metric regressed (git bisect run, one deterministic run a revision).",
        discussion: """
        Between a good and a bad revision of the repository in the current folder, git bisect checks out \
        revisions; at each, chatrig builds it with --build-command (default: swift build -c release), runs \
        --scenario once against --strategy with the revision's own --executable (one run is exact: the clock is \
        virtual), and judges it: --metric regressed against the good revision, or --baseline any regression \
        against that baseline (a scenario's gate: tolerances apply). It prints the first bad commit, the figures \
        on both sides and which operations moved the modelled cost.

        Refuses a work tree with uncommitted changes. Always leaves the checkout as it found it (git bisect reset) and \
        removes its temporary folder, on failure and on Ctrl-C, SIGTERM, SIGHUP and every other catchable signal too: \
        the signal is passed on to the build and run under way, which stop. A revision that does not build or run is skipped (git bisect skip) and named.

        Exit status: 0 the first bad commit found, 1 not found (the bad revision does not regress, or only \
        skipped revisions are left), 2 bad input (a dirty tree, an unknown revision, a good revision that does \
        not build), 128 + the signal's number when stopped by one (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP).
        """
    )

    @Option(help: ArgumentHelp("A revision where the metric is as it should be.", valueName: "rev"))
    var good: String

    @Option(help: ArgumentHelp("A revision where it regressed.", valueName: "rev"))
    var bad = "HEAD"

    @Option(help: ArgumentHelp("The scenario file, as a path inside the repository (read at each revision).", valueName: "file"))
    var scenario: String

    @Option(help: ArgumentHelp("The strategy to run the scenario against.", valueName: "name"))
    var strategy: String

    @Option(help: ArgumentHelp("The metric to judge against the good revision.", valueName: "name"))
    var metric: String?

    @Option(help: ArgumentHelp("Judge any regression against this baseline instead of one metric.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("How to build a revision (run with sh -c in the repository's root).", valueName: "command"))
    var buildCommand = "swift build -c release"

    @Option(help: ArgumentHelp("The executable the build makes, relative to the repository's root.", valueName: "path"))
    var executable = ".build/release/chatrig"

    func validate() throws {
        guard (metric == nil) != (baseline == nil) else { throw ValidationError("give exactly one of --metric and --baseline") }
        if let metric, Metric(name: metric) == nil { throw ValidationError("--metric: unknown metric '\(metric)' (chatrig list names them)") }
    }

    /// `SIGINT`, `SIGTERM`, … for the signals ``Interruption`` catches.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGINT: "SIGINT (Ctrl-C)", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT",
                                      SIGALRM: "SIGALRM", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE",
                                      SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF"]
        return names[number] ?? "signal \(number)"
    }

    mutating func run() throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let root = ChildProcess.git(["rev-parse", "--show-toplevel"], in: here).map(URL.init(fileURLWithPath:)) else {
            throw BadInput(description: "Error: bisect: \(here.path) is not inside a git repository")
        }
        guard ChildProcess.git(["status", "--porcelain", "--untracked-files=no"], in: root) == "" else {
            throw BadInput(description: "Error: bisect: the work tree has uncommitted changes; commit or stash them first")
        }
        guard ChildProcess.git(["rev-parse", "-q", "--verify", "refs/bisect/bad"], in: root) == nil,
              !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/BISECT_START").path) else {
            throw BadInput(description: "Error: bisect: a git bisect is already in progress (git bisect reset ends it)")
        }
        guard let goodSHA = ChildProcess.git(["rev-parse", "--verify", "\(good)^{commit}"], in: root) else {
            throw BadInput(description: "Error: --good: unknown revision '\(good)'")
        }
        guard let badSHA = ChildProcess.git(["rev-parse", "--verify", "\(bad)^{commit}"], in: root) else {
            throw BadInput(description: "Error: --bad: unknown revision '\(bad)'")
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-bisect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let judge = BisectJudge(scenario: scenario, strategy: strategy, buildCommand: buildCommand, executable: executable,
                                metric: metric, baseline: baseline.map { URL(fileURLWithPath: $0, relativeTo: here).path }, work: work.path)
        try JSONEncoder().encode(judge).write(to: work.appendingPathComponent("judge.json"))
        try goodSHA.write(to: work.appendingPathComponent("good"), atomically: true, encoding: .utf8)

        Interruption.watch()
        defer { Interruption.stopWatching() }
        var session = BisectSession(root: root, judge: judge)
        defer { session.reset() }
        let status: Int32
        do {
            status = try session.bisect(good: goodSHA, bad: badSHA)
        } catch where Interruption.happened {
            status = Interruption.exitStatus
        }
        if let received = Interruption.received {
            session.reset()
            try? FileManager.default.removeItem(at: work)
            StandardError.write("bisect: stopped by \(Self.signalName(received)); the checkout is back as it was\n")
            throw RunFailure(status: Interruption.exitStatus)
        }
        if status != ExitStatus.passed { throw RunFailure(status: status) }
    }
}
