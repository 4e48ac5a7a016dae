import ChatModel
import Viewport

/// A logged scroll gesture as a scenario `drag`: the same start, the finger down for the
/// same time (to the frame), and the same total distance once the list's momentum has run
/// out.
///
/// A scenario drag moves the finger at a steady speed and lifts it at that speed; the list
/// then decelerates at UIKit's normal rate (0.998 per ms). Its total travel is
/// `d + (d / T) / k` for a drag of `d` over `T` with `k = −1000 ln 0.998` per second, so the
/// drag that ends where the logged gesture came to rest is `d = D / (1 + 1 / (k T))`.
/// The path in between is smoothed: a flick that sped up before lifting is replayed as a
/// steadier, longer drag that lands on the same offset.
struct ImportedGesture {
    /// When the finger touched down.
    var at: VirtualInstant
    /// The scenario drag, towards older messages when positive.
    var drag: DragGesture
    /// When the replayed list comes to rest (as the scroll view stops its deceleration).
    var restsAt: VirtualInstant

    /// Why the drag is beyond what a scenario's `drag` holds (``ScenarioLimits``), or nil.
    var problem: String? {
        if abs(drag.distance) > ScenarioLimits.maxDragDistance {
            return "the gesture travels \(EventLogImporter.format(abs(drag.distance))) pt; a scenario's drag is at most \(EventLogImporter.format(ScenarioLimits.maxDragDistance)) pt"
        }
        if drag.duration > ScenarioLimits.maxDragDuration {
            return "the finger is down \(EventLogImporter.format(drag.duration.seconds)) s; a scenario's drag lasts at most \(EventLogImporter.format(ScenarioLimits.maxDragDuration.seconds)) s"
        }
        return nil
    }

    /// The gesture for `samples` (finger-down samples first, then the deceleration's, if
    /// logged; otherwise the momentum is projected from the release velocity).
    ///
    /// - Parameters:
    ///   - inverted: whether offsets grow towards older messages (an inverted list).
    ///   - frameInterval: the device's frame; the finger's time is rounded to whole frames,
    ///     as the simulator moves it once a frame.
    /// - Returns: nil when the gesture moved the list by less than a hundredth of a point.
    init?(samples: [LoggedEvent.ScrollSample], inverted: Bool, frameInterval: VirtualDuration) {
        guard let first = samples.first, let lift = samples.last(where: \.tracking) else { return nil }
        let deceleration = DecelerationRate.normal
        let contentTravel = samples.contains { !$0.tracking }
            ? samples[samples.count - 1].offset - first.offset
            : lift.offset - first.offset + deceleration.projectedDistance(initialVelocity: lift.velocity)
        // A natural list shows older messages at smaller offsets; an inverted one at larger.
        let distance = inverted ? contentTravel : -contentTravel
        let frames = max(1, ((lift.time - first.time) / frameInterval.seconds).rounded())
        let touch = VirtualDuration(microseconds: frameInterval.microseconds * Int64(frames))
        let k = -deceleration.decayPerSecond
        let fingerDistance = distance / (1 + 1 / (k * touch.seconds))
        guard abs(fingerDistance) >= 0.01 else { return nil }
        at = VirtualInstant(seconds: first.time)
        drag = DragGesture(distance: (fingerDistance * 100).rounded() / 100, duration: touch)
        let momentum = deceleration.time(from: fingerDistance / touch.seconds, toSpeed: ScrollView.restThreshold * abs(deceleration.decayPerSecond))
        restsAt = at + touch + .seconds(momentum)
    }
}
