import Viewport

/// Whether the list comes to rest pushed past its end: the class of "the messages are pushed
/// up and a gap opens under the last one" — a keyboard handler that adds the keyboard's
/// height to the offset of a conversation that needed less (or none of it), a scroll to the
/// bottom that adds an inset the list's frame already excludes, an offset kept across a change
/// that shrank the content.
///
/// Judged on the screen, so it means the same for every inset policy and orientation: the
/// content's newest end (its last point plus the list's own inset after it, the
/// `contentInset` a design leaves on purpose) sits above the visible bottom (the top of the
/// composer, keyboard or home indicator) by a gap, *and* content is hidden above the visible
/// top (under the bars) that the gap had room for. The amount is the smaller of the two: how
/// far the list could move back towards its end and show more. A list at rest at its end, a
/// conversation shorter than the screen resting at its top, and a design that leaves a blank
/// margin inside its content inset are not judged; neither is a list moving.
///
/// UIKit's scroll view keeps a user's scroll within its content and bounces back from beyond
/// it ("If the value of this property is true, the scroll view bounces when it encounters a
/// boundary of the content", `UIScrollView.bounces`), while an offset the app sets is not
/// clamped (`setContentOffset(_:animated:)` documents none): a list at rest past its end is
/// the app's doing, undone by the user's first touch.
///
/// At rest: no touch, deceleration or scroll animation for ``NewestMessageWatch/restFrames``
/// frames with the offset and content height unchanged. Each rest is judged once
/// (``Metric/restPastEndMax``, finding ``Finding/Kind/restsPastEnd``); moving starts a new one.
final class PastEndWatch {
    /// Gaps of at most this much are layout rounding, pt.
    static let tolerance = 1.0

    private let engine: ListEngine
    private var resting: (offset: Double, height: Double, obstruction: Double, frames: Int)?
    private var judged = false

    init(engine: ListEngine) { self.engine = engine }

    /// The frame's check, after layout. O(1).
    func check() {
        guard !engine.isMoving else {
            resting = nil
            judged = false
            return
        }
        let viewport = engine.viewport
        let now = (offset: viewport.contentOffsetY, height: engine.contentHeight, obstruction: viewport.bottomObstruction)
        if let last = resting, abs(last.offset - now.offset) <= 0.5, abs(last.height - now.height) <= 0.5,
           abs(last.obstruction - now.obstruction) <= 0.5 {
            resting?.frames += 1
        } else {
            resting = (now.offset, now.height, now.obstruction, 1)
            judged = false
        }
        guard !judged, let resting, resting.frames >= NewestMessageWatch.restFrames else { return }
        judged = true
        let past = pastEnd(offset: resting.offset, contentHeight: resting.height, obstruction: resting.obstruction)
        if past > Self.tolerance { engine.record(.restsPastEnd(points: past)) }
    }

    /// How far the list at `offset` could move back towards its newest end: the smaller of the
    /// gap under the end and the content hidden above the visible top, pt (≤ 0 when either is
    /// none). O(1).
    private func pastEnd(offset: Double, contentHeight: Double, obstruction: Double) -> Double {
        let scrollView = engine.scrollView
        let inset = scrollView.contentInset
        let frameHeight = scrollView.frameSize.height
        let safeTop = scrollView.safeAreaInsets.top
        let gap, hidden: Double
        switch scrollView.orientation {
        case .natural:
            // Content y 0 is drawn at screen y −offset; the end is at contentHeight − offset.
            gap = (frameHeight - obstruction) - (contentHeight + inset.bottom - offset)
            hidden = safeTop - (-offset - inset.top)
        case .flipped:
            // Drawn upside down (screen y = frameHeight − y + offset): the newest end, its inset
            // after it included, at frameHeight + offset + inset.top; the oldest at the top.
            gap = (frameHeight - obstruction) - (frameHeight + offset + inset.top)
            hidden = safeTop - (frameHeight + offset - contentHeight - inset.bottom)
        }
        return min(gap, hidden)
    }
}
