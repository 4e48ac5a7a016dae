import Foundation

/// The bytes libFuzzer hands a test function, in the forms the targets read them.
public struct FuzzInput {
    /// The raw bytes (valid only during the call that received them).
    public let bytes: UnsafeRawBufferPointer

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// The bytes as UTF-8 text, invalid sequences replaced by U+FFFD (as a reader that
    /// decodes leniently would see them).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A copy of the bytes.
    public var data: Data { Data(bytes) }
}
