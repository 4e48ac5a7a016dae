import ChatModel

/// The user's finger: drags and flings, driven frame by frame on the virtual clock.
extension Simulation {
    /// A finger on the screen: a drag of `distance` over `duration`, down the screen is
    /// positive (towards older messages).
    struct FingerGesture {
        var start: VirtualInstant
        var duration: VirtualDuration
        var distance: Double
        var startScreenY: Double
        var releaseVelocity: Double?
    }

    /// Where drags start on screen: the middle of the list, above the composer.
    static let fingerStartFraction = 0.45

    /// How long a fling's touch lasts before release: two frames at 60 Hz, an estimate of
    /// a quick flick's contact time.
    static let flingContact = VirtualDuration.milliseconds(33)

    func beginGesture(distance: Double, duration: VirtualDuration, releaseVelocity: Double?) {
        if gesture != nil {
            engine.endDrag(screenVelocity: nil)
            fingerLifted()
        }
        engine.record(.gestureBegan)
        if distance > 0 { userWantsNewest = false }
        reader.gestureBegan(distance: distance)
        newest.userTookOver()
        conversation.userHasScrolled = true
        let listTop = engine.viewport.screenSafeArea.top
        let listBottom = engine.viewport.size.height - engine.viewport.bottomObstruction
        let startY = listTop + (listBottom - listTop) * Self.fingerStartFraction
        gesture = FingerGesture(start: engine.now, duration: duration, distance: distance, startScreenY: startY,
                                releaseVelocity: releaseVelocity)
        engine.beginDrag(screenY: startY)
        calls.scrollViewWillBeginDragging(context)
    }

    /// Moves the finger to where the gesture puts it now; lifts it at the gesture's end.
    func driveGesture() {
        guard let g = gesture else { return }
        let elapsed = engine.now - g.start
        let fraction = min(1, Double(elapsed.microseconds) / Double(max(1, g.duration.microseconds)))
        engine.moveDrag(screenY: g.startScreenY + g.distance * fraction)
        if fraction >= 1 {
            gesture = nil
            engine.endDrag(screenVelocity: g.releaseVelocity)
            fingerLifted()
        }
    }
}
