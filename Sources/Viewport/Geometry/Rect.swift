/// A rectangle in points (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var height: Double { size.height }
    @inlinable public var width: Double { size.width }

    /// The vertical extent `minY ..< maxY` (empty when the height is not positive).
    @inlinable
    public var verticalRange: Range<Double> { minY ..< Swift.max(minY, maxY) }

    public var description: String { "{\(origin), \(size)}" }
}
