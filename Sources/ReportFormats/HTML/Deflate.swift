import CZlib
import Foundation

/// zlib's deflate (RFC 1950 stream: header, deflate data, Adler-32), the format the browser's
/// `DecompressionStream("deflate")` reads. Same input, same bytes: zlib is deterministic for a
/// given level and version.
enum Deflate {
    /// `data` compressed at zlib's best level. O(n).
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var bound = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &bound, source.baseAddress, uLong(source.count), Z_BEST_COMPRESSION)
            }
        }
        // compressBound is zlib's own worst case for this input, so Z_BUF_ERROR cannot happen;
        // Z_MEM_ERROR means the process is out of memory.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        out.removeSubrange(Int(bound)...)
        return out
    }

    /// The bytes `compress` was given, or nil when `data` is not a zlib stream or inflates to
    /// other than `count` bytes. O(n).
    static func decompress(_ data: [UInt8], count: Int) -> [UInt8]? {
        var length = uLongf(count)
        var out = [UInt8](repeating: 0, count: max(count, 1))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == count else { return nil }
        return Array(out.prefix(count))
    }
}
