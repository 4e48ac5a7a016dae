import Foundation

/// A folder of this process's own under the temporary directory (`$TMPDIR`; Fuzz/fuzz.sh
/// points it at a RAM-backed folder it removes afterwards), for inputs that must be files.
struct ScratchFolder: Sendable {
    let url: URL

    /// Creates `chatrig-fuzz-<pid>/<name>` under the temporary directory.
    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("chatrig-fuzz-\(getpid())")
            .appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the folder, replacing it; a failure is the harness's
    /// problem, not a finding about the parser, so it stops the process with the reason.
    func write(_ bytes: UnsafeRawBufferPointer, to name: String) -> URL {
        let file = url.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: file)
        } catch {
            fatalError("fuzz harness: cannot write \(file.path): \(error)")
        }
        return file
    }
}
