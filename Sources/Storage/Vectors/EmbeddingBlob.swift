/// The on-disk form of an embedding: `dimension` IEEE-754 float32 values, little-endian,
/// whatever the host's byte order.
enum EmbeddingBlob {
    static func withLittleEndianBytes<T>(of vector: [Float], _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        #if _endian(little)
        return try vector.withUnsafeBytes(body)
        #else
        let swapped = vector.map { $0.bitPattern.littleEndian }
        return try swapped.withUnsafeBytes(body)
        #endif
    }

    static func floats(fromLittleEndian bytes: UnsafeRawBufferPointer) -> [Float] {
        let count = bytes.count / 4
        return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let bits = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                buffer[index] = Float(bitPattern: bits)
            }
            initialized = count
        }
    }
}
