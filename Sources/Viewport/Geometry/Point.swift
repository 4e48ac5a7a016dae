/// A point in the scroll view's content coordinates, in points (UIKit's `CGPoint`).
///
/// ChatRig's lists scroll vertically only: `x` is carried for UIKit-shaped code
/// (`contentOffset.y`) and stays 0 unless a caller sets it.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double = 0, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
