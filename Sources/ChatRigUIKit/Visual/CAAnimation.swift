import Foundation
import PortableMath

/// Core Animation's animations, as QuartzCore declares them: `CAAnimation` (an `NSObject`) →
/// `CAPropertyAnimation` → `CABasicAnimation` → `CASpringAnimation`, and
/// `CAKeyframeAnimation`, `CAAnimationGroup`, `CATransition`.
///
/// Inert: an animation is recorded on its layer (``CALayer/add(_:forKey:)``) and never run.
/// Core Animation runs it on the render server, off the main thread, so it costs the list's
/// frames nothing; its delegate is never called (no animation starts or stops here) — code
/// that chains work on `animationDidStop(_:finished:)` does not run that work.
open class CAAnimation: NSObject {
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
    /// Retained, as Apple documents ("The delegate object is retained by the receiver"); never called.
    open var delegate: (any CAAnimationDelegate)?
    public override init() { super.init() }
}

/// `CAAnimationDelegate`: both methods optional in QuartzCore; declared here as requirements
/// with empty defaults. Never called (``CAAnimation``).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAPropertyAnimation`: an animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }
    public override convenience init() { self.init(keyPath: nil) }
}

/// `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// `CASpringAnimation`, with QuartzCore's defaults (mass 1, stiffness 100, damping 10,
/// initial velocity 0: Apple's documentation of each property).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// "The estimated duration required for the spring system to be considered at rest"
    /// (Apple); its formula is not documented. Estimate: the time the spring's slowest
    /// decaying mode takes to fall to 0.001 of its start — `e^(−rt)` with `r = ζω₀` when
    /// under-damped, `ω₀(ζ − √(ζ² − 1))` when over-damped, `ω₀ = √(k/m)`, `ζ = c / (2√(km))`
    /// (the defaults: 1.38 s) — computed with ChatRig's portable logarithm, the same on
    /// every platform.
    open var settlingDuration: CFTimeInterval {
        let (k, m, c) = (Double(stiffness), Double(mass), Double(damping))
        guard k > 0, m > 0, c > 0 else { return .infinity }
        let naturalFrequency = (k / m).squareRoot()
        let dampingRatio = c / (2 * (k * m).squareRoot())
        let decay = dampingRatio <= 1
            ? dampingRatio * naturalFrequency
            : naturalFrequency * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
        return -PortableMath.log(0.001) / decay
    }
}

/// `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
}

/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// `CATransition`, with its types and subtypes.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

/// `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
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

/// `CAMediaTimingFunction`: a named curve or a cubic Bézier's two control points.
open class CAMediaTimingFunction: NSObject {
    public let name: CAMediaTimingFunctionName
    /// The control points of `init(controlPoints:_:_:_:)`; nil for a named function.
    public let controlPoints: (Float, Float, Float, Float)?
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        controlPoints = nil
        super.init()
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = CAMediaTimingFunctionName(rawValue: "controlPoints")
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
