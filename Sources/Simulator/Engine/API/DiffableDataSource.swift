import ChatModel
import Foundation
import ListDiff

/// The collection view's diffable data source (`UICollectionViewDiffableDataSource`).
///
/// `apply` diffs the new snapshot against the current one, updates the layout and the
/// visible cells (reconfigure keeps a cell, reload replaces it) and charges the modelled
/// cost of building, diffing and animating. As in UIKit the snapshot it returns carries no
/// reload or reconfigure marks.
public final class DiffableDataSource {
    private unowned let engine: ListEngine

    init(engine: ListEngine) { self.engine = engine }

    /// `apply(_:animatingDifferences:completion:)`. The completion runs at the end of the
    /// frame, or after the 0.3 s batch animation when animating.
    public func apply(_ snapshot: ChatSnapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        engine.collectionView.apply(snapshot, animating: animatingDifferences, completion: completion)
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: shows `snapshot` without a diff or an
    /// animation, as `reloadData()` does — every cell dequeued again and every item back at
    /// its estimated height until it is measured again. The completion runs at the end of the
    /// frame.
    public func applySnapshotUsingReloadData(_ snapshot: ChatSnapshot, completion: (() -> Void)? = nil) {
        engine.collectionView.apply(snapshot, animating: false, completion: completion)
        engine.collectionView.reloadData(call: .applySnapshotUsingReloadData)
    }

    /// `snapshot()`: the current contents.
    public func snapshot() -> ChatSnapshot { engine.snapshot }

    /// `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ChatItemID? {
        engine.snapshot.itemIdentifier(at: indexPath)
    }

    /// `indexPath(for:)`.
    public func indexPath(for item: ChatItemID) -> IndexPath? {
        engine.snapshot.indexPath(ofItem: item)
    }
}
