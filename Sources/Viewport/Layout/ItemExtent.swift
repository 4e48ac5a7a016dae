/// The vertical extent of one item in content coordinates.
public struct ItemExtent: Hashable, Sendable, CustomStringConvertible {
    /// The item's top edge, in points from the top of the content.
    public var minY: Double
    /// The item's height in points.
    public var height: Double

    @inlinable
    public init(minY: Double, height: Double) {
        self.minY = minY
        self.height = height
    }

    /// The item's bottom edge.
    @inlinable public var maxY: Double { minY + height }

    /// The item's vertical centre.
    @inlinable public var midY: Double { minY + height / 2 }

    public var description: String { "[\(minY), \(maxY))" }
}
