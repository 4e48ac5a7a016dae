import ChatModel
import Foundation
import ListLayout
import Viewport

/// UICollectionView's prefetching: about one screen ahead in the direction of scrolling,
/// the items newly in that window go to the controller's `prefetchItems(at:)`.
///
/// An item is announced once while it stays in the window or on screen; one that leaves
/// both may be announced again. Nothing is prefetched before the first scroll.
///
/// **Cancelling.** Apple, `collectionView(_:cancelPrefetchingForItemsAt:)`: "The collection
/// view calls this method to cancel prefetch requests as cells scroll out of view", for "the
/// items for which data is no longer required". An announced item that leaves the window
/// without having come on screen — the user turned back, or a jump (`scrollToItem`,
/// `setContentOffset`) carried the screen past it — is cancelled, once, in list order. An item that came on screen had its data used by
/// its cell (`cellForItemAt`), so nothing is cancelled for it when it later scrolls off (an
/// estimate: the documentation does not say). An item the data source deletes, and every
/// item on `reloadData()`, is forgotten without a cancel: it has no index path left to name
/// (an estimate as well).
struct Prefetcher {
    /// What one visibility update announces and cancels, as index paths of the snapshot.
    struct Update: Equatable {
        var fresh: [IndexPath] = []
        var cancelled: [IndexPath] = []
    }

    private var prefetched: Set<ChatItemID> = []
    /// Announced items that have not come on screen since: the requests still open.
    private var open: Set<ChatItemID> = []
    /// What the last update saw, when nothing has changed the sets since.
    private var lastSeen: Inputs?

    /// What an update's outcome depends on: the items on screen, the items in the window (by
    /// index: which items those are follows from the snapshot's version), and the cells shown.
    private struct Inputs: Equatable {
        var visible: Range<Int>
        var window: Range<Int>
        var snapshotVersion: Int
        var displayedVersion: Int
    }

    /// Forgets items the new snapshot no longer holds.
    mutating func retain(where keeps: (ChatItemID) -> Bool) {
        prefetched.retainMembers(where: keeps)
        open.retainMembers(where: keeps)
        lastSeen = nil
    }

    /// The items to announce now, as index paths of the snapshot: those in the window one
    /// screen (`height`) beyond `span` in `direction`, not `visible`, and not announced
    /// before; and the open requests to cancel: announced items now neither in the window
    /// nor `displayed`, which never came on screen. O(w + o) for w items in the window and o
    /// open requests; O(log n) when the items on screen, the window's items and the cells
    /// shown are those of the last update (`displayedVersion`: ``VisibleCells/version``) — an
    /// update is idempotent: the same inputs again announce and cancel nothing and change
    /// nothing (checked in debug builds).
    mutating func update(
        visible: Range<Int>, span: Range<Double>, height: Double, direction: ScrollDirection?,
        state: CollectionViewState, displayed: some Collection<ChatItemID>, displayedVersion: Int
    ) -> Update {
        guard !visible.isEmpty, let direction else { return Update() }
        let window = direction == .up
            ? (span.lowerBound - height)..<span.lowerBound
            : span.upperBound..<(span.upperBound + height)
        let windowRange = state.indexRange(intersecting: window)
        let inputs = Inputs(visible: visible, window: windowRange, snapshotVersion: state.snapshotVersion,
                            displayedVersion: displayedVersion)
        if inputs == lastSeen {
            assert({
                var fresh = self
                return fresh.recompute(visible: visible, window: windowRange, state: state, displayed: displayed) == Update()
                    && fresh.prefetched == prefetched && fresh.open == open
            }(), "an update with the inputs of the last one changed something")
            return Update()
        }
        lastSeen = inputs
        return recompute(visible: visible, window: windowRange, state: state, displayed: displayed)
    }

    private mutating func recompute(
        visible: Range<Int>, window windowRange: Range<Int>, state: CollectionViewState, displayed: some Collection<ChatItemID>
    ) -> Update {
        var fresh: [IndexPath] = []
        // A screenful of items at most: a linear search of an array beats hashing a set.
        var inWindow: [ChatItemID] = []
        inWindow.reserveCapacity(windowRange.count)
        for index in windowRange where !visible.contains(index) {
            let id = state.itemID(at: index)
            inWindow.append(id)
            if prefetched.insert(id).inserted, let indexPath = state.indexPath(ofItem: id) {
                fresh.append(indexPath)
                open.insert(id)
            }
        }
        prefetched.retainMembers { inWindow.contains($0) || displayed.contains($0) }
        return Update(fresh: fresh, cancelled: closeRequests(inWindow: inWindow, displayed: displayed, state: state))
    }

    /// Closes the open requests: those whose item came on screen are fulfilled, those whose
    /// item left the window are returned, in list order.
    private mutating func closeRequests(inWindow: [ChatItemID], displayed: some Collection<ChatItemID>,
                                        state: CollectionViewState) -> [IndexPath] {
        guard !open.isEmpty else { return [] }
        open.retainMembers { !displayed.contains($0) }
        var left: [IndexPath] = []
        for id in open where !inWindow.contains(id) {
            open.remove(id)
            if let indexPath = state.indexPath(ofItem: id) { left.append(indexPath) }
        }
        return left.count > 1 ? left.sorted() : left
    }
}
