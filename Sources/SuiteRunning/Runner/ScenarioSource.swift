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
            // The folder is walked resolved: Linux's enumerator does not descend into a root that
            // is a symbolic link, and Darwin's answers with resolved paths for some (see
            // relativePath(of:under:)).
            let root = URL(fileURLWithPath: resolved(path), isDirectory: true)
            let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == "devices" {
                    enumerator?.skipDescendants()
                    continue
                }
                if ["yaml", "yml"].contains(url.pathExtension) {
                    // Keep the path as the user wrote it, so errors read `Scenarios/x.yaml:3:1`.
                    let relative = relativePath(of: url, under: root)
                    files.append(URL(fileURLWithPath: (path as NSString).appendingPathComponent(relative)))
                }
            }
        }
        if !errors.isEmpty { throw ScenarioFileError(errors) }
        var seen = Set<String>()
        return files.sorted { $0.relativePath < $1.relativePath }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// `url`'s path below `root`, which the enumerator may give with `root`'s symbolic links
    /// resolved: macOS's temporary folders (`/var/folders/…`, `/tmp`) are links into `/private`,
    /// and its enumerator returns `/private/var/folders/…` for a root given as `/var/folders/…`.
    /// Both sides are compared resolved (`realpath`) when the path as given is not a prefix.
    /// O(path length) plus two `realpath` calls.
    static func relativePath(of url: URL, under root: URL) -> String {
        let file = url.standardizedFileURL.pathComponents
        let given = root.standardizedFileURL.pathComponents
        if file.starts(with: given) { return file.dropFirst(given.count).joined(separator: "/") }
        let resolvedRoot = URL(fileURLWithPath: resolved(root.path)).pathComponents
        // The folder holding the file is resolved, not the file: a linked scenario keeps its name.
        let resolvedFile = URL(fileURLWithPath: resolved(url.deletingLastPathComponent().path)).pathComponents + [url.lastPathComponent]
        if resolvedFile.starts(with: resolvedRoot) { return resolvedFile.dropFirst(resolvedRoot.count).joined(separator: "/") }
        return url.lastPathComponent
    }

    /// `path` with every symbolic link resolved, or `path` when it cannot be.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
