import ChatModel
import Foundation
import Viewport

/// The collection view's display callbacks and the scroll view's end-of-motion callbacks,
/// delivered as UIKit delivers them: when a cell comes on screen or leaves it, when the finger
/// lifts, when a fling comes to rest, when the status-bar scroll ends.
extension Simulation {
    /// What the delegate callbacks were last told: the cells on screen, whether the content
    /// was decelerating, whether a status-bar scroll to the top runs.
    struct DelegateState {
        var displayed: Set<ChatItemID> = []
        /// The cells' version (``VisibleCells/version``) when ``displayed`` was last brought up to date.
        var cellsVersion = -1
        var decelerating = false
        var scrollingToTop = false
    }

    /// The finger lifted: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (the controller may move the target; the content then glides there), then
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    func fingerLifted() {
        let scrollView = engine.viewport.scrollView
        let natural = scrollView.restingTargetY
        var target = Point(x: scrollView.contentOffset.x, y: natural)
        // UIKit reports the release velocity in points per millisecond.
        let velocity = Point(x: 0, y: scrollView.velocity / 1_000)
        calls.scrollViewWillEndDragging(withVelocity: velocity, targetContentOffset: &target, context)
        if target.y.isFinite, abs(target.y - natural) > 0.01 {
            engine.viewport.redirectMomentum(to: target.y)
            engine.setNeedsLayout()
        }
        let moving = engine.viewport.isDecelerating || engine.viewport.isAnimatingScroll
        calls.scrollViewDidEndDragging(willDecelerate: moving, context)
        delegateState.decelerating = engine.viewport.isDecelerating
    }

    /// `scrollViewDidEndDecelerating(_:)` when a fling or bounce came to rest this frame, and
    /// `scrollViewDidScrollToTop(_:)` when the status-bar scroll ended (not when a touch
    /// stopped it).
    func deliverScrollTransitions() {
        let scrollView = engine.viewport.scrollView
        if delegateState.decelerating, !scrollView.isDecelerating, !scrollView.isTracking {
            calls.scrollViewDidEndDecelerating(context)
        }
        delegateState.decelerating = scrollView.isDecelerating
        if delegateState.scrollingToTop, !engine.viewport.isAnimatingScroll {
            delegateState.scrollingToTop = false
            if !scrollView.isTracking { calls.scrollViewDidScrollToTop(context) }
        }
    }

    /// `didEndDisplaying` for the cells that left the screen since the last frame, then
    /// `willDisplay` for those that came on it, each in list order. O(v log v) for v cells.
    func deliverDisplayChanges() {
        // The common frame shows the same cells: answered from the cells' version, or
        // without building a set.
        guard engine.cells.version != delegateState.cellsVersion else { return }
        delegateState.cellsVersion = engine.cells.version
        let displayed = engine.cells.displayed
        if displayed.count == delegateState.displayed.count,
           displayed.keys.allSatisfy({ delegateState.displayed.contains($0) }) { return }
        let shown = Set(displayed.keys)
        let snapshot = engine.snapshot
        func ordered(_ ids: Set<ChatItemID>) -> [ChatItemID] {
            ids.sorted { (snapshot.indexOfItem($0) ?? -1, $0.description) < (snapshot.indexOfItem($1) ?? -1, $1.description) }
        }
        let ended = ordered(delegateState.displayed.subtracting(shown))
        let started = ordered(shown.subtracting(delegateState.displayed))
        delegateState.displayed = shown
        for id in ended { calls.didEndDisplaying(id, at: snapshot.indexPath(ofItem: id), context) }
        for id in started {
            guard let indexPath = engine.snapshot.indexPath(ofItem: id) else { continue }
            calls.willDisplay(id, at: indexPath, context)
        }
    }
}
