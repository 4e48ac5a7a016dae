#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat(2)` says about a path, without following a final symbolic link.
struct FileStatus: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case folder, regularFile, symbolicLink, device, fifo, socket, other
    }

    var kind: Kind
    /// Device and inode: the identity of the file, whatever path reaches it.
    var identity: Identity

    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The status of `path`, `nil` when nothing is there (`ENOENT`, or `ENOTDIR`: a
    /// component of the path is not a folder); throws the `errno` otherwise.
    static func of(_ path: String, followingLinks: Bool = false) throws(POSIXFailure) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        if result != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw POSIXFailure(code: errno)
        }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .regularFile
        case S_IFLNK: .symbolicLink
        case S_IFCHR, S_IFBLK: .device
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        default: .other
        }
        return FileStatus(kind: kind, identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// "a regular file", "a device", …: for messages.
    var kindDescription: String {
        switch kind {
        case .folder: "a folder"
        case .regularFile: "a regular file"
        case .symbolicLink: "a symbolic link"
        case .device: "a device"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
