import Simulator

/// How a change animates: SwiftUI's `Animation`, the curves the engine runs on the virtual
/// clock (``Simulator/ListAnimation``): springs by Apple's `Spring` parameters, timing curves
/// as Core Animation's Béziers.
public struct Animation: Hashable, Sendable {
    let curve: ListAnimation

    /// Since iOS 17 the `smooth` spring: `spring(duration: 0.5, bounce: 0)` (Apple, `Animation.default`).
    public static let `default` = Animation(curve: .default)
    /// Apple, `Animation.smooth`: `spring(duration: 0.5, bounce: 0)`.
    public static let smooth = Animation(curve: .spring(duration: 0.5, bounce: 0))
    /// Apple, `Animation.snappy`: `spring(duration: 0.5, bounce: 0.15)`.
    public static let snappy = Animation(curve: .spring(duration: 0.5, bounce: 0.15))
    /// Apple, `Animation.bouncy`: `spring(duration: 0.5, bounce: 0.3)`.
    public static let bouncy = Animation(curve: .spring(duration: 0.5, bounce: 0.3))
    /// `.spring()`: `spring(response: 0.5, dampingFraction: 0.825)` (Apple's defaults).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    /// `.easeOut`: 0.35 s (estimate: SwiftUI's default timing-curve duration is not documented).
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// `.easeInOut`: 0.35 s (estimate, as `.easeOut`).
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(duration: duration, bounce: bounce))
    }

    /// Apple: a spring of `response` and `dampingFraction` is the spring of duration
    /// `response` and bounce `1 − dampingFraction`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(curve: .spring(duration: response, bounce: 1 - dampingFraction))
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .interpolatingSpring(stiffness: stiffness, damping: damping))
    }

    /// `.linear`: 0.35 s (estimate, as `.easeOut`).
    public static let linear = Animation.linear(duration: 0.35)
    /// `.easeIn`: 0.35 s (estimate, as `.easeOut`).
    public static let easeIn = Animation.easeIn(duration: 0.35)

    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear(duration: duration)) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn(duration: duration)) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut(duration: duration)) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut(duration: duration)) }
}

/// The context of a state change: its animation. SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation`/`withTransaction` block running now, bound to
    /// the running task and thread only (no process-wide state).
    @TaskLocal static var current: Transaction?
}

/// Runs `body` in a transaction with `animation`: the state changes it makes animate, and a
/// `ScrollViewProxy.scrollTo` in it scrolls along `animation` (Apple, `withAnimation(_:_:)`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation), operation: body)
}

/// Runs `body` in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
