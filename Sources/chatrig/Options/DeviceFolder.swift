import Foundation
import Scenarios

/// Where `--devices` points: the folder given, or — for the default `Scenarios/devices`
/// when the working folder has none (a team's own executable, run from its own package) —
/// the profiles bundled with ChatRig.
enum DeviceFolder {
    static let defaultPath = "Scenarios/devices"

    static func url(for path: String) -> URL {
        if path == defaultPath && !FileManager.default.fileExists(atPath: path) { return DeviceProfileLoader.bundledDirectory }
        return URL(fileURLWithPath: path)
    }
}
