import ChatRigTesting
import Foundation
import UIKitProbeFixture

/// Runs the probe screen on a scenario written inline, as a team's test would keep one.
enum ProbeRun {
    static func run(yaml: String, _ configure: (ProbeViewController) -> Void = { _ in }) throws
        -> (RehearsalResult, ProbeViewController) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = yaml.split(separator: "\n").first.map { $0.replacingOccurrences(of: "name: ", with: "") } ?? "probe"
        let file = folder.appendingPathComponent("\(name).yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let rehearsal = Rehearsal()
        let controller = ProbeViewController()
        configure(controller)
        let result = try rehearsal.run(rehearsal.scenario(at: file), viewController: { controller }, adapter: ProbeAdapter(), named: "probe")
        return (result, controller)
    }
}
