import Foundation
import Simulator

/// Loads device profiles by name from a folder of `<name>.yaml` files (the bundled ones are
/// in `Scenarios/devices/`).
public struct DeviceProfileLoader: Hashable, Sendable {
    /// The folder of profile files.
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The names of the profiles in ``directory`` (file names without `.yaml`), sorted.
    public func availableNames() throws(ScenarioFileError) -> [String] {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ScenarioFileError(ScenarioError(
                location: SourceLocation(path: directory.relativePath), kind: .unreadableFile,
                message: "cannot list device profiles (\(error.localizedDescription))"))
        }
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The profile called `name`. An unknown name is an
    /// ``ScenarioError/Kind/unknownDevice(name:known:)`` error listing the known names.
    public func load(named name: String) throws(ScenarioFileError) -> DeviceProfile {
        let known = try availableNames()
        guard known.contains(name) else {
            throw ScenarioFileError(Self.unknownDevice(name, known: known, at: SourceLocation(path: directory.relativePath)))
        }
        return try DeviceProfileParser.parse(contentsOf: directory.appendingPathComponent("\(name).yaml"))
    }

    /// Every profile in the folder, sorted by name; all files' problems are reported together.
    public func loadAll() throws(ScenarioFileError) -> [DeviceProfile] {
        var profiles: [DeviceProfile] = []
        var errors: [ScenarioError] = []
        for name in try availableNames() {
            do {
                profiles.append(try DeviceProfileParser.parse(contentsOf: directory.appendingPathComponent("\(name).yaml")))
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw ScenarioFileError(errors) }
        return profiles
    }

    /// The profile `scenario` runs on: its `device`, with its `deviceOverrides` applied.
    public func profile(for scenario: Scenario) throws(ScenarioFileError) -> DeviceProfile {
        scenario.deviceOverrides.applied(to: try load(named: scenario.device))
    }

    /// The error for an unknown device name.
    static func unknownDevice(_ name: String, known: [String], at location: SourceLocation) -> ScenarioError {
        let suggestion = NearestName.suggestion(for: name, among: known).map { "did you mean '\($0)'? " } ?? ""
        let list = known.isEmpty ? "no device profiles exist" : "known devices: \(known.joined(separator: ", "))"
        return ScenarioError(
            location: location, kind: .unknownDevice(name: name, known: known),
            message: "unknown device '\(name.excerpt)'; \(suggestion)\(list)")
    }
}
