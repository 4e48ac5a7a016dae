import ArgumentParser
import Foundation
import Reporting

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
        """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .customLong("repeat"), help: ArgumentHelp("Runs of each pair on each side (at least 2).", valueName: "n"))
    var repetitions: Int = 5

    @Option(help: ArgumentHelp("Pairs to run at once. Default 1: parallel runs share the cores and add noise of their own.", valueName: "n"))
    var jobs: Int = 1

    func validate() throws {
        guard repetitions >= 2, repetitions <= 1_000 else { throw ValidationError("--repeat must be from 2 to 1000, found \(repetitions)") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, found \(jobs)") }
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
        if check.verdict == .tooNoisy { throw RunFailure() }
    }
}
