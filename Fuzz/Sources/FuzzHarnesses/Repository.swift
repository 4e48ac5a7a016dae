import Foundation

/// The ChatRig checkout the fuzz harnesses belong to (`Fuzz/`'s parent folder), where
/// the bundled scenarios and device profiles the targets start from live.
public enum Repository {
    /// The checkout's root folder, found from this file's path at build time
    /// (`<root>/Fuzz/Sources/FuzzHarnesses/Repository.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // FuzzHarnesses
        .deletingLastPathComponent()   // Sources
        .deletingLastPathComponent()   // Fuzz
        .deletingLastPathComponent()

    /// The bundled device profiles, `Scenarios/devices`.
    public static var devices: URL { root.appendingPathComponent("Scenarios/devices") }

    /// Every `*.yaml` file under `folder` (a path inside the checkout), sorted by path.
    public static func yamlFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.path < $1.path }
    }
}
