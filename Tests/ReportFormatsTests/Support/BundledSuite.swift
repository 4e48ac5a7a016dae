import Foundation

/// The package root, for the bundled scenario suite and device profiles.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let devicesFolder = packageRoot.appendingPathComponent("Scenarios/devices")
