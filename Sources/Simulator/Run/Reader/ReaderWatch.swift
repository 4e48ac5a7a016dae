import ChatModel
import ListLayout
import Viewport

/// What the reader is doing and what they asked the list to do, and the two checks that
/// follow the content they read: **unrequested scrolls** and **reader drift**.
///
/// ## The row being read
/// At the start of every frame the watch notes the visible message rows, nearest to the
/// *reading line* first — the middle of the unobscured list (below the status bar, above the
/// composer and keyboard), where a reader's eyes rest. At the end of the frame it follows the
/// nearest of them still in the list and measures how far its leading edge moved on screen.
/// Following the row at the reading line, not the first visible row, is what makes a row
/// growing *between* the top of the screen and the text being read (a photo that lands, a
/// link preview) count, as does a prepend that shifts an un-anchored list.
///
/// ## Unrequested scroll
/// The reader's row moved more than ``jumpTolerance`` in a frame in which the controller
/// scrolled — `setContentOffset(_:animated:)`, the `contentOffset` setter,
/// `scrollToItem(at:at:animated:)`, an offset animation alongside the keyboard, a lazy
/// stack's `scrollTo`, or an animation one of those started still running — less what the
/// user's own finger, deceleration, bounce and status-bar scroll explain, while the reader was
/// **away from the newest message or touching the screen**, and nothing **asked for** it. A
/// controller scroll that only moved the row back towards where a layout change had pushed
/// it (an anchored prepend, not past its old place) is a compensation: what it leaves is drift.
///
/// *Away*: the reader's own last move went towards older content (a drag or fling towards
/// older messages, a `scrollTo:` pick, a status-bar tap) and the list's newest edge was more
/// than ``awayDistance`` from the bottom of the visible area when the frame began. Coming to
/// rest within ``awayDistance`` of the newest edge ends it.
///
/// *Asked for* — exactly these, nothing else:
/// - opening the conversation (the run's start, `switchConversation`, `startFresh`) asks for
///   the newest message, once: the reader is not away until they move;
/// - a send by this user and a scroll-to-bottom tap ask for the newest message (the reader is
///   no longer away);
/// - a `scrollTo:` pick asks for that message: scrolls within ``FrameChecks/scrollToSettleLimit``
///   after it, until the user touches the screen;
/// - a tapped control (`tap:`, e.g. a "Load earlier" or "Jump to latest" button) asks for
///   what it does: scrolls within ``FrameChecks/scrollToSettleLimit`` after it, until the user
///   touches the screen;
/// - the keyboard showing or hiding (the user's own focus) and a viewport resize ask the list
///   to keep its content in view: scrolls during the keyboard's animation plus
///   ``followGrace``, until the user touches the screen.
///
/// A keystroke in the composer, a page that lands, a streamed token, a reply that finishes,
/// a timer or an apply's completion asks for nothing. Consecutive frames of one unrequested
/// scroll (an animation, a follow that repeats every chunk) are one scroll; its jump is their
/// net movement, and its cause the callback that made the first of them.
///
/// ## Reader drift (`anchorDrift`)
/// The reader's row moved with no scroll to explain it (a layout change): measured except
/// while the list rests on its newest edge (where content is meant to move as the newest
/// message grows) and in a frame where the controller jumped the offset with nothing
/// unrequested about it. A scroll that was unrequested does not hide the drift: its
/// movement counts as drift too.
///
/// Nor while the user's own status-bar scroll flies to the top: the reader asked for the
/// top, and nothing is read on the way (the content passes at hundreds of points a frame).
/// The rows it passes enter the screen at their estimated height and grow as they self-size,
/// moving the content below them — what UIKit's own layouts do: neither the flow nor the
/// compositional layout adjusts the content offset for an item's self-sizing (Airbnb's
/// MagazineLayout maintainer on airbnb/MagazineLayout#9: "it seems like it's a
/// UICollectionViewLayout bug (we also reproduced it using flow layout)"; a layout that keeps
/// the content still returns `contentOffsetAdjustment` from
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` itself,
/// ``CollectionViewLayoutSettings/compensatesSelfSizingAboveVisibleItems``). The engine keeps
/// that model; what changes is that these frames are not reading. Drift is measured again
/// from the frame after the scroll comes to rest (or a touch stops it).
final class ReaderWatch {
    /// Below this much on screen, a controller's scroll is rounding or a compensation that kept
    /// the content still.
    static let jumpTolerance = 1.0
    /// How far from the newest edge the reader must be to be reading elsewhere: 80 pt, about
    /// one line of text and its bubble — the follow distance a chat list commonly keeps
    /// (an estimate; no platform figure exists).
    static let awayDistance = 80.0
    /// How long after the keyboard's animation the list may still follow it (a controller
    /// retargeting from its display link): 100 ms, an estimate.
    static let followGrace = VirtualDuration.milliseconds(100)

    private let engine: ListEngine

    private struct Row {
        var id: ChatItemID
        var minY: Double
        /// Distance from the reading line on screen (0: the row spans it) and list index.
        var distance: Double
        var index: Int
    }

    /// The frame's starting point.
    private var rows: [Row] = []
    /// What ``rows`` were made from.
    private var rowsSource: (visible: [ListEngine.VisibleItem], line: Double)?
    private var offsetBefore = 0.0
    private var pinnedBefore = false
    private var awayBefore = false
    private var touchedBefore = false

    /// The reader's own last move went towards older content.
    private var movedAway = false
    /// The user's status-bar scroll to the top runs and has not come to rest.
    private var flyingToTop = false
    /// Scrolls the reader asked for are allowed until then.
    private var grantedUntil = VirtualInstant.zero

    /// The unrequested scroll under way: where it began, its cause and its movement so far.
    private var episode: (frame: Int, time: VirtualInstant, cause: ControllerCallback, touching: Bool, points: Double)?

    init(engine: ListEngine) { self.engine = engine }

    // MARK: What the reader does

    /// The reader asked for the newest message (opening, a send, a scroll-to-bottom tap).
    func askForNewest() {
        movedAway = false
        awayBefore = false
    }

    /// The reader picked a message to scroll to.
    func askForMessage() {
        movedAway = true
        grantedUntil = engine.now + FrameChecks.scrollToSettleLimit
    }

    /// The reader tapped one of the app's controls: the list may scroll in answer.
    func askForControl() {
        grantedUntil = engine.now + FrameChecks.scrollToSettleLimit
    }

    /// The keyboard moves over `duration`, or the viewport resizes: the list may follow.
    func askToKeepContentInView(for duration: VirtualDuration) {
        grantedUntil = max(grantedUntil, engine.now + duration + Self.followGrace)
    }

    /// The reader tapped the status bar: the list scrolls to its oldest loaded content.
    func scrolledToTop() {
        movedAway = true
        flyingToTop = true
    }

    /// A drag or fling of `distance` (positive: towards older messages) begins: whatever the
    /// reader asked for before, their finger takes over.
    func gestureBegan(distance: Double) {
        if distance > 0 { movedAway = true }
        grantedUntil = engine.now
    }

    // MARK: Each frame

    /// Notes the rows nearest the reading line and where things stand, at a frame's start.
    func beginFrame(visible: [ListEngine.VisibleItem]) {
        let viewport = engine.viewport
        let top = viewport.screenSafeArea.top
        let line = (top + viewport.size.height - viewport.bottomObstruction) / 2
        // The same items about the same line (a frame in which nothing moved, whose listing
        // is the same array: compared in O(1)) give the same rows.
        if rowsSource?.visible != visible || rowsSource?.line != line {
            rowsSource = (visible, line)
            // Reuses the array's storage frame after frame: this runs on every frame.
            rows.removeAll(keepingCapacity: true)
            for item in visible {
                guard case .message = item.id else { continue }
                let distance = max(0, item.screenY - line, line - (item.screenY + item.frame.height))
                rows.append(Row(id: item.id, minY: item.frame.minY, distance: distance, index: item.index))
            }
            rows.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        }
        offsetBefore = viewport.contentOffsetY
        pinnedBefore = engine.distanceFromNewestEdge < 1
        awayBefore = movedAway && engine.distanceFromNewestEdge > Self.awayDistance
        touchedBefore = viewport.isTracking
    }

    /// Judges the frame's movement of the reader's row, at the frame's end.
    func endFrame() {
        let viewport = engine.viewport
        let touching = touchedBefore || viewport.isTracking
        defer {
            let resting = !engine.isMoving
            if resting, engine.distanceFromNewestEdge <= Self.awayDistance {
                movedAway = false
            }
            if resting || viewport.isTracking { flyingToTop = false }
        }
        guard let (row, rect) = followedRow() else {
            closeEpisode()
            return
        }
        let layoutMove = rect.minY - row.minY
        let moved = layoutMove - (viewport.contentOffsetY - offsetBefore)
        let unexplained = moved + viewport.userOffsetDelta
        // A scroll that moved the row back towards where it was, not past it, compensated a
        // layout change (an anchored prepend): what remains is the layout's drift.
        let compensates = layoutMove * unexplained > 0 && abs(unexplained) < abs(layoutMove)
        if let cause = engine.scrolls.cause, !compensates, touching || awayBefore, engine.now >= grantedUntil,
           abs(unexplained) > Self.jumpTolerance {
            if episode == nil {
                episode = (engine.frameIndex, engine.now, cause, touching, 0)
            }
            episode?.points += unexplained
            engine.record(.anchorMoved(row.id, points: unexplained))
            return
        }
        closeEpisode()
        if pinnedBefore || viewport.controllerJumped || flyingToTop { return }
        let drift = moved + viewport.requestedOffsetDelta
        engine.record(.anchorMoved(row.id, points: drift))
        let visibleHeight = viewport.size.height - viewport.bottomObstruction - viewport.screenSafeArea.top
        if abs(drift) >= visibleHeight { engine.record(.readerLostPlace(row.id, points: drift)) }
    }

    /// The row nearest the reading line at the frame's start that is still in the list, with
    /// its content frame now. O(r log n) at worst; the first row answers in the common frame.
    private func followedRow() -> (Row, LayoutRect)? {
        for row in rows {
            if let rect = engine.frame(of: row.id) { return (row, rect) }
        }
        return nil
    }

    /// The run ended: an unrequested scroll still under way is recorded.
    func finish() { closeEpisode() }

    private func closeEpisode() {
        guard let episode else { return }
        self.episode = nil
        engine.record(.unrequestedScroll(points: episode.points, cause: episode.cause.name, touching: episode.touching,
                                         frame: episode.frame, time: episode.time))
    }
}
