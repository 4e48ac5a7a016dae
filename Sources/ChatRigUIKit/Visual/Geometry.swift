import PortableMath

/// `CGAffineTransform` (CoreGraphics, which Foundation on Linux lacks): the 2-D transform
/// of a view.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (CGFloat(PortableMath.sin(Double(angle))), CGFloat(PortableMath.cos(Double(angle))))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    /// `concatenating(_:)`: this transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// `NSDirectionalEdgeInsets` (left-to-right: leading = left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}
