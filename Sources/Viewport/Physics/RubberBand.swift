/// The resistance a scroll view offers when dragged past its edge.
///
/// UIScrollView's rubber band, as reverse-engineered and widely cited (Grant Paul (@chpwn),
/// quoted in "Analysis of Apple's rubber band scrolling", squareb.wordpress.com, 2013; the
/// same constant appears in many open re-implementations, e.g. Janum Trivedi's Rubberband):
///
///     b = (1 − 1 / (x · c / d + 1)) · d,   c = 0.55
///
/// where `x` is how far the finger has pulled past the edge, `d` the dimension of the scroll
/// view along the axis (its bounds height here) and `b` how far the content actually moves.
/// `b` approaches `d` asymptotically and has slope `c` at the edge.
public struct RubberBand: Hashable, Sendable {
    /// UIScrollView's coefficient, 0.55.
    public static let uiScrollViewCoefficient = 0.55

    /// The coefficient `c`.
    public var coefficient: Double
    /// The dimension `d` (points).
    public var dimension: Double

    @inlinable
    public init(coefficient: Double = RubberBand.uiScrollViewCoefficient, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// The on-screen overscroll for a finger overscroll `x` (sign preserved).
    @inlinable
    public func banded(_ x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The finger overscroll that produces the on-screen overscroll `b` (inverse of
    /// ``banded(_:)``): `x = (d / c) · b / (d − b)`; `|b|` is capped just below `d`.
    @inlinable
    public func unbanded(_ b: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = min(abs(b), dimension * 0.999_999)
        let x = (dimension / coefficient) * magnitude / (dimension - magnitude)
        return b < 0 ? -x : x
    }
}
