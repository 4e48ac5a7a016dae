import Foundation

/// Writes files so that a reader never sees a half-written one and a failure never
/// destroys the previous good file: the bytes go to a temporary file in the same folder,
/// which is then renamed over the destination (an atomic operation on POSIX filesystems).
public enum AtomicFile {
    /// Writes `contents` to `url` atomically, creating parent folders as needed.
    public static func write(_ contents: String, to url: URL) throws {
        try write(Data(contents.utf8), to: url)
    }

    /// Writes `data` to `url` atomically, creating parent folders as needed.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
