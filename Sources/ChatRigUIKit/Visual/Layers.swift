/// `CALayer`, inert: its looks (corner radius, shadow, mask, sublayers, animations) are
/// recorded, never composited.
open class CALayer {
    open var frame: CGRect = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint = .zero
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

    public init() {}

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func add(_ animation: CAAnimation, forKey key: String?) { animations[key ?? "\(animations.count)"] = animation }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations.removeAll() }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
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
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAAnimation`: recorded on its layer; Core Animation runs it on the render server, off
/// the main thread, so it costs the list's frames nothing.
open class CAAnimation {
    open var duration: CFTimeInterval = 0.25
    open var beginTime: CFTimeInterval = 0
    /// `CAMediaTiming`'s `timeOffset`, `speed`, `repeatDuration`: kept (layer animations are
    /// not timed, see the README).
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatDuration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    public init() {}
}

/// `CABasicAnimation`.
open class CABasicAnimation: CAAnimation {
    open var keyPath: String?
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    public init(keyPath: String?) {
        self.keyPath = keyPath
        super.init()
    }
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// `CAMediaTimingFunction`.
open class CAMediaTimingFunction {
    public let name: CAMediaTimingFunctionName
    public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
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

/// `UIBezierPath`, inert: elements are counted and the bounding box of its points kept.
open class UIBezierPath {
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
    public init() {}
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
