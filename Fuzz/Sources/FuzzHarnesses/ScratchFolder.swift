import Foundation

/// A folder of its own under the temporary directory (`$TMPDIR`; Fuzz/fuzz.sh points it at
/// a RAM-backed folder it removes afterwards), for inputs that must be files; removed with
/// the last reference to it. Each harness has its own, so harnesses run side by side (the
/// test build runs them in parallel in one process).
final class ScratchFolder: Sendable {
    let url: URL

    /// Creates a new folder `chatrig-fuzz-<name>-XXXXXX` under the temporary directory.
    init(_ name: String) throws {
        var template = Array(FileManager.default.temporaryDirectory
            .appendingPathComponent("chatrig-fuzz-\(name)-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } != nil
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard made else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        url = URL(fileURLWithPath: path, isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
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
