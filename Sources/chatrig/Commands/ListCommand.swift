import ArgumentParser
import Foundation
import Reporting
import Scenarios
import Strategies

/// `chatrig list`: what there is to run.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenarios, strategies and device profiles."
    )

    @OptionGroup var suite: SuiteOptions

    mutating func run() throws {
        let plan = try suite.plan()
        print("Scenarios:")
        for item in plan.scenarios {
            print("  \(item.scenario.name)  (\(item.file.relativePath))")
            if !item.scenario.summary.isEmpty { print("      \(item.scenario.summary.trimmingCharacters(in: .whitespacesAndNewlines))") }
        }
        print("\nStrategies:")
        for entry in suite.runner.registry.entries {
            print("  \(entry.name)  \(entry.summary)")
            for option in entry.options {
                print("      \(option.key): \(option.values.joined(separator: " | "))  (default \(option.values[0]))")
            }
        }
        print("\nDevices:")
        let loader = suite.runner.devices
        do {
            for profile in try loader.loadAll() {
                print("  \(profile.name)  \(Int(profile.viewportWidth))×\(Int(profile.viewportHeight)) pt, \(profile.refreshRate) Hz")
            }
        } catch {
            throw BadInput(description: String(describing: error))
        }
    }
}
