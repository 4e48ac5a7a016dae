import ChatModel

extension FrameChecks {
    /// Scroll-to misses of the controller's own scrolls to an item: every
    /// `scrollToItem(at:at:animated:)` and lazy-stack `scrollTo(_:anchor:)` the app makes —
    /// to the newest message at open, after a send, on a tapped control — is judged like a
    /// message the user picked (``checkScrollTo(_:)``), once the list comes to rest after it:
    /// the item where the call puts it, within a point, and on screen.
    ///
    /// The class of bug: a scroll computed from estimated heights. Both frameworks place the
    /// target from the frames the layout holds when the call is made — rows never shown are
    /// at their estimate (`NSCollectionLayoutDimension.estimated`: "the system calculates the
    /// actual size when the content is rendered"; SwiftUI's lazy stack sizes a row when it
    /// creates it) — so a scroll across unmeasured rows lands where the estimates put the
    /// item, and measuring the rows it lands on moves the item away: `scrollTo(lastID,
    /// anchor: .bottom)` in `onAppear` resting short of the newest message, a
    /// `scrollToItem` to the last item that shows only its top.
    ///
    /// Only the controller's latest scroll to an item is judged: a later offset move of the
    /// app's replaces it (it aimed elsewhere), and a touch or a status-bar tap abandons it.
    /// While a message the user picked waits to be judged (`answeringPick`), the app's
    /// scroll is its answer and the pick is what is judged.
    func checkAppScrollToItem(answeringPick: Bool) {
        guard let target = engine.scrolls.itemTarget else { return }
        if answeringPick { return engine.scrolls.dropItemTarget() }
        let request = ScrollToRequest(item: target.item, position: target.position, requestedAt: target.requestedAt,
                                      cause: target.cause)
        if checkScrollTo(request) { engine.scrolls.dropItemTarget() }
    }
}
