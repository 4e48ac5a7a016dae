import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file a person keeps (a thresholds file, a device profile) as ``AtomicFile``
/// writes, and as an editor saves: through a symbolic link to its target (the link stays a
/// link, the target gets the new bytes), keeping the file's permissions (a 0444 file stays
/// 0444, a 0600 one private), atomically in the target's own folder (a temporary file
/// renamed over it), so a failure leaves the old file whole.
public enum FileReplacement {
    /// Why a file could not be replaced, in words (no Foundation error domains).
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// The file a write to `url` lands in: `url` with every symbolic link on the way
    /// followed (a link to a file that does not exist yet names where it will be).
    public static func target(of url: URL) -> URL {
        var current = url.standardizedFileURL
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { break }
            current = URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent()).standardizedFileURL
        }
        let folder = current.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(current.lastPathComponent)
    }

    /// Writes `contents` over the file at `url` (or creates it, with mode 0644 less the
    /// umask), following symbolic links and keeping the mode.
    /// - Throws: ``Failure`` naming `url` as given and the system's reason.
    public static func replace(_ contents: String, at url: URL) throws(Failure) {
        let target = target(of: url)
        let folder = target.deletingLastPathComponent()
        var existing = stat()
        let mode: mode_t? = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        var template = Array(folder.appendingPathComponent(".\(target.lastPathComponent).XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(path: url.path, reason: String(cString: strerror(errno))) }
        let temporary = String(cString: template)
        func fail(_ code: Int32) -> Failure {
            close(fd)
            unlink(temporary)
            return Failure(path: url.path, reason: String(cString: strerror(code)))
        }
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; throw fail(errno) }
            written += count
        }
        let umask = currentUmask()
        guard fchmod(fd, mode ?? (0o644 & ~umask)) == 0, fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else { let code = errno; unlink(temporary); throw Failure(path: url.path, reason: String(cString: strerror(code))) }
        guard rename(temporary, target.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: url.path, reason: String(cString: strerror(code)))
        }
    }

    /// The process's file-creation mask (read by setting it and putting it back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
