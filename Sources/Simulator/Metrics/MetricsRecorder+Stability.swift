import ChatModel
import ListLayout

/// The counters of what moves or shows wrong on screen: anchor drift, blank area, missed
/// scrolls to a message, cells drawn upside down or stale.
struct StabilityCounts: Sendable {
    var anchorDriftMax = 0.0
    var anchorDriftCount = 0
    var blankAreaMax = 0.0
    var blankAreaCumulative = 0.0
    var scrollToMisses = 0
    var upsideDownFrames = 0
    var staleCellFrames = 0
}

extension MetricsRecorder {
    /// `item` moved `points` on screen without a scroll; within
    /// ``anchorDriftTolerance`` it is layout rounding.
    mutating func recordAnchorMoved(_ item: ChatItemID, points: Double) {
        let magnitude = abs(points)
        guard magnitude > Self.anchorDriftTolerance else { return }
        stability.anchorDriftCount += 1
        stability.anchorDriftMax = max(stability.anchorDriftMax, magnitude)
        note(.anchorDrift, "\(item) moved \(Self.format(magnitude)) pt on screen without a scroll (a layout change before it)")
    }

    /// A scroll to `item` came to rest `off` points from where it was asked to (nil: the
    /// item is not in the list); within a point and visible is layout rounding.
    mutating func recordScrollToSettled(_ item: ChatItemID, off: Double?, visible: Bool, cause: ControllerCallback?) {
        if let off, abs(off) <= 1, visible { return }
        stability.scrollToMisses += 1
        let why = if let off { "came to rest \(Self.format(abs(off))) pt from the requested position\(visible ? "" : ", off screen")" }
            else { "is not in the list" }
        let scroll = cause.map { "the app's scroll to \(item) (from \($0.name))" } ?? "the scroll to \(item)"
        note(.scrollToMiss, "\(scroll) \(why)")
    }

    /// `area` pt² of the list showed no content.
    mutating func recordBlankArea(_ area: Double) {
        stability.blankAreaMax = max(stability.blankAreaMax, area)
        stability.blankAreaCumulative += area
        note(.blankArea, "\(Self.format(area)) pt² of the list showed no content (overscroll or a stale offset)")
    }

    /// `item`'s cell was drawn with y-scale -1.
    mutating func recordUpsideDown(_ item: ChatItemID, kind: CellKind, reason: UpsideDownReason) {
        stability.upsideDownFrames += 1
        note(.upsideDown, "\(item) (\(kind.rawValue)) drawn with y-scale -1: \(reason.explanation)")
    }

    /// `message`'s cell shows content revision `shown` of `current`.
    mutating func recordStaleCell(_ message: MessageID, shown: Int, current: Int) {
        stability.staleCellFrames += 1
        note(.staleCell,
             "\(message) shows content revision \(shown) of \(current): no apply reconfigured its cell (same identifiers, no reconfigureItems)")
    }
}
