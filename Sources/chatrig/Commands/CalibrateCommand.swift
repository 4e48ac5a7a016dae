import ArgumentParser
import Calibration
import Foundation
import Reporting
import Scenarios
import Simulator

/// `chatrig calibrate EXPORT.xml… --device BASE --out devices/my-iphone.yaml`: fits a
/// device profile to an Instruments recording; with `--check SESSION.jsonl`, replays the
/// session with a calibrated profile and puts prediction beside measurement.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit a device profile's costs to an Instruments recording, or check a calibrated profile against one.",
        discussion: """
        Record the app with OSSignposter intervals named as cost keys (README, "Calibrating \
        the cost model on your device"), export the os-signpost table with xctrace export \
        --xpath, then: chatrig calibrate trace.xml --device iphone-15-pro --out \
        devices/my-iphone.yaml. Every cost the recording measures is fitted (a fixed cost as \
        the median of its intervals, a per-unit cost by repeated-median regression on the \
        n=<count> of its end message); the others stay the base profile's, labelled so in \
        the file. The profile is written atomically and its name is --out's file name. When --out is a \
        profile that exists, only its fitted cost figures (and their comments) are replaced: every other \
        line, comment and style stays, a symbolic link is followed to its target and the file's mode is kept.

        --check SESSION.jsonl replays the app's session log (as chatrig import reads it) \
        on the --device profile file and compares the prediction with the Animation Hitches \
        tables of the exports: hitch count, hitch time ratio, frame time percentiles and the \
        frames that hitched.

        A file that is not an export, lacks the tables, has an unknown table or column, a \
        ref to an id it never defined, or a non-numeric n= is an error naming the file, line \
        and element (exit 2), and nothing is written.
        """
    )

    @Argument(help: ArgumentHelp("xctrace export XML files.", valueName: "export.xml"))
    var exports: [String]

    @Option(help: ArgumentHelp("The base profile (a name in --devices or a .yaml file); with --check, the calibrated profile file.",
                               valueName: "device"))
    var device: String

    @Option(help: ArgumentHelp("The calibrated profile to write; its file name is the profile's name.", valueName: "file.yaml"))
    var out: String?

    @Option(help: ArgumentHelp("Replay this session log with --device and compare it with the recording.", valueName: "session.jsonl"))
    var check: String?

    @Option(help: ArgumentHelp("With --check: the list strategy to replay the session with.", valueName: "strategy"))
    var strategy = "natural"

    @Option(help: ArgumentHelp("Read only signposts of this subsystem (default: every subsystem).", valueName: "subsystem"))
    var subsystem: String?

    @Option(help: ArgumentHelp("Folder of device profiles (when Scenarios/devices does not exist: ChatRig's own).", valueName: "dir"))
    var devices: String = DeviceFolder.defaultPath

    mutating func validate() throws {
        if exports.isEmpty { throw ValidationError("give at least one xctrace export file") }
        if check == nil && out == nil { throw ValidationError("--out: needs the profile file to write (or --check SESSION.jsonl)") }
        if check != nil && out != nil { throw ValidationError("--out: --check writes nothing; drop one of them") }
    }

    mutating func run() throws {
        let files = exports.map { (url: URL(fileURLWithPath: $0), path: $0) }
        if let check {
            try runCheck(session: check, files: files)
        } else if let out {
            try runCalibration(out: out, files: files)
        }
    }

    private func runCalibration(out: String, files: [(url: URL, path: String)]) throws {
        let destination = URL(fileURLWithPath: out)
        let name = destination.deletingPathExtension().lastPathComponent
        guard destination.pathExtension == "yaml", !name.isEmpty,
              name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw BadInput(description: "--out: '\(out)' must be a <name>.yaml file whose name uses only a-z, 0-9 and '-' (it becomes the profile's name)")
        }
        try refuseToReplace(destination)
        let base = try profile(device)
        let outcome: Calibrator.Outcome
        do {
            outcome = try Calibrator(base: base, subsystem: subsystem, maximumCost: ScenarioLimits.maxCostMicroseconds).calibrate(files)
        } catch {
            throw BadInput(description: error.description)
        }
        let target = FileReplacement.target(of: destination)
        let yaml: String
        let updating = FileManager.default.fileExists(atPath: target.path)
        if updating {
            // A profile that exists is a person's: only its fitted figures change.
            let figures = CalibratedProfileWriter.fittedFigures(outcome).map { DeviceProfileCostEdit.Figure(key: $0.key, text: $0.text, comment: $0.comment) }
            do {
                yaml = try DeviceProfileCostEdit.apply(figures, to: try String(contentsOf: target, encoding: .utf8), path: out)
            } catch {
                throw BadInput(description: "--out: \(error)")
            }
        } else {
            yaml = CalibratedProfileWriter.yaml(outcome, name: name)
            do {
                _ = try DeviceProfileParser.parse(yaml: yaml, path: out)
            } catch {
                throw BadInput(description: "internal error: the calibrated profile does not read back:\n\(error)")
            }
        }
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileReplacement.replace(yaml, at: destination)
        } catch let error as FileReplacement.Failure {
            throw BadInput(description: "--out: \(error)")
        } catch {
            throw BadInput(description: "--out: cannot create the folder of '\(out)': \((error as NSError).localizedDescription)")
        }
        print(CalibrationTable.text(outcome), terminator: "")
        if updating {
            print("updated \(out): its fitted costs replaced, the rest of the file as it was")
        } else {
            print("wrote \(out): profile \(name) on \(base.name)'s geometry")
        }
    }

    private func runCheck(session: String, files: [(url: URL, path: String)]) throws {
        let calibrated = try profile(device)
        let measured: MeasuredFrames
        do {
            measured = try MeasuredFrames.read(files)
        } catch {
            throw BadInput(description: error.description)
        }
        let replay = try SessionReplay(profile: calibrated, deviceArgument: device, devicesFolder: DeviceFolder.url(for: devices))
            .predict(session: session, strategy: strategy)
        print("session \(session) replayed with \(strategy) on \(calibrated.name): \(replay.frameCosts.count) frames over \(String(format: "%.1f", replay.duration)) s")
        print(PredictionCheck(predicted: replay, measured: measured).text, terminator: "")
    }

    /// The profile `argument` names: a `.yaml` file, or a name in `--devices`.
    private func profile(_ argument: String) throws -> DeviceProfile {
        do {
            if argument.hasSuffix(".yaml") { return try DeviceProfileParser.parse(contentsOf: URL(fileURLWithPath: argument)) }
            return try DeviceProfileLoader(directory: DeviceFolder.url(for: devices)).load(named: argument)
        } catch {
            throw BadInput(description: "--device: \(error)")
        }
    }

    /// Refuses to replace a folder or a file that is not a device profile.
    private func refuseToReplace(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw BadInput(description: "--out: refusing to replace '\(url.relativePath)': it is a folder") }
        do {
            _ = try DeviceProfileParser.parse(contentsOf: url)
        } catch {
            throw BadInput(description: "--out: refusing to replace '\(url.relativePath)': it is not a device profile")
        }
    }
}
