import Foundation
import PortableMath

/// A critically damped spring pulling a displaced offset back to rest: the scroll view's
/// bounce back after overscroll.
///
/// Displacement `x(t) = (c1 + c2·t)·e^(−λt)` with `c1 = x0`, `c2 = v0 + λ·x0`, and
/// `λ = 2π / response`. UIKit does not document its bounce; we use a damping ratio of 1 and
/// a response of 0.575 s, the values used by open UIScrollView re-implementations modelled
/// on Ilya Lobanov's "Scrolling mechanics of UIScrollView" (2019), e.g. ListViewKit's
/// `ListScrollView+SpringBack.swift` (`lambda = 2π / 0.575`). Released from rest with no
/// velocity, a 100 pt overscroll is back within 0.5 pt after about 0.68 s, and a critically
/// damped spring never overshoots the edge when released towards it or at rest.
public struct CriticallyDampedSpring: Hashable, Sendable {
    /// The response (period of the undamped spring) UIScrollView's bounce is modelled with.
    public static let scrollViewBounceResponse = 0.575

    /// `λ = 2π / response`, per second.
    public let lambda: Double
    /// Initial displacement from rest (points).
    public let initialDisplacement: Double
    /// Initial velocity (points per second).
    public let initialVelocity: Double

    @inlinable
    public init(
        displacement: Double,
        velocity: Double,
        response: Double = CriticallyDampedSpring.scrollViewBounceResponse
    ) {
        self.lambda = 2 * Double.pi / response
        self.initialDisplacement = displacement
        self.initialVelocity = velocity
    }

    /// Displacement from rest `t` seconds after the start.
    @inlinable
    public func displacement(at t: Double) -> Double {
        let c2 = initialVelocity + lambda * initialDisplacement
        return (initialDisplacement + c2 * t) * PortableMath.exp(-lambda * t)
    }

    /// Velocity (pt/s) `t` seconds after the start.
    @inlinable
    public func velocity(at t: Double) -> Double {
        let c1 = initialDisplacement
        let c2 = initialVelocity + lambda * initialDisplacement
        return (c2 - lambda * (c1 + c2 * t)) * PortableMath.exp(-lambda * t)
    }
}
