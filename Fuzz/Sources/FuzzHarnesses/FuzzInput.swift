import Foundation

/// The bytes of one input, in the forms the harnesses read them.
public struct FuzzInput {
    /// The raw bytes (valid only during the call that received them).
    public let bytes: UnsafeRawBufferPointer

    /// The bytes libFuzzer hands a test function.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// Bytes the caller keeps alive for the duration of the call it makes with them.
    public init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The bytes as UTF-8 text, invalid sequences replaced by U+FFFD (as a reader that
    /// decodes leniently would see them).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A copy of the bytes.
    public var data: Data { Data(bytes) }
}
