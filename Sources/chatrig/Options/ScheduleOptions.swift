import ArgumentParser
import Foundation
import Reporting

/// `--jobs` and `--repeat`: how many pairs run at once, and how many times each.
struct ScheduleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Pairs to run at once (default: the number of cores); the deterministic report is identical for every value.",
        valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("repeat"), help: ArgumentHelp(
        "Run each pair this many times: deterministic metrics must agree, host metrics keep every sample (5 or more a side gate them).",
        valueName: "n"))
    var repetitions: Int = 1

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, found \(jobs)") }
        guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1, found \(repetitions)") }
        guard repetitions <= 1_000 else { throw ValidationError("--repeat must be at most 1000, found \(repetitions)") }
    }

    var schedule: RunSchedule { RunSchedule(jobs: jobs, repetitions: repetitions) }
}
