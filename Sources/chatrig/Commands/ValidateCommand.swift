import ArgumentParser
import Foundation
import Reporting

/// `chatrig validate`: check scenario files without running them.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenario files: keys, types, units, ranges, strategies and devices.",
        discussion: "Prints every problem as file:line:column: error: message and exits 2 when there is one."
    )

    @Argument(help: "Scenario files or folders of them.")
    var paths: [String] = ["Scenarios"]

    @Option(help: ArgumentHelp("Folder of device profiles.", valueName: "dir"))
    var devices: String = "Scenarios/devices"

    mutating func run() throws {
        let runner = SuiteRunner(devicesDirectory: URL(fileURLWithPath: devices))
        do {
            let plan = try runner.plan(paths: paths, strategies: [], device: nil, seed: nil)
            for scenario in plan.scenarios {
                print("ok  \(scenario.file.relativePath): \(scenario.scenario.name), \(scenario.strategies.count) strategies")
            }
        } catch {
            throw BadInput(description: String(describing: error))
        }
    }
}
