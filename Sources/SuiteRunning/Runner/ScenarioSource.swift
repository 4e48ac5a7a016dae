import Foundation
import Scenarios

/// Finds scenario files: the paths given, folders searched recursively for `*.yaml` and
/// `*.yml` (skipping `devices/`, which holds device profiles), in a stable sorted order.
public enum ScenarioSource {
    /// The scenario files under `paths`, sorted by path; errors name the missing path.
    public static func files(in paths: [String], fileManager: FileManager = .default) throws(ScenarioFileError) -> [URL] {
        var files: [URL] = []
        var errors: [ScenarioError] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(ScenarioError(
                    location: SourceLocation(path: path),
                    kind: .unreadableFile,
                    message: "no such file or folder"
                ))
                continue
            }
            if !isDirectory.boolValue {
                files.append(URL(fileURLWithPath: path))
                continue
            }
            let root = URL(fileURLWithPath: path)
            let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == "devices" {
                    enumerator?.skipDescendants()
                    continue
                }
                if ["yaml", "yml"].contains(url.pathExtension) {
                    // Keep the path as the user wrote it, so errors read `Scenarios/x.yaml:3:1`.
                    let relative = String(url.path.dropFirst(root.path.count)).drop { $0 == "/" }
                    files.append(URL(fileURLWithPath: (path as NSString).appendingPathComponent(String(relative))))
                }
            }
        }
        if !errors.isEmpty { throw ScenarioFileError(errors) }
        var seen = Set<String>()
        return files.sorted { $0.relativePath < $1.relativePath }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
