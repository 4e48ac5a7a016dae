import Viewport

/// Which end of its scrollable range a list came to rest beyond.
enum ScrollRangeEdge: Sendable {
    /// Past its largest resting offset (`maxContentOffsetY`).
    case end
    /// Before its smallest (`minContentOffsetY`).
    case start
}

/// Whether the list comes to rest outside its scrollable range: the class of "the content is
/// pushed past its end and stays there" — a keyboard handler that adds the keyboard's height
/// to the offset of a conversation shorter than the screen (a gap between the last message and
/// the keyboard), a scroll-to-bottom that adds an inset the frame already excludes, an offset
/// kept across a change that shrank the content.
///
/// UIKit's scroll view keeps a user's scroll within `-adjustedContentInset.top …
/// contentSize.height + adjustedContentInset.bottom − bounds.height` and bounces back from
/// beyond it ("the scroll view bounces when it encounters a boundary of the
/// content", `UIScrollView.bounces`), but `contentOffset` set by the app is not clamped
/// ("setContentOffset(_:animated:)": no clamping is documented, and a list set beyond its end
/// stays there until touched). So a list *at rest* outside its range is the app's doing.
///
/// At rest means no touch, deceleration or scroll animation for ``NewestMessageWatch/restFrames``
/// frames with the offset and range unchanged; beyond by more than ``tolerance``. Each rest is
/// judged once (``Metric/restOutsideRangeMax``, finding ``Finding/Kind/restsOutsideRange``);
/// moving starts a new one.
final class ScrollRangeWatch {
    /// Beyond the range by at most this much is layout rounding, pt.
    static let tolerance = 1.0

    private let engine: ListEngine
    private var resting: (offset: Double, min: Double, max: Double, frames: Int)?
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
        let now = (offset: viewport.contentOffsetY, min: viewport.minContentOffsetY, max: viewport.maxContentOffsetY)
        if let last = resting, abs(last.offset - now.offset) <= 0.5, abs(last.min - now.min) <= 0.5, abs(last.max - now.max) <= 0.5 {
            resting?.frames += 1
        } else {
            resting = (now.offset, now.min, now.max, 1)
            judged = false
        }
        guard !judged, let resting, resting.frames >= NewestMessageWatch.restFrames else { return }
        judged = true
        if resting.offset > resting.max + Self.tolerance {
            engine.record(.restsOutsideRange(points: resting.offset - resting.max, edge: .end))
        } else if resting.offset < resting.min - Self.tolerance {
            engine.record(.restsOutsideRange(points: resting.min - resting.offset, edge: .start))
        }
    }
}
