/// A byte count and the source it was read from.
public struct MemoryFigure: Hashable, Sendable, Codable, CustomStringConvertible {
    public var bytes: UInt64
    public var source: MemorySource

    public init(bytes: UInt64, source: MemorySource) {
        self.bytes = bytes
        self.source = source
    }

    /// Bytes in mebibytes.
    public var mebibytes: Double { Double(bytes) / 1_048_576 }

    public var description: String { "\(bytes) B (\(source.rawValue))" }
}
