/// `CALayer` (an `NSObject`, as in QuartzCore), inert: its looks (corner radius, shadow,
/// mask, sublayers, animations) are recorded, never composited.
open class CALayer: NSObject {
    open var frame: CGRect = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint = .zero
    /// `anchorPoint`, `contents`, `contentsScale`, `contentsGravity`, `name`: kept.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var contentsGravity: CALayerContentsGravity = .resize
    /// `contentsCenter`, `contentsRect`: the unit rectangle by default (Apple).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var name: String?
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowOpacity: Float = 0
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    /// `transform`, `sublayerTransform`: kept (the render server applies them; see ``CATransform3D``).
    open var transform: CATransform3D = CATransform3DIdentity
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    open var mask: CALayer?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// Animations added and not removed, by key.
    open private(set) var animations: [String: CAAnimation] = [:]

    public override init() { super.init() }
    /// `init(layer:)`: Core Animation's copy for a presentation layer; a new layer here.
    public init(layer: Any) { super.init() }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    /// `insertSublayer(_:below:)`, `insertSublayer(_:above:)`: next to a sublayer (at the end
    /// or the start when it is not one).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func add(_ animation: CAAnimation, forKey key: String?) { animations[key ?? "\(animations.count)"] = animation }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations.removeAll() }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
    /// `presentation()`: the layer as shown — this layer (nothing animates here).
    open func presentation() -> Self? { self }
    open func model() -> Self { self }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CAGradientLayer`, inert.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// `CAShapeLayer`, inert.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var fillRule: CAShapeLayerFillRule = .nonZero
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CGPath`, inert: the path elements are kept for the record.
public final class CGPath {
    public let elementCount: Int
    public let boundingBox: CGRect
    init(elementCount: Int, boundingBox: CGRect) {
        self.elementCount = elementCount
        self.boundingBox = boundingBox
    }
}

/// `UIBezierPath` (an `NSObject`, as in UIKit), inert: elements are counted and the bounding
/// box of its points kept.
open class UIBezierPath: NSObject {
    public private(set) var elementCount = 0
    public private(set) var bounds: CGRect = .null
    open var lineWidth: CGFloat = 1
    /// Stroke and fill settings (`CGLineJoin`, `CGLineCap`): kept; `fill()`, `stroke()`,
    /// `addClip()` draw nothing.
    open var lineJoinStyle: CGLineJoin = .miter
    open var lineCapStyle: CGLineCap = .butt
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    public override init() { super.init() }
    /// `init(cgPath:)`: the path's elements and bounding box.
    public convenience init(cgPath: CGPath) {
        self.init()
        elementCount = cgPath.elementCount
        bounds = cgPath.boundingBox
    }
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: the arc's circle's bounds (estimate: not the arc's own).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(rect: CGRect) {
        self.init()
        include(rect.origin)
        include(CGPoint(x: rect.maxX, y: rect.maxY))
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: the rectangle's bounds.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(rect: rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }

    open func move(to point: CGPoint) { include(point) }
    open func addLine(to point: CGPoint) { include(point) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        include(CGPoint(x: center.x - radius, y: center.y - radius))
        include(CGPoint(x: center.x + radius, y: center.y + radius))
    }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { include(point) }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { include(point) }
    open func close() { elementCount += 1 }
    open func removeAllPoints() {
        elementCount = 0
        bounds = .null
    }
    open func append(_ bezierPath: UIBezierPath) {
        elementCount += bezierPath.elementCount
        bounds = bounds.isNull ? bezierPath.bounds : bezierPath.bounds.isNull ? bounds : bounds.union(bezierPath.bounds)
    }
    open var isEmpty: Bool { elementCount == 0 }
    /// `apply(_:)`: transforms the path (its bounding box).
    open func apply(_ transform: CGAffineTransform) { bounds = bounds.applying(transform) }
    open var cgPath: CGPath { CGPath(elementCount: elementCount, boundingBox: bounds) }

    private func include(_ point: CGPoint) {
        elementCount += 1
        let dot = CGRect(origin: point, size: .zero)
        bounds = bounds.isNull ? dot : bounds.union(dot)
    }
}

/// `CGLineJoin`, `CGLineCap`: Core Graphics' stroke ends and joins, with its raw values.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGLineCap: Int32, Sendable { case butt, round, square }
