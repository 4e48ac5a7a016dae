import ChatModel
import Foundation
import PortableMath

/// A SwiftUI animation curve, as `withAnimation(_:)` takes it, evaluated on the virtual clock.
///
/// Springs follow Apple's documentation of `Spring`: `spring(duration:bounce:)` is a unit-mass
/// spring with stiffness `(2π / duration)²` and damping `4π (1 − bounce) / duration`;
/// `interpolatingSpring(stiffness:damping:)` gives stiffness and damping directly (mass 1).
/// Both start at rest. Timing curves are Core Animation's cubic Béziers: `easeOut` is
/// (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1). `withAnimation { }` without a curve uses
/// `.default`, which since iOS 17 is the `smooth` spring — `spring(duration: 0.5, bounce: 0)`.
public enum ListAnimation: Hashable, Sendable {
    /// `.spring(duration:bounce:)`.
    case spring(duration: Double, bounce: Double)
    /// `.interpolatingSpring(stiffness:damping:)`, mass 1.
    case interpolatingSpring(stiffness: Double, damping: Double)
    /// `.easeOut(duration:)`.
    case easeOut(duration: Double)
    /// `.easeInOut(duration:)`.
    case easeInOut(duration: Double)
    /// `.linear(duration:)`: constant speed (Core Animation's linear timing function, the
    /// Bézier (0, 0, 1, 1)).
    case linear(duration: Double)
    /// `.easeIn(duration:)`: Core Animation's ease-in timing function, the Bézier (0.42, 0, 1, 1).
    case easeIn(duration: Double)

    /// `withAnimation { }`'s curve since iOS 17: the `smooth` spring.
    public static let `default` = ListAnimation.spring(duration: 0.5, bounce: 0)

    /// Fraction of the way from start to end after `elapsed` seconds (a spring may overshoot 1).
    /// O(1).
    public func progress(after elapsed: Double) -> Double {
        let t = max(0, elapsed)
        switch self {
        case let .easeOut(duration): return Self.bezier(t / duration, x1: 0, y1: 0, x2: 0.58, y2: 1)
        case let .easeInOut(duration): return Self.bezier(t / duration, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case let .linear(duration): return min(1, t / max(duration, 1e-9))
        case let .easeIn(duration): return Self.bezier(t / duration, x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .spring, .interpolatingSpring:
            let (k, c) = springConstants
            return Self.springStep(t, stiffness: k, damping: c)
        }
    }

    /// Seconds until the animation is done: a timing curve's duration; a spring's time for its
    /// envelope to fall under 0.1 % of the distance (SwiftUI ends springs when they settle).
    public var settleTime: Double {
        switch self {
        case let .easeOut(duration), let .easeInOut(duration), let .linear(duration), let .easeIn(duration): return duration
        case .spring, .interpolatingSpring:
            let (k, c) = springConstants
            let omega = k.squareRoot()
            let zeta = c / (2 * omega)
            // Slowest decay rate of the envelope.
            let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
            return PortableMath.log(1_000) / max(rate, 1e-6) + (zeta >= 1 ? 1 / omega : 0)
        }
    }

    private var springConstants: (stiffness: Double, damping: Double) {
        switch self {
        case let .spring(duration, bounce):
            let d = max(duration, 1e-3)
            let stiffness = PortableMath.pow(2 * Double.pi / d, 2)
            // Apple: damping 4π(1 − bounce)/duration for bounce ≥ 0; a negative bounce overdamps.
            let damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / d : 4 * Double.pi / (d * (1 + bounce))
            return (stiffness, damping)
        case let .interpolatingSpring(stiffness, damping): return (stiffness, damping)
        case .easeOut, .easeInOut, .linear, .easeIn: return (1, 2)  // not a spring: never asked
        }
    }

    /// The step response of a unit-mass spring at rest: position after `t` seconds, from 0 to 1.
    static func springStep(_ t: Double, stiffness k: Double, damping c: Double) -> Double {
        let omega = k.squareRoot()
        let zeta = c / (2 * omega)
        if abs(zeta - 1) < 1e-9 {
            return 1 - PortableMath.exp(-omega * t) * (1 + omega * t)
        } else if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - PortableMath.exp(-zeta * omega * t) * (PortableMath.cos(wd * t) + zeta * omega / wd * PortableMath.sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            return 1 + (r2 * PortableMath.exp(r1 * t) - r1 * PortableMath.exp(r2 * t)) / (r1 - r2)
        }
    }

    /// A CSS cubic Bézier from (0,0) to (1,1) at elapsed fraction `fraction` (clamped).
    static func bezier(_ fraction: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        if f == 0 || f == 1 { return f }
        func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // Bisection on x(t) = f: monotone for control points in 0...1.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if curve(mid, x1, x2) < f { low = mid } else { high = mid }
        }
        return curve((low + high) / 2, y1, y2)
    }
}
