/// A type whose data SwiftUI interpolates during an animation (Apple, `Animatable`), declared
/// as Apple declares it so a custom ``Layout`` (which refines it) compiles. Inert: a
/// rehearsal's animations run along the engine's curves and never interpolate a view's data.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type with values that can be interpolated (Apple, `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// The data of a type with nothing to animate (Apple, `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}
