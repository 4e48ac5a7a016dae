/// The changes a classic data source's app declares: UIKit's index-path updates. Inside
/// `performBatchUpdates` they make one batch; outside one, each call is a batch of its own,
/// as in UIKit. A collection view whose data source is diffable changes only by `apply`:
/// these calls there record a `snapshotError` (UIKit raises on the mix).
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) {
        declare("insertItems(at:)") { $0.insertedItems.formUnion(indexPaths) }
    }
    public func deleteItems(at indexPaths: [IndexPath]) {
        declare("deleteItems(at:)") { $0.deletedItems.formUnion(indexPaths) }
    }
    public func reloadItems(at indexPaths: [IndexPath]) {
        declare("reloadItems(at:)") { $0.reloadedItems.formUnion(indexPaths) }
    }
    /// `reconfigureItems(at:)`: the items keep their identities and cells, configured again
    /// in place (index paths after the batch's other changes).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        declare("reconfigureItems(at:)") { $0.reconfiguredItems.formUnion(indexPaths) }
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        declare("moveItem(at:to:)") { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) {
        declare("insertSections(_:)") { $0.insertedSections.formUnion(sections) }
    }
    public func deleteSections(_ sections: IndexSet) {
        declare("deleteSections(_:)") { $0.deletedSections.formUnion(sections) }
    }
    public func reloadSections(_ sections: IndexSet) {
        declare("reloadSections(_:)") { $0.reloadedSections.formUnion(sections) }
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        declare("moveSection(_:toSection:)") { $0.movedSections.append((section, newSection)) }
    }

    private func declare(_ call: String, _ change: @escaping (inout BatchUpdate) -> Void) {
        guard let classicSource else {
            if dataSource != nil { UIKitRun.current?.context.recordSnapshotError("UICollectionView.\(call) on a diffable data source's collection view") }
            return
        }
        classicSource.record(change)
    }
}

extension UICollectionView {
    /// `performBatchUpdates(_:completion:)` with a closure literal: UIKit's `updates` block is
    /// `NS_NOESCAPE` (the call runs it before returning), which Swift imports as a
    /// non-escaping closure — so the block may use the view controller's members without
    /// `self.`. Swift source cannot declare an optional non-escaping parameter; this overload
    /// takes the non-optional one and is chosen for a closure, the `open` one (UICollectionView.swift) for `nil`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in performBatchUpdates(Optional(updates), completion: completion) }
    }
}
