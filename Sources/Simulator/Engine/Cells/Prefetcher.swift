import ChatModel
import Foundation
import ListLayout
import Viewport

/// UICollectionView's prefetching: about one screen ahead in the direction of scrolling,
/// the items newly in that window go to the controller's `prefetchItems(at:)`.
///
/// An item is announced once while it stays in the window or on screen; one that leaves
/// both may be announced again. Nothing is prefetched before the first scroll.
struct Prefetcher {
    private var prefetched: Set<ChatItemID> = []

    /// Forgets items the new snapshot no longer holds.
    mutating func retain(where keeps: (ChatItemID) -> Bool) {
        prefetched = prefetched.filter(keeps)
    }

    /// The items to announce now, as index paths of `snapshot`: those in the window one
    /// screen (`height`) beyond `span` in `direction`, not `visible`, and not announced
    /// before. O(w) for w items in the window.
    mutating func update(
        visible: Range<Int>, span: Range<Double>, height: Double, direction: ScrollDirection?,
        layout: ListLayout, snapshot: ChatSnapshot, displayed: some Sequence<ChatItemID>
    ) -> [IndexPath] {
        guard !visible.isEmpty, let direction else { return [] }
        let window = direction == .up
            ? (span.lowerBound - height)..<span.lowerBound
            : span.upperBound..<(span.upperBound + height)
        var fresh: [IndexPath] = []
        var inWindow = Set<ChatItemID>()
        for index in layout.indexRange(intersecting: window) where !visible.contains(index) {
            let id = layout.item(at: index).id
            inWindow.insert(id)
            if prefetched.insert(id).inserted, let indexPath = snapshot.indexPath(ofItem: id) {
                fresh.append(indexPath)
            }
        }
        prefetched.formIntersection(inWindow.union(displayed))
        return fresh
    }
}
