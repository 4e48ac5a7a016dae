import ChatModel
import Viewport

/// `UIView.animate(withDuration:)` of the content offset inside a keyboard notification:
/// the offset moves in step with the screen's bottom obstruction (keyboard, composer), so
/// content pinned above the keyboard stays pinned on every frame. When the obstruction does
/// not change (a resize, a keyboard already at rest), it follows the keyboard's timing curve
/// over `duration`.
struct AlongsideAnimation {
    var start: VirtualInstant
    var duration: VirtualDuration
    var from: Double
    var to: Double
    var obstructionFrom: Double
    var obstructionTo: Double

    /// The offset at `now` when the obstruction is `obstruction`, and whether the animation
    /// has run its course.
    func offset(at now: VirtualInstant, obstruction: Double) -> (y: Double, timeElapsed: Bool) {
        let elapsed = now - start
        let timeFraction = min(1, Double(elapsed.microseconds) / Double(max(1, duration.microseconds)))
        let span = obstructionTo - obstructionFrom
        let progress = abs(span) < 0.001
            ? TimingCurve.keyboard.progress(timeFraction)
            : min(1, max(0, (obstruction - obstructionFrom) / span))
        return (from + (to - from) * progress, timeFraction >= 1)
    }
}
