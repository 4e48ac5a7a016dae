/// The values one key accepts, in its kind's base unit: a lower bound (inclusive or
/// exclusive), an inclusive upper bound, and optionally not zero.
///
/// Every number the decoders read is checked against one of these before anything
/// converts or stores it, so no value reaches an integer conversion or a run unchecked.
struct ValueBounds: Sendable {
    /// The smallest accepted value (or the value every accepted one exceeds).
    var lower: Double
    /// Whether ``lower`` itself is refused.
    var lowerIsExclusive: Bool
    /// The largest accepted value.
    var upper: Double
    /// Whether zero is refused (signed distances and velocities).
    var excludesZero: Bool

    /// `lower...upper`.
    static func from(_ lower: Double, upTo upper: Double) -> ValueBounds {
        ValueBounds(lower: lower, lowerIsExclusive: false, upper: upper, excludesZero: false)
    }

    /// Greater than `lower`, at most `upper`.
    static func above(_ lower: Double, upTo upper: Double) -> ValueBounds {
        ValueBounds(lower: lower, lowerIsExclusive: true, upper: upper, excludesZero: false)
    }

    /// `-magnitude...magnitude` without zero.
    static func nonZero(magnitudeUpTo magnitude: Double) -> ValueBounds {
        ValueBounds(lower: -magnitude, lowerIsExclusive: false, upper: magnitude, excludesZero: true)
    }

    /// How `value` breaks the bounds, or `nil` when it is accepted. NaN breaks every bound.
    func violation(of value: Double) -> Violation? {
        if value.isNaN { return .notANumber }
        if excludesZero, value == 0 { return .zero }
        if lowerIsExclusive ? value <= lower : value < lower { return .belowLower }
        if value > upper { return .aboveUpper }
        return nil
    }

    /// A way of breaking the bounds.
    enum Violation {
        case notANumber
        case zero
        case belowLower
        case aboveUpper
    }
}

extension ValueBounds {
    /// Heights of keyboards and composers, safe-area insets: 0 to ``ScenarioLimits/maxLength``.
    static let length = ValueBounds.from(0, upTo: ScenarioLimits.maxLength)
    /// A side of the viewport: ``ScenarioLimits/minViewportSide`` to ``ScenarioLimits/maxLength``.
    static let viewportSide = ValueBounds.from(ScenarioLimits.minViewportSide, upTo: ScenarioLimits.maxLength)
    /// A modelled cost: 0 to ``ScenarioLimits/maxCostMicroseconds``.
    static let cost = ValueBounds.from(0, upTo: ScenarioLimits.maxCostMicroseconds)
    /// A reply's token rate: ``ScenarioLimits/minReplyRate`` to ``ScenarioLimits/maxReplyRate``.
    static let replyRate = ValueBounds.from(ScenarioLimits.minReplyRate, upTo: ScenarioLimits.maxReplyRate)
    /// A drag's signed distance.
    static let dragDistance = ValueBounds.nonZero(magnitudeUpTo: ScenarioLimits.maxDragDistance)
    /// A fling's signed velocity.
    static let flingVelocity = ValueBounds.nonZero(magnitudeUpTo: ScenarioLimits.maxFlingVelocity)
    /// A refresh rate: above 0 up to ``ScenarioLimits/maxRefreshRate`` (whole numbers are checked by the caller).
    static let refreshRate = ValueBounds.above(0, upTo: Double(ScenarioLimits.maxRefreshRate))
}
