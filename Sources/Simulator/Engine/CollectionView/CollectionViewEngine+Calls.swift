import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// The collection view's calls: its data source's applies and reloads, a new layout, and
/// `scrollToItem(at:at:animated:)`.
extension CollectionViewEngine {
    // MARK: - Data source

    /// `apply(_:animatingDifferences:completion:)`: diffs `new` against the current snapshot,
    /// updates the layout and the cells on screen (reconfigure keeps a cell, reload replaces
    /// it) and charges the apply; the completion runs at the end of the frame, or after the
    /// batch animation.
    func apply(_ new: ChatSnapshot, animating: Bool, completion: (() -> Void)?) {
        engine.trace(animating ? .applyAnimated : .apply)
        let identical = engine.state.isIdentical(to: new) ? new.numberOfItems : nil
        engine.record(.snapshotApplied(animated: animating, identicalItemCount: identical))
        let reconfigured = new.reconfiguredItemIdentifiers
        let reloaded = new.reloadedItemIdentifiers
        let oldCount = engine.state.snapshot.numberOfItems
        let changes = engine.state.changes(to: new)
        engine.ledger.chargeApply(oldItems: oldCount, newItems: new.numberOfItems,
                                  animatedChanges: animating ? changes.count + reconfigured.count + reloaded.count : nil)

        // Cells of deleted items leave the screen. The snapshot answers membership in O(1).
        engine.cells.endDisplay(unless: { new.containsItem($0) })
        prefetcher.retain(where: { new.containsItem($0) })
        cellImages.retain(where: { new.containsItem($0) })
        let customLayout = engine.state.customLayout
        if let customLayout, !changes.isEmpty || !reloaded.isEmpty {
            customLayout.itemsWillChange(changes, animated: animating)
        }
        engine.state.apply(new, changes: changes, item: engine.listItem(for:))

        // Reconfigure keeps the cell; reload replaces it.
        for id in reconfigured where engine.cells.isDisplayed(id) { engine.configure(id, reusingCell: true) }
        for id in reloaded where engine.cells.isDisplayed(id) {
            engine.noteCellDropped(id, by: .reloadItems(animated: animating))
            engine.cells.endDisplay(id)
        }
        engine.needsLayout = true
        if let customLayout, !changes.isEmpty { settleCustomLayoutUpdate(customLayout) }
        if let completion {
            engine.enqueueCompletion(at: animating ? engine.now + Self.batchAnimationDuration : engine.now, completion)
        }
    }

    /// `reloadData()`: every cell is dropped and dequeued again, and every item returns to
    /// its estimated height, measured again as it comes near the screen. UIKit keeps no
    /// self-sized heights across a reload: after `reloadData()` the layout is invalidated and
    /// asks its items again, starting from the estimates (`NSCollectionLayoutDimension.estimated`,
    /// "the system calculates the actual size when the content is rendered"), so the content
    /// above the visible items changes height under a still offset — the jump a full reload
    /// shows while the user reads history. `call`: what the app called, for the findings of
    /// the cells on screen it replaced.
    func reloadData(call: CellReplacementCall = .reloadData) {
        // In list order, so a finding names the same first item on every run.
        let snapshot = engine.state.snapshot
        for id in engine.cells.displayed.keys.sorted(by: { (snapshot.indexOfItem($0) ?? 0) < (snapshot.indexOfItem($1) ?? 0) }) {
            engine.noteCellDropped(id, by: call)
        }
        engine.cells.endDisplay(unless: { _ in false })
        prefetcher.retain(where: { _ in false })
        let state = engine.state
        state.customLayout?.itemsWillChange(nil, animated: false)
        state.setLayoutConfiguration(state.layout.configuration, width: state.layout.width, item: engine.listItem(for:))
        engine.needsLayout = true
    }

    /// A batch update with a custom layout: the collection view lays the update out, then
    /// takes the layout's `targetContentOffset(forProposedContentOffset:)` for the current
    /// offset ("During layout updates … the collection view calls this method to give you the
    /// opportunity to change the proposed content offset to use at the end of the
    /// animation", Apple, `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)`).
    /// The base class returns the proposed offset: the offset stays, the content moves under it.
    private func settleCustomLayoutUpdate(_ customLayout: any CustomItemLayout) {
        engine.layoutIfNeeded()
        let proposed = engine.viewport.contentOffsetY
        let target = customLayout.targetContentOffset(proposed: proposed)
        guard target != proposed else { return }
        engine.viewport.update { $0.adjustContentOffset(by: target - proposed) }
        engine.needsLayout = true
    }

    /// `setCollectionViewLayout(_:animated: false)`: lays the list out with `configuration`
    /// from now on.
    func setLayoutConfiguration(_ configuration: ListLayoutConfiguration) {
        guard configuration != engine.state.layout.configuration else { return }
        engine.state.setLayoutConfiguration(configuration, width: engine.state.layout.width, item: engine.listItem(for:))
        engine.needsLayout = true
    }

    // MARK: - Scrolling to an item

    /// `scrollToItem(at:at:animated:)`: the item's resting offset at `position`, clamped to
    /// the scroll range; a jump, or UIKit's animated scroll. An index path naming no item is
    /// a `snapshotError`.
    func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let snapshot = engine.state.snapshot
        guard let item = snapshot.itemIdentifier(at: indexPath), let index = snapshot.indexOfItem(item) else {
            engine.record(.snapshotError("scrollToItem(at: \(indexPath)) names no item"))
            return
        }
        engine.layoutIfNeeded()
        do {
            try engine.state.withScrollContent { try engine.viewport.scrollToItem(at: index, at: position, in: $0, animated: animated) }
            if animated { engine.scrolls.noteAnimation() } else { engine.scrolls.noteJump() }
            engine.scrolls.noteScrollToItem(item, at: position, time: engine.now)
        } catch {
            // The layout holds one row per snapshot item, so the index is in range.
            engine.record(.snapshotError("scrollToItem(at: \(indexPath)): \(error)"))
        }
        engine.needsLayout = true
        engine.trace(.scrollToItem)
        engine.recordScrollByApp()
    }
}
