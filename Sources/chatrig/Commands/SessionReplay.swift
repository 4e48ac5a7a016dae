import Calibration
import Foundation
import Reporting
import Scenarios
import Simulator

/// `calibrate --check`'s prediction: the app's session log imported as `chatrig import`
/// imports it, run on the calibrated profile, its frames read back.
struct SessionReplay {
    var profile: DeviceProfile
    /// `--device` as given (a profile file).
    var deviceArgument: String
    /// `--devices`: the profiles a session log may also name.
    var devicesFolder: URL

    init(profile: DeviceProfile, deviceArgument: String, devicesFolder: URL) throws {
        guard deviceArgument.hasSuffix(".yaml") else {
            throw BadInput(description: "--device: with --check, give the calibrated profile file (devices/my-iphone.yaml)")
        }
        self.profile = profile
        self.deviceArgument = deviceArgument
        self.devicesFolder = devicesFolder
    }

    /// Replays `session` against `strategy` on ``profile``.
    func predict(session: String, strategy: String) throws -> PredictedFrames {
        var known = [profile]
        if let others = try? DeviceProfileLoader(directory: devicesFolder).loadAll() {
            known += others.filter { $0.name != profile.name }
        }
        var scenario: Scenario
        do {
            let log = try EventLogParser.parse(contentsOf: URL(fileURLWithPath: session))
            let stem = ((session as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
            let name = stem.split { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) }.joined(separator: "-")
            scenario = try EventLogImporter(devices: known).scenario(from: log, name: name.isEmpty ? "session" : name, path: session).scenario
        } catch {
            throw BadInput(description: "\(error)")
        }
        // The session ran on the recorded device, whatever the log names.
        scenario.device = profile.name
        let spec: StrategySpec
        switch StrategySpecParser.parse(strategy) {
        case .success(let parsed): spec = parsed
        case .failure(let error): throw BadInput(description: "--strategy: '\(strategy)': \(error.message)")
        }
        let folder = URL(fileURLWithPath: deviceArgument).deletingLastPathComponent()
        let report: RunReport
        do {
            report = try SuiteRunner(controllers: CommandEnvironment.registry, devicesDirectory: folder).run(scenario, strategy: spec)
        } catch let error as ScenarioFileError {
            throw BadInput(description: "\(error)")
        }
        guard let series = report.recording?.series else {
            throw BadInput(description: "internal error: the replay kept no frames")
        }
        let hitchFrames = series.marks.indices.filter { series.marks[$0].contains(.hitch) }
        return PredictedFrames(
            frameInterval: series.frameInterval, frameCosts: series.cost.map(Double.init), hitchFrames: hitchFrames,
            hitchTimeRatio: try report.result.metrics.value(of: .hitchTimeRatio), duration: report.result.duration.seconds)
    }
}
