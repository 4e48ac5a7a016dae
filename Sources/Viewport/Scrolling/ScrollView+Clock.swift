import ChatModel

/// The scroll view on the virtual clock: deceleration, bounce and animated scrolls evaluated
/// in closed form at each instant.
extension ScrollView {
    /// Moves the clock to `instant` and evaluates all motion and the keyboard there.
    ///
    /// O(1). An `instant` not after ``now`` changes nothing. Advancing in one step or in
    /// many frames gives the same deceleration and animation positions (closed forms); the
    /// end of a bounce is detected at frame boundaries.
    public mutating func advance(to instant: VirtualInstant) {
        guard instant > now else { return }
        let insetBefore = adjustedContentInset
        keyboard.advance(to: instant)
        var t = now
        while t < instant {
            switch motion {
            case .idle:
                t = instant
            case .animating(let animation):
                if instant >= animation.end {
                    offset.y = animation.to
                    motion = .idle
                } else {
                    offset.y = animation.position(at: instant)
                }
                t = instant
            case .decelerating(let deceleration):
                t = stepDeceleration(deceleration, from: t, to: instant)
            case .bouncing(let bounce):
                stepBounce(bounce, to: instant)
                t = instant
            }
        }
        now = instant
        if adjustedContentInset != insetBefore { adjustContentOffsetIfNecessary() }
    }

    /// Advances the clock by one frame of `frameDuration`.
    public mutating func step(frameDuration: VirtualDuration) {
        advance(to: now + frameDuration)
    }

    private mutating func stepDeceleration(
        _ deceleration: ScrollMotion.Deceleration, from t: VirtualInstant, to instant: VirtualInstant
    ) -> VirtualInstant {
        let end = min(instant, deceleration.end)
        let y = deceleration.position(at: end)
        let low = minContentOffsetY, high = maxContentOffsetY
        guard y < low || y > high else {
            offset.y = y
            if end >= deceleration.end {
                motion = .idle
                return instant
            }
            return end
        }
        let edge = y < low ? low : high
        var crossing = t
        if let seconds = deceleration.rate.time(initialVelocity: deceleration.velocity, toTravel: edge - deceleration.origin) {
            crossing = min(end, max(t, deceleration.start + .seconds(seconds)))
        }
        guard bounces else {
            offset.y = edge
            motion = .idle
            return instant
        }
        let position = deceleration.position(at: crossing)
        let spring = CriticallyDampedSpring(displacement: position - edge, velocity: deceleration.velocity(at: crossing))
        offset.y = position
        motion = .bouncing(.init(start: crossing, rest: edge, spring: spring))
        return crossing
    }

    private mutating func stepBounce(_ bounce: ScrollMotion.Bounce, to instant: VirtualInstant) {
        var bounce = bounce
        let position = bounce.position(at: instant)
        let velocity = bounce.velocity(at: instant)
        // The edge may have moved (keyboard, content growth): follow it.
        let rest = min(max(bounce.rest, minContentOffsetY), maxContentOffsetY)
        if rest != bounce.rest {
            bounce = .init(start: instant, rest: rest, spring: .init(displacement: position - rest, velocity: velocity))
        }
        if abs(position - rest) < Self.restThreshold, abs(velocity) < Self.restSpeed {
            offset.y = rest
            motion = .idle
        } else {
            offset.y = position
            motion = .bouncing(bounce)
        }
    }
}
