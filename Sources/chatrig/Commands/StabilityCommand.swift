import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// `chatrig stability [PATHS…] --repeat N`.
struct StabilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stability",
        abstract: "A/A check: run the suite twice on this machine and report how much its host metrics move.",
        discussion: """
        Each pair runs --repeat times on each side; for every host metric the spread is how far side B's median \
        lands from side A's. Under 5%: host figures can be gated here. 5–10%: only with a --min-effect above the \
        spread. Over 10%: too noisy to gate host figures on this machine (exit status 1). Deterministic metrics \
        must agree in every run.

        --write-thresholds writes each host metric's minimum effect into the thresholds file (default \
        reports/baselines/thresholds.yaml): its worst A/A spread times --margin (default 1.5), rounded up to \
        the next half percent. Entries written by hand stay as they are (a hand-written host metric wins), and so do \
        comments, quoting and line endings; only lines this command wrote before are replaced, and the result is \
        checked before it replaces the file (atomically; through a symbolic link to its target; its permissions \
        kept). A thresholds file that does not parse, or is a flow mapping with entries, is refused (exit 2).
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .customLong("repeat"), help: ArgumentHelp("Runs of each pair on each side (at least 2).", valueName: "n"))
    var repetitions: Int = 5

    @Option(help: ArgumentHelp("Pairs to run at once. Default 1: parallel runs share the cores and add noise of their own.", valueName: "n"))
    var jobs: Int = 1

    @Flag(help: "Write host-metric tolerances from the measured spread into the thresholds file.")
    var writeThresholds = false

    @Option(name: .customLong("thresholds"), help: ArgumentHelp("The thresholds file --write-thresholds updates.", valueName: "file"))
    var thresholdsFile: String = GateOptions.defaultThresholds

    @Option(help: ArgumentHelp("How much wider than the worst A/A spread a written tolerance is (1 to 10).", valueName: "factor"))
    var margin: Double = 1.5

    func validate() throws {
        guard repetitions >= 2, repetitions <= 1_000 else { throw ValidationError("--repeat must be from 2 to 1000, found \(repetitions)") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, found \(jobs)") }
        guard (1...10).contains(margin) else { throw ValidationError("--margin must be from 1 to 10, found \(margin)") }
    }

    mutating func run() throws {
        let plan = try suite.plan()
        let schedule = RunSchedule(jobs: jobs, repetitions: repetitions)
        let check: StabilityCheck
        do {
            let a = try suite.runner.run(plan, schedule: schedule)
            let b = try suite.runner.run(plan, schedule: schedule)
            check = StabilityCheck(a: a, b: b, repetitions: repetitions)
        } catch {
            throw BadInput(description: String(describing: error))
        }
        print(check.text, terminator: "")
        if writeThresholds { try write(StabilityThresholds(check: check, margin: margin)) }
        if check.verdict == .tooNoisy { throw RunFailure() }
    }

    /// Merges the measured tolerances into the thresholds file, atomically.
    private func write(_ thresholds: StabilityThresholds) throws {
        let url = URL(fileURLWithPath: thresholdsFile)
        let target = FileReplacement.target(of: url)
        let existing = FileManager.default.fileExists(atPath: target.path) ? (try? String(contentsOf: target, encoding: .utf8)) : ""
        guard let existing else { throw BadInput(description: "Error: --thresholds: \(thresholdsFile) cannot be read") }
        do {
            let merged = try thresholds.merged(into: existing, path: thresholdsFile)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileReplacement.replace(merged, at: url)
        } catch let error as ScenarioFileError {
            throw BadInput(description: String(describing: error))
        } catch let error as FileReplacement.Failure {
            throw BadInput(description: "Error: --thresholds: \(error)")
        }
        print("Wrote \(thresholds.entries.count) host-metric tolerance\(thresholds.entries.count == 1 ? "" : "s") "
            + "(worst A/A spread × \(margin)) to \(thresholdsFile).")
    }
}
