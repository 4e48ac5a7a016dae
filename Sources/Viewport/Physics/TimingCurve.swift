import Foundation
import PortableMath

/// A progress curve mapping elapsed fraction `0...1` to animation progress `0...1`.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// A CSS/Core Animation cubic Bézier from (0,0) to (1,1) with control points
    /// `(x1, y1)` and `(x2, y2)`.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A critically damped spring normalised to land exactly at 1 when the fraction is 1:
    /// `p(f) = s(f) / s(1)` with `s(f) = 1 − (1 + ωf)·e^(−ωf)`, `ω` per animation length.
    case normalizedCriticallyDampedSpring(omega: Double)

    /// UIKit's `.easeInOut`, Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`:
    /// cubic Bézier (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The keyboard's curve (`UIView.AnimationCurve(rawValue: 7)`, undocumented).
    ///
    /// Curve 7 is a spring (it is commonly imitated with SwiftUI's
    /// `.interpolatingSpring(mass: 3, stiffness: 1000, damping: 500)`), close to critically
    /// damped. We model it as a critically damped spring that would reach 99 % of the way at
    /// the end of the 0.25 s keyboard animation (`(1 + ω)e^(−ω) = 0.01`, ω ≈ 6.638), normalised
    /// so that it lands exactly at the end. Midway (f = 0.5) it is at about 85.2 %.
    public static let keyboard = TimingCurve.normalizedCriticallyDampedSpring(omega: 6.638_352_067_993_812)

    /// Progress at elapsed fraction `fraction` (clamped to `0...1`).
    public func progress(_ fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        switch self {
        case .linear:
            return f
        case let .cubicBezier(x1, y1, x2, y2):
            if f == 0 || f == 1 { return f }
            let t = Self.solveBezierParameter(x: f, x1: x1, x2: x2)
            return Self.bezier(t, y1, y2)
        case let .normalizedCriticallyDampedSpring(omega):
            func s(_ f: Double) -> Double { 1 - (1 + omega * f) * PortableMath.exp(-omega * f) }
            return f == 1 ? 1 : s(f) / s(1)
        }
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Newton's method with a bisection fallback; a fixed number of steps keeps it exact
    /// and deterministic.
    private static func solveBezierParameter(x: Double, x1: Double, x2: Double) -> Double {
        var t = x
        for _ in 0 ..< 8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = bezierSlope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = min(max(t, 0), 1)
        for _ in 0 ..< 60 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
