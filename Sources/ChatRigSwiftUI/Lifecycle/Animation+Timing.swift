/// An animation's delay, speed and repetition, and `withAnimation`'s completion: recorded,
/// **not modelled** — the engine runs the base curve once, at once, and the completion does
/// not run (README). A scroll inside such a transaction moves along the base curve.
extension Animation {
    /// `delay(_:)`: the same curve (its start is not delayed).
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// `speed(_:)`: the same curve.
    public func speed(_ speed: Double) -> Animation { self }
    /// `repeatForever(autoreverses:)`: the curve, once.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// `repeatCount(_:autoreverses:)`: the curve, once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// When `withAnimation`'s completion is due (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): the body runs in the
/// animation's transaction; the completion is recorded and does not run (README).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    try withAnimation(animation, body)
}
