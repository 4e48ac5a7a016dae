import Foundation

/// The heights a self-sizing layout learnt from its cells, by section and item (nil: not
/// measured yet): what the flow layout and the table's rows layout keep between passes.
extension Array where Element == [CGFloat?] {
    /// Records `height` for the item at `path`, when the layout has a slot for it.
    mutating func record(_ height: CGFloat, at path: IndexPath) {
        if indices.contains(path.section), self[path.section].indices.contains(path.item) {
            self[path.section][path.item] = height
        }
    }

    /// Moves the heights with a batch update, before `prepare()` lays the new counts out:
    /// deleted and moved-away items' go (in descending order), inserted and moved-to items
    /// start unmeasured (in ascending order).
    mutating func carry(through updateItems: [UICollectionViewUpdateItem]) {
        let removed = updateItems.compactMap { $0.updateAction == .delete || $0.updateAction == .move ? $0.indexPathBeforeUpdate : nil }
        let added = updateItems.compactMap { $0.updateAction == .insert || $0.updateAction == .move ? $0.indexPathAfterUpdate : nil }
        for path in removed.sorted(by: >) where indices.contains(path.section) && self[path.section].indices.contains(path.item) {
            self[path.section].remove(at: path.item)
        }
        for path in added.sorted() {
            while count <= path.section { append([]) }
            self[path.section].insert(nil, at: Swift.min(path.item, self[path.section].count))
        }
    }
}
