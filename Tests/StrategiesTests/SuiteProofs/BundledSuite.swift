import Foundation

/// The package root, for the bundled scenario suite and device profiles the proofs run.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let devicesFolder = packageRoot.appendingPathComponent("Scenarios/devices")
func bundled(_ path: String) -> String { packageRoot.appendingPathComponent("Scenarios/\(path)").path }
