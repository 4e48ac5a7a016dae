#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's `errno`, described as `strerror` does.
struct POSIXFailure: Error, Hashable, Sendable, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}
