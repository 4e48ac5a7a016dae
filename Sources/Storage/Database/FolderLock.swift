import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a folder, held from creation to ``release()``:
/// processes opening databases in the same folder take turns.
///
/// The lock is on the folder, not on the database file, because SQLite's own locks on the
/// file are POSIX record locks, which closing any other descriptor of the file would drop.
/// A folder that cannot be opened (no permission) is not locked; opening then proceeds as
/// it would without the lock.
struct FolderLock {
    private let descriptor: Int32

    /// Waits for, then holds, the lock on `folder` ("" is the current folder).
    init(holding folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        self.descriptor = descriptor
    }

    /// Releases the lock (closing the folder's descriptor releases it).
    func release() {
        if descriptor >= 0 { close(descriptor) }
    }
}
