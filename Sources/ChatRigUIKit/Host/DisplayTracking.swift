import ChatModel
import Simulator

/// Will-display and did-end-displaying for the app's cell objects, as the engine reports
/// cells joining and leaving the screen (``Simulator/ChatListController/willDisplay(_:at:_:)``
/// and ``Simulator/ChatListController/didEndDisplaying(_:at:_:)``: once a frame, after the
/// frame's layout, in list order). Each report also brings the supplementary views a team's
/// layout places up to date (``SupplementaryViews``).
///
/// The host holds the cell the app's cell provider returned for each item; a cell whose item
/// ends displaying goes back to its reuse pool, where the next dequeue of its identifier
/// finds it (after `prepareForReuse()`). Because the engine reports the end after the
/// frame's layout, a cell that leaves is reusable from the next cell request on: a cell needed
/// in the same layout pass is a new one (UIKit may reuse the leaving one at once), so the app
/// may make one more cell object of a class than on a device; the engine's own counts
/// (`cellsCreated`) are unaffected.
///
/// One exchange the engine cannot see: the cell provider returning a different cell for an
/// item already on screen (a reload). UIKit then ends displaying the old cell and displays the
/// new one; the host reports both.
struct DisplayTracking {
    /// Where each held item was when it was last configured (UIKit reports a deleted item's
    /// cell ending at its old index path).
    private var indexPaths: [ChatItemID: IndexPath] = [:]
    /// Items whose current cell the delegate heard `willDisplay` for.
    private var announced: Set<ChatItemID> = []

    /// The engine reports `item`'s cell came on screen. O(1).
    @MainActor
    mutating func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, in list: UICollectionView) {
        list.supplementaryViews.update(list)
        guard let cell = list.displayedCells[item] else { return }
        announced.insert(item)
        list.collectionDelegate?.collectionView(list, willDisplay: cell, forItemAt: indexPath)
    }

    /// The engine reports `item`'s cell left the screen (`indexPath` nil when the item was
    /// deleted): the delegate hears it, and the cell goes back to its pool. O(1).
    @MainActor
    mutating func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, in list: UICollectionView) {
        list.supplementaryViews.update(list)
        guard let cell = list.displayedCells.removeValue(forKey: item) else { return }
        let configuredAt = indexPaths.removeValue(forKey: item)
        let wasAnnounced = announced.remove(item) != nil
        if wasAnnounced, let at = indexPath ?? configuredAt {
            list.collectionDelegate?.collectionView(list, didEndDisplaying: cell, forItemAt: at)
        }
        enqueue(cell, in: list)
    }

    /// `cell` now shows `item`; a different cell that showed it before is exchanged for it. O(1).
    @MainActor
    mutating func show(_ cell: UICollectionViewCell, for item: ChatItemID, at indexPath: IndexPath,
                       replacing previous: UICollectionViewCell?, in list: UICollectionView) {
        indexPaths[item] = indexPath
        list.displayedCells[item] = cell
        guard let previous, previous !== cell else { return }
        if announced.contains(item) {
            list.collectionDelegate?.collectionView(list, didEndDisplaying: previous, forItemAt: indexPath)
            list.collectionDelegate?.collectionView(list, willDisplay: cell, forItemAt: indexPath)
        }
        enqueue(previous, in: list)
    }

    @MainActor
    private func enqueue(_ cell: UICollectionViewCell, in list: UICollectionView) {
        list.reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
