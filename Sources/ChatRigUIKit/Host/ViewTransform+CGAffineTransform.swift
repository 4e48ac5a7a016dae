import ListLayout

extension ViewTransform {
    /// The engine's transform for a view's `CGAffineTransform`: flipped when the transform
    /// turns the view upside down without turning it sideways — `CGAffineTransform(scaleX: 1,
    /// y: -1)` (the usual inverted chat list), `scaleX: -1, y: -1`, or `rotationAngle: .pi`
    /// (whose sine is not exactly 0 in floating point, hence the tolerance) — and identity
    /// otherwise.
    ///
    /// The engine lays out an upright list or a vertically inverted one and nothing between:
    /// a scale's magnitude, a translation, a horizontal mirror or a rotation by another angle
    /// changes only how the list is drawn, which a rehearsal does not draw, so it reads as
    /// identity. O(1).
    init(_ transform: CGAffineTransform) {
        let upright = abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9
        self = upright && transform.d < 0 ? .flippedVertically : .identity
    }
}
