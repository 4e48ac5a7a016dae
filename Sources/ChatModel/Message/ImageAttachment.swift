/// An image attached to a message, with the pixel size of its decoded bitmap.
///
/// Cells lay images out at fixed point sizes (see ListLayout's image grid); the pixel size
/// drives the modelled decode cost and decoded-image memory (4 bytes a pixel).
public struct ImageAttachment: Hashable, Sendable, Codable {
    /// Identifier unique within its message.
    public var id: Int
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(id: Int, pixelWidth: Int, pixelHeight: Int) {
        self.id = id
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Bytes of the decoded RGBA bitmap.
    @inlinable
    public var decodedBytes: Int { pixelWidth * pixelHeight * 4 }

    /// Megapixels, the unit of modelled decode cost.
    @inlinable
    public var megapixels: Double { Double(pixelWidth * pixelHeight) / 1_000_000 }
}
