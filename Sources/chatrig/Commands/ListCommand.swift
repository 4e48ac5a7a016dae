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

    @Argument(help: "Scenario files or folders of them.")
    var paths: [String] = ["Scenarios"]

    @Option(help: ArgumentHelp("Folder of device profiles.", valueName: "dir"))
    var devices: String = "Scenarios/devices"

    mutating func run() throws {
        let runner = SuiteRunner(devicesDirectory: URL(fileURLWithPath: devices))
        let plan: SuitePlan
        do {
            plan = try runner.plan(paths: paths, strategies: [], device: nil, seed: nil)
        } catch {
            throw BadInput(description: String(describing: error))
        }
        print("Scenarios:")
        for item in plan.scenarios {
            print("  \(item.scenario.name)  (\(item.file.relativePath))")
            if !item.scenario.summary.isEmpty { print("      \(item.scenario.summary.trimmingCharacters(in: .whitespacesAndNewlines))") }
        }
        print("\nStrategies:")
        for entry in runner.registry.entries {
            print("  \(entry.name)  \(entry.summary)")
            for option in entry.options {
                print("      \(option.key): \(option.values.joined(separator: " | "))  (default \(option.values[0]))")
            }
        }
        print("\nDevices:")
        let loader = DeviceProfileLoader(directory: URL(fileURLWithPath: devices))
        do {
            for profile in try loader.loadAll() {
                print("  \(profile.name)  \(Int(profile.viewportWidth))×\(Int(profile.viewportHeight)) pt, \(profile.refreshRate) Hz")
            }
        } catch {
            throw BadInput(description: String(describing: error))
        }
    }
}
