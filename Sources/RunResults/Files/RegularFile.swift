import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the start of a file only when it is a regular file: a FIFO, socket, device or
/// folder is refused before a byte is read, so naming one never hangs (opening a FIFO for
/// reading waits for a writer; reading a device may never end).
///
/// The file is opened non-blocking (which returns at once for a FIFO) and checked with
/// `fstat` on the open descriptor, so what is checked is what is read.
package enum RegularFile {
    /// Why a file could not be read, in words for an error message.
    package struct Failure: Error {
        package var reason: String
    }

    /// At most `limit` bytes of the file at `url` (`limit + 1` are read, so a caller can
    /// tell a larger file). O(limit).
    package static func read(_ url: URL, limit: Int) throws(Failure) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: describe(errno: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: describe(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(reason: kind(of: info.st_mode)) }
        do {
            return try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw Failure(reason: "it cannot be read (\(describe(errno: errno)))")
        }
    }

    /// What a non-regular file is, as a refusal.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "it is a folder, not a file"
        case S_IFIFO: "it is a named pipe (FIFO), not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        default: "it is not a regular file"
        }
    }

    /// `errno` in words: "no such file", "permission denied", "too many levels of symbolic links".
    package static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "a loop of symbolic links"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "it is a folder, not a file"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
