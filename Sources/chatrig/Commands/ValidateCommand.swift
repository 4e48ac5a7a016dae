import ArgumentParser
import Foundation

/// `chatrig validate`: check scenario files without running them.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenario files: keys, types, units, ranges, strategies and devices.",
        discussion: "Prints every problem as file:line:column: error: message and exits 2 when there is one."
    )

    @OptionGroup var suite: SuiteOptions

    mutating func run() throws {
        for scenario in try suite.plan().scenarios {
            print("ok  \(scenario.file.relativePath): \(scenario.scenario.name), \(scenario.strategies.count) strategies")
        }
    }
}
