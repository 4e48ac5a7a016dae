/// CoreGraphics' and UIKit's geometry functions over the face's `CGAffineTransform` and
/// `UIEdgeInsets`: applying a transform to a point, size or rect (CoreGraphics), inverting
/// it, and `CGRect.inset(by:)` (UIKit's `UIEdgeInsetsInsetRect`).
extension CGPoint {
    /// `applying(_:)`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `applying(_:)`: the linear part only, as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// `applying(_:)`: the smallest rect holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `inset(by:)`: the rect with each edge moved in by its inset.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension CGAffineTransform {
    /// `inverted()`: the inverse, or the transform itself when it cannot be inverted (as
    /// CoreGraphics returns it).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGRect {
    /// `equalTo(_:)`: Core Graphics' `CGRectEqualToRect` (deprecated for `==`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
