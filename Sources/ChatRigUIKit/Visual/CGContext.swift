/// `CGContext`: Core Graphics' drawing context — inert, drawing nothing (an image has a size
/// and no pixels, README). Its path, state and drawing calls are declared as Core Graphics
/// declares them so a screen's image tinting and bubble drawing compile and run.
open class CGContext {
    /// `interpolationQuality`: kept.
    open var interpolationQuality: CGInterpolationQuality = .default
    public init() {}
    public func saveGState() {}
    public func restoreGState() {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func beginPath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addRect(_ rect: CGRect) {}
    public func addRects(_ rects: [CGRect]) {}
    public func addEllipse(in rect: CGRect) {}
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public func closePath() {}
    public func addPath(_ path: CGPath) {}
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    public func strokePath() {}
    public func drawPath(using mode: CGPathDrawingMode) {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func clip(using rule: CGPathFillRule = .winding) {}
    public func clip(to rect: CGRect) {}
    public func clip(to rects: [CGRect]) {}
    public func clip(to rect: CGRect, mask: CGImage) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {}
    /// `makeImage()`: nil — a context that draws nothing has no image (Core Graphics returns
    /// nil for a context it cannot make one of).
    public func makeImage() -> CGImage? { nil }
}

/// `CGBlendMode`, with Core Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// `CGPathDrawingMode`, with Core Graphics' raw values.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// `CGInterpolationQuality`, with Core Graphics' raw values.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, high, medium }

/// `UIRectFill(_:)`, `UIRectFillUsingBlendMode(_:_:)`, `UIRectFrame(_:)`: nothing is drawn.
public func UIRectFill(_ rect: CGRect) {}
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {}
public func UIRectFrame(_ rect: CGRect) {}

extension UIColor {
    /// `setFill()`, `setStroke()`, `set()`: the current context's colors — nothing is drawn.
    public func setFill() {}
    public func setStroke() {}
    public func set() {}
}
