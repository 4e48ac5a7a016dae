import ArgumentParser
import Foundation
import Reporting
import Scenarios

/// What every command reads: scenario files and the device profiles they run on.
struct SuiteOptions: ParsableArguments {
    @Argument(help: "Scenario files or folders of them.")
    var paths: [String] = ["Scenarios"]

    @Option(help: ArgumentHelp("Folder of device profiles (when Scenarios/devices does not exist: ChatRig's own).", valueName: "dir"))
    var devices: String = DeviceFolder.defaultPath

    var runner: SuiteRunner { SuiteRunner(controllers: CommandEnvironment.registry, devicesDirectory: devicesDirectory) }

    var devicesDirectory: URL { DeviceFolder.url(for: devices) }

    /// Plans the suite, turning any scenario-file problem into bad input (exit status 2).
    func plan(strategies: [String] = [], device: String? = nil, seed: UInt64? = nil) throws -> SuitePlan {
        do {
            return try runner.plan(paths: paths, strategies: strategies, device: device, seed: seed)
        } catch {
            throw BadInput(description: String(describing: error))
        }
    }
}
