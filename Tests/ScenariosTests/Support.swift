import Foundation
@testable import Scenarios

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The bundled device profiles.
let devicesDirectory = packageRoot.appendingPathComponent("Scenarios/devices")

/// Parses `yaml` as `test.yaml`, returning the printed error lines (empty when it parses).
func errorLines(_ yaml: String, knownDevices: [String]? = nil) -> [String] {
    do {
        _ = try ScenarioParser.parse(yaml: yaml, path: "test.yaml", knownDevices: knownDevices)
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

/// Parses `yaml` as `test.yaml`, returning the typed errors (empty when it parses).
func errors(_ yaml: String) -> [ScenarioError] {
    do {
        _ = try ScenarioParser.parse(yaml: yaml, path: "test.yaml")
        return []
    } catch {
        return error.errors
    }
}
