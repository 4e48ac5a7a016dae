import Foundation

/// Refuses an `--out` folder that holds one of the command's inputs: replacing it would
/// delete the input (`compare --out BASE`, `merge --out SHARD`), and a failed run would have
/// nothing to fall back to. Paths are compared after symbolic links are resolved.
enum OutputOverlap {
    /// - Throws: ``BadInput`` naming `--out` and the input it holds.
    static func check(out: String, inputs: [String]) throws {
        let folder = URL(fileURLWithPath: out).resolvingSymlinksInPath().standardizedFileURL.path
        for input in inputs {
            let path = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL.path
            if path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
                throw BadInput(description: "Error: --out: refusing to replace '\(out)': it holds the input '\(input)'; write to another folder")
            }
        }
    }
}
