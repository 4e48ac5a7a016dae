import ChatModel
import Simulator

/// Will-display and did-end-displaying, derived by diffing the cells the face holds against
/// the engine's visible items.
///
/// `ChatListController` does not (yet) report cells joining and leaving the screen, so the
/// host compares, before each cell request and once a frame, the items it holds cells for
/// with `indexPathsForVisibleItems`: an item no longer visible ends displaying (its cell
/// returns to the reuse pool, the delegate hears `didEndDisplaying`); a cell handed out for
/// an item not shown before will display. The one place to switch to the engine's own
/// display callbacks once the controller protocol has them.
struct DisplayTracking {
    /// Where each displayed item was when it was last configured (UIKit reports a cell that
    /// ends displaying at its old index path).
    private var indexPaths: [ChatItemID: IndexPath] = [:]

    /// Cells of items the engine no longer shows leave the screen. O(visible).
    mutating func endDisplayingCells(of list: UICollectionView, _ context: ChatListContext) {
        guard !list.displayedCells.isEmpty else { return }
        let visible = Set(context.collectionView.indexPathsForVisibleItems.compactMap(context.dataSource.itemIdentifier(for:)))
        for (item, cell) in list.displayedCells where !visible.contains(item) {
            list.displayedCells[item] = nil
            enqueue(cell, in: list)
            let indexPath = indexPaths.removeValue(forKey: item) ?? IndexPath(item: 0, section: 0)
            list.collectionDelegate?.collectionView(list, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    /// `cell` now shows `item`; a different cell that showed it before goes back to the pool.
    mutating func show(_ cell: UICollectionViewCell, for item: ChatItemID, at indexPath: IndexPath,
                       replacing previous: UICollectionViewCell?, in list: UICollectionView) {
        indexPaths[item] = indexPath
        list.displayedCells[item] = cell
        if let previous, previous !== cell { enqueue(previous, in: list) }
        if previous !== cell { list.collectionDelegate?.collectionView(list, willDisplay: cell, forItemAt: indexPath) }
    }

    private func enqueue(_ cell: UICollectionViewCell, in list: UICollectionView) {
        list.reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
