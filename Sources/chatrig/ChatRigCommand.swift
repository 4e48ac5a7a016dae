import ArgumentParser
import Foundation
import Reporting

/// `chatrig` — rehearse a chat app's message list headlessly.
struct ChatRigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatrig",
        abstract: "Rehearse a chat app's message list headlessly.",
        discussion: """
        Replays scripted scenarios (LLM token streaming, pagination bursts, image-heavy \
        history, keyboard toggles) through a UIKit-like layout and diff engine and measures \
        frame cost, snapshot applies, duplicate load-more calls, scroll jumps and memory.

        Exit status: 0 when every expectation holds (and nothing regressed against a baseline), \
        1 when one fails (or a metric regressed), 2 on bad input or usage, 3 when the only change \
        judged is an improvement and --fail-on-improvement asks to fail on it.
        """,
        version: ChatRigVersion.current,
        subcommands: [RunCommand.self, ValidateCommand.self, ListCommand.self, ImportCommand.self,
                      SweepCommand.self, CompareCommand.self, BaselineCommand.self, MergeCommand.self,
                      HistoryGroupCommand.self, StabilityCommand.self, BisectCommand.self, BisectJudgeCommand.self,
                      CalibrateCommand.self, PortCommand.self],
        defaultSubcommand: nil
    )
}

/// Exit statuses: 0 every expectation held, 1 one failed (or a regression), 2 bad input or usage.
enum ExitStatus {
    static let passed: Int32 = 0
    static let expectationFailed: Int32 = 1
    static let badInput: Int32 = 2
    /// Nothing regressed and every expectation held, but a metric improved under
    /// `--fail-on-improvement` (refresh the baseline): distinct from a regression.
    static let improvedOnly: Int32 = 3

    /// The status a run or comparison ends with: a failed expectation or a regression 1,
    /// only improvements under `--fail-on-improvement` 3, else 0.
    static func of(passed: Bool, comparison: SuiteComparison?) -> Int32 {
        guard passed else { return expectationFailed }
        guard let comparison, comparison.failed else { return ExitStatus.passed }
        return comparison.regressions.isEmpty ? improvedOnly : expectationFailed
    }
}

/// Bad input (a scenario file, a flag's value): printed to standard error, exit status 2.
struct BadInput: Error, CustomStringConvertible {
    var description: String
}

/// A run that completed but broke an expectation: exit status 1, output already printed.
struct RunFailure: Error {
    var status: Int32 = ExitStatus.expectationFailed
}
