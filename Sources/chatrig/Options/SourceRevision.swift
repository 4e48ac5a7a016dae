import Foundation

/// The revision and branch a run is recorded under in the run history: given by
/// `--revision` / `--branch`, else CI's variables (GITHUB_SHA, GITHUB_HEAD_REF or
/// GITHUB_REF_NAME), else asked of git in the working folder, else unknown.
struct SourceRevision {
    var revision: String?
    var branch: String?

    static func resolve(revision: String?, branch: String?) -> SourceRevision {
        let environment = ProcessInfo.processInfo.environment
        return SourceRevision(
            revision: revision ?? environment["GITHUB_SHA"].map { String($0.prefix(12)) } ?? git(["rev-parse", "--short=12", "HEAD"]),
            branch: branch ?? (environment["GITHUB_HEAD_REF"].flatMap { $0.isEmpty ? nil : $0 }) ?? environment["GITHUB_REF_NAME"]
                ?? git(["rev-parse", "--abbrev-ref", "HEAD"])
        )
    }

    /// `git ARGUMENTS`'s trimmed output; nil when it fails, and on iOS (no `Process` there).
    private static func git(_ arguments: [String]) -> String? {
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
        #else
        return nil
        #endif
    }
}
