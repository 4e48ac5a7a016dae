import ChatModel

/// What is moving the content offset when no finger is down.
@usableFromInline
enum ScrollMotion: Hashable, Sendable {
    /// Nothing: the offset stays where it is.
    case idle
    /// Momentum after a release, decaying at `rate` from `velocity` at `start`.
    case decelerating(Deceleration)
    /// Returning to an edge after overscroll.
    case bouncing(Bounce)
    /// `setContentOffset(_:animated: true)` and friends.
    case animating(OffsetAnimation)

    @usableFromInline
    struct Deceleration: Hashable, Sendable {
        var start: VirtualInstant
        var origin: Double
        var velocity: Double
        var rate: DecelerationRate
        /// When the remaining projected distance falls below ``ScrollView/restThreshold``.
        var end: VirtualInstant

        func elapsed(_ instant: VirtualInstant) -> Double { (instant - start).seconds }
        func position(at instant: VirtualInstant) -> Double {
            origin + rate.distance(initialVelocity: velocity, after: elapsed(instant))
        }
        func velocity(at instant: VirtualInstant) -> Double {
            rate.velocity(initialVelocity: velocity, after: elapsed(instant))
        }
    }

    @usableFromInline
    struct Bounce: Hashable, Sendable {
        var start: VirtualInstant
        var rest: Double
        var spring: CriticallyDampedSpring

        func position(at instant: VirtualInstant) -> Double {
            rest + spring.displacement(at: (instant - start).seconds)
        }
        func velocity(at instant: VirtualInstant) -> Double {
            spring.velocity(at: (instant - start).seconds)
        }
    }

    @usableFromInline
    struct OffsetAnimation: Hashable, Sendable {
        var start: VirtualInstant
        var duration: VirtualDuration
        var from: Double
        var to: Double
        var curve: TimingCurve

        var end: VirtualInstant { start + duration }
        func position(at instant: VirtualInstant) -> Double {
            guard duration > .zero else { return to }
            let fraction = Double((instant - start).microseconds) / Double(duration.microseconds)
            return from + (to - from) * curve.progress(fraction)
        }
    }
}
