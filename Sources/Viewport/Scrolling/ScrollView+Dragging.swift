import ChatModel

extension ScrollView {
    /// The rubber band for the current bounds height.
    public var rubberBand: RubberBand { RubberBand(dimension: frameSize.height) }

    /// A finger touches the content at `fingerY` (points from the top of the scroll view's
    /// frame in its own coordinates: see ``viewY(forScreenY:)``), at ``now``: any deceleration, bounce or animation stops where it is and
    /// ``isTracking`` becomes true.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a non-finite coordinate or when
    ///   a finger is already down.
    public mutating func beginDragging(fingerY: Double) throws {
        guard fingerY.isFinite else { throw ViewportError.invalidArgument("finger y \(fingerY) is not finite") }
        guard drag == nil else { throw ViewportError.invalidArgument("a finger is already down") }
        motion = .idle
        drag = Drag(
            startFingerY: fingerY,
            startRawOffset: rawOffset(forDisplayed: offset.y),
            samples: [FingerSample(time: now, y: fingerY)]
        )
    }

    /// The finger moved to `fingerY` at ``now``: the content follows 1:1 inside the scroll
    /// range and with ``rubberBand`` resistance past an edge (clamped when ``bounces`` is
    /// false). With ``KeyboardDismissMode/onDrag`` the first movement hides the keyboard;
    /// with ``KeyboardDismissMode/interactive`` the keyboard follows a finger below its top.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a non-finite coordinate or when
    ///   no finger is down.
    public mutating func dragMoved(toFingerY fingerY: Double) throws {
        guard fingerY.isFinite else { throw ViewportError.invalidArgument("finger y \(fingerY) is not finite") }
        guard var drag else { throw ViewportError.invalidArgument("dragMoved without beginDragging") }
        let firstMove = !drag.hasMoved && fingerY != drag.startFingerY
        if fingerY != drag.startFingerY { drag.hasMoved = true }
        drag.samples.removeAll { $0.time == now || now - $0.time > Self.velocitySampleWindow }
        drag.samples.append(FingerSample(time: now, y: fingerY))
        self.drag = drag
        offset.y = displayedOffset(forRaw: drag.startRawOffset - (fingerY - drag.startFingerY))
        switch keyboardDismissMode {
        case .none: break
        case .onDrag: if firstMove, keyboard.isShown { keyboard.hide(at: now) }
        case .interactive: keyboard.track(fingerY: viewY(forScreenY: fingerY), screenHeight: frameSize.height)
        }
    }

    /// The finger lifts at ``now``. `velocity` is the release velocity along
    /// `contentOffset.y` in pt/s (UIKit reports the same direction in
    /// `scrollViewWillEndDragging(_:withVelocity:…)`, in pt/ms); when `nil` it is estimated
    /// from the finger's last two touch samples (see `fingerVelocity`).
    ///
    /// Inside the range the content decelerates; past an edge it bounces back (the release
    /// velocity feeds the spring). An interactive keyboard dismissal finishes (finger moving
    /// down) or snaps back.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` for a non-finite velocity or when no
    ///   finger is down.
    public mutating func endDragging(velocity: Double? = nil) throws {
        guard let drag else { throw ViewportError.invalidArgument("endDragging without beginDragging") }
        if let velocity, !velocity.isFinite {
            throw ViewportError.invalidArgument("release velocity \(velocity) is not finite")
        }
        let releaseVelocity = velocity ?? -fingerVelocity(of: drag)
        self.drag = nil
        // The finger's speed down the screen (the view's y axis is mirrored when flipped).
        keyboard.endTracking(fingerVelocity: orientation == .flipped ? releaseVelocity : -releaseVelocity, at: now)
        startMomentum(velocity: drag.hasMoved ? releaseVelocity : 0)
    }

    /// Where the content will come to rest if nothing else moves it (what UIKit passes as
    /// `targetContentOffset` when a drag ends): the momentum's end clamped to the scroll range
    /// (past an edge the content bounces back to it), a bounce's edge, an animation's end, or
    /// the offset itself when nothing moves. O(1).
    public var restingTargetY: Double {
        switch motion {
        case .idle: offset.y
        case .decelerating(let deceleration):
            min(max(deceleration.position(at: deceleration.end), minContentOffsetY), maxContentOffsetY)
        case .bouncing(let bounce): bounce.rest
        case .animating(let animation): animation.to
        }
    }

    /// Releases the content at the current offset with `velocity` (pt/s), as a flick does:
    /// deceleration inside the range, bounce back outside it. Used by ``endDragging(velocity:)``.
    public mutating func startMomentum(velocity: Double) {
        let low = minContentOffsetY, high = maxContentOffsetY
        let y = offset.y
        if y < low || y > high {
            let edge = y < low ? low : high
            if bounces {
                motion = .bouncing(.init(start: now, rest: edge, spring: .init(displacement: y - edge, velocity: velocity)))
            } else {
                offset.y = edge
                motion = .idle
            }
            return
        }
        let rate = decelerationRate
        let stopSpeed = Self.restThreshold * abs(rate.decayPerSecond)
        let duration = rate.time(from: velocity, toSpeed: stopSpeed)
        guard duration > 0 else {
            motion = .idle
            return
        }
        motion = .decelerating(.init(
            start: now, origin: y, velocity: velocity, rate: rate, end: now + .seconds(duration)
        ))
    }

    /// Where the running deceleration will come to rest, clamped to the scroll range: the
    /// `targetContentOffset.y` UIKit passes to
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. `nil` when not
    /// decelerating (bounces and animations have no projected target). O(1).
    public var targetContentOffsetY: Double? {
        guard case .decelerating(let deceleration) = motion else { return nil }
        return min(max(deceleration.position(at: deceleration.end), minContentOffsetY), maxContentOffsetY)
    }

    /// The finger's velocity (pt/s, positive downwards): the movement between the last two
    /// touch samples, when they are less than ``velocitySampleWindow`` apart (a finger that
    /// stopped before lifting releases with no velocity).
    func fingerVelocity(of drag: Drag) -> Double {
        guard drag.samples.count >= 2 else { return 0 }
        let last = drag.samples[drag.samples.count - 1]
        let previous = drag.samples[drag.samples.count - 2]
        guard now - last.time <= Self.velocitySampleWindow, last.time > previous.time else { return 0 }
        return (last.y - previous.y) / (last.time - previous.time).seconds
    }

    /// The on-screen offset for a finger-driven (unresisted) offset.
    func displayedOffset(forRaw raw: Double) -> Double {
        let low = minContentOffsetY, high = maxContentOffsetY
        guard bounces else { return min(max(raw, low), high) }
        if raw < low { return low + rubberBand.banded(raw - low) }
        if raw > high { return high + rubberBand.banded(raw - high) }
        return raw
    }

    /// The finger-driven offset that shows `displayed` on screen (inverse rubber band).
    func rawOffset(forDisplayed displayed: Double) -> Double {
        let low = minContentOffsetY, high = maxContentOffsetY
        if displayed < low { return low + rubberBand.unbanded(displayed - low) }
        if displayed > high { return high + rubberBand.unbanded(displayed - high) }
        return displayed
    }
}
