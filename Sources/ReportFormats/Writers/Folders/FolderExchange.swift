import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two paths in one atomic step, where the system can: `renameat2(RENAME_EXCHANGE)`
/// on Linux (looked up at run time, as Glibc's Swift module does not export it),
/// `renamex_np(RENAME_SWAP)` on Darwin.
enum FolderExchange {
    /// Exchanges `first` and `second` (both must exist). Returns `false`, changing nothing,
    /// when the system or filesystem has no atomic exchange; throws on any other failure.
    static func exchange(_ first: String, _ second: String) throws(POSIXFailure) -> Bool {
        #if os(Linux)
        guard let renameat2 = linuxRenameAt2 else { return false }
        let result = renameat2(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */)
        #elseif canImport(Darwin)
        let result = renamex_np(first, second, UInt32(RENAME_SWAP))
        #else
        return false
        #endif
        if result == 0 { return true }
        let code = errno
        if code == EINVAL || code == ENOSYS || code == ENOTSUP { return false }
        throw POSIXFailure(code: code)
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc ≥ 2.28's `renameat2`, or `nil` on an older C library.
    private static let linuxRenameAt2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0) /* RTLD_DEFAULT */, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif
}
