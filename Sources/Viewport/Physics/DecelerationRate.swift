import Foundation
import PortableMath

/// How quickly a released scroll view slows down (UIKit's `UIScrollView.DecelerationRate`).
///
/// The rate is the fraction of velocity kept per **millisecond**: after `t` ms the velocity
/// is `v0 · rate^t`. UIKit's constants are `.normal` = 0.998 and `.fast` = 0.99
/// (UIScrollView.DecelerationRate documentation; WWDC18 session 803 "Designing Fluid
/// Interfaces" gives the projection `v0 · rate / (1000 · (1 − rate))`, i.e. about
/// v0 × 0.499 s at `.normal`; Ilya Lobanov, "Deceleration mechanics of UIScrollView", 2019,
/// derives the continuous motion used here).
///
/// The motion is integrated in closed form: `x(t) = x0 + v0 · (rate^(1000 t) − 1) / (1000 ln rate)`
/// with `t` in seconds, so the distance travelled does not depend on the frame rate. Its
/// total, `−v0 / (1000 ln rate)`, is within 0.1 % (normal) and 0.5 % (fast) of the WWDC
/// projection, which is the discrete sum of the same decay.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// Fraction of velocity kept per millisecond, in `0 < rawValue < 1`.
    public let rawValue: Double

    /// - Throws: ``ViewportError/invalidArgument(_:)`` unless `0 < rawValue < 1`.
    public init(rawValue: Double) throws {
        guard rawValue > 0, rawValue < 1 else {
            throw ViewportError.invalidArgument("deceleration rate \(rawValue) is not in (0, 1)")
        }
        self.rawValue = rawValue
    }

    private init(uncheckedRawValue: Double) { rawValue = uncheckedRawValue }

    /// UIKit's default, 0.998 per ms.
    public static let normal = DecelerationRate(uncheckedRawValue: 0.998)
    /// UIKit's `.fast`, 0.99 per ms (paging-like).
    public static let fast = DecelerationRate(uncheckedRawValue: 0.99)

    /// `1000 · ln(rate)`: the exponent per second (negative).
    @inlinable
    public var decayPerSecond: Double { 1_000 * PortableMath.log(rawValue) }

    /// The velocity `elapsed` after release at `initialVelocity` (pt/s): `v0 · rate^ms`.
    @inlinable
    public func velocity(initialVelocity: Double, after elapsed: Double) -> Double {
        initialVelocity * PortableMath.exp(decayPerSecond * elapsed)
    }

    /// The distance travelled `elapsed` seconds after release at `initialVelocity` (pt/s).
    @inlinable
    public func distance(initialVelocity: Double, after elapsed: Double) -> Double {
        initialVelocity * (PortableMath.exp(decayPerSecond * elapsed) - 1) / decayPerSecond
    }

    /// The total distance of the continuous decay, `−v0 / (1000 ln rate)`.
    @inlinable
    public func projectedDistance(initialVelocity: Double) -> Double {
        -initialVelocity / decayPerSecond
    }

    /// WWDC18's discrete projection, `v0 · rate / (1000 · (1 − rate))`: the reference value
    /// for ``projectedDistance(initialVelocity:)``.
    @inlinable
    public func referenceProjection(initialVelocity: Double) -> Double {
        initialVelocity * rawValue / (1_000 * (1 - rawValue))
    }

    /// The time (s) for the velocity to fall from `initialVelocity` to `threshold`; 0 when it
    /// is already below.
    @inlinable
    public func time(from initialVelocity: Double, toSpeed threshold: Double) -> Double {
        let speed = abs(initialVelocity)
        guard speed > threshold, threshold > 0 else { return 0 }
        return PortableMath.log(threshold / speed) / decayPerSecond
    }

    /// The time (s) at which the decay has covered `distance` (same sign as the velocity),
    /// or `nil` when the projection never gets that far.
    @inlinable
    public func time(initialVelocity: Double, toTravel distance: Double) -> Double? {
        let total = projectedDistance(initialVelocity: initialVelocity)
        guard total != 0 else { return nil }
        let fraction = distance / total
        guard fraction >= 0, fraction < 1 else { return nil }
        return PortableMath.log(1 - fraction) / decayPerSecond
    }

    public var description: String {
        switch rawValue {
        case 0.998: "normal"
        case 0.99: "fast"
        default: "\(rawValue)/ms"
        }
    }
}
