import Foundation

/// Reads a UTF-8 text file, mapping failures to ``ScenarioFileError``.
enum FileText {
    static func read(_ url: URL) throws(ScenarioFileError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ScenarioFileError(ScenarioError(
                location: SourceLocation(path: url.relativePath), kind: .unreadableFile,
                message: "cannot read the file as UTF-8 text (\(error.localizedDescription))"))
        }
    }
}
