import Foundation
import RunResults
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReportReader {
    /// Largest report or baseline read: 32 MiB, 25 times the report of ten copies of the
    /// bundled suite (600 runs, 1.28 MB). A larger file is refused by its size before a byte
    /// is read: parsing holds many times a document's size in memory (a 100 MB baseline
    /// peaked at 1.8 GB).
    public static let maxFileBytes = 32 << 20

    /// The bytes of the report at `path` (a report folder's `report.json`) and the file they
    /// came from. Only a regular file is read, and at most ``maxFileBytes`` of it: a symbolic
    /// link loop, a FIFO, a device (`/dev/null`) or a folder without a report is refused
    /// naming the path and what it is. O(size of the file).
    static func contents(of path: String) throws(ReportReadError) -> (data: Data, file: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw ReportReadError(path: path, reason: code == ENOENT ? "no such file or folder" : RegularFile.describe(errno: code))
        }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        let file = isFolder ? (path as NSString).appendingPathComponent("report.json") : path
        var fileInfo = stat()
        if stat(file, &fileInfo) == 0, fileInfo.st_mode & S_IFMT == S_IFREG, fileInfo.st_size > maxFileBytes {
            throw tooLarge(file)  // refused by its size, before a byte is read
        }
        let data: Data
        do {
            data = try RegularFile.read(URL(fileURLWithPath: file), limit: maxFileBytes)
        } catch {
            throw ReportReadError(path: file, reason: isFolder && error.reason == "no such file" ? "the folder holds no report.json" : error.reason)
        }
        guard data.count <= maxFileBytes else { throw tooLarge(file) }  // grew since it was measured
        return (data, file)
    }

    private static func tooLarge(_ file: String) -> ReportReadError {
        ReportReadError(path: file, reason: "larger than \(maxFileBytes >> 20) MiB, more than any ChatRig report or baseline holds")
    }
}
