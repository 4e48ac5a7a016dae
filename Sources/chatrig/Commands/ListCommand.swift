import ArgumentParser
import Foundation
import Reporting
import Scenarios
import Simulator
import Strategies

/// `chatrig list`: what there is to run.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenarios, strategies, device profiles and metrics."
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
        for entry in CommandEnvironment.registry.entries {
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
        print("\nMetrics:")
        let width = Metric.all.map(\.name.count).max() ?? 0
        for metric in Metric.all { print("  " + Self.describe(metric, nameWidth: width)) }
    }

    /// One metric's line: name, unit, which way is better, and whether a scenario can gate
    /// on it, e.g. `hitchTimeRatio  ms/s   lower is better; deterministic, gateable`
    /// (names padded to `nameWidth`, units to 5).
    static func describe(_ metric: Metric, nameWidth: Int) -> String {
        let spelled = metric.unit.suffixes.first?.spelling ?? "count"
        let unit = spelled + String(repeating: " ", count: max(0, 5 - spelled.count))
        let direction = switch metric.direction {
        case .lowerIsBetter: "lower is better"
        case .higherIsBetter: "higher is better"
        case .neutral: "describes the script"
        }
        let kind = metric.isGateable ? "deterministic, gateable" : "this machine's, compared statistically"
        let name = metric.name + String(repeating: " ", count: max(0, nameWidth - metric.name.count))
        return "\(name)  \(unit)  \(direction); \(kind)"
    }
}
