import Foundation

/// The batch update that turns one ``Snapshot`` into another, in the form and order a
/// `UICollectionView` batch update (`performBatchUpdates`) takes it.
///
/// Compute it with ``init(from:to:)``; replay it with ``Snapshot/applying(_:)``.
///
/// **Order and index spaces** (the collection view's rules, which the lists follow):
///
/// 1. ``sectionDeletes`` and ``itemDeletes`` — positions in the *old* snapshot, **descending**,
///    so that removing them one by one never shifts a position still to be removed;
/// 2. ``sectionInserts`` and ``itemInserts`` — positions in the *new* snapshot, **ascending**;
/// 3. ``sectionMoves`` and ``itemMoves`` — from an *old* position to a *new* position,
///    ascending by the new position;
/// 4. ``sectionReloads`` and ``itemReloads`` — *old* positions, ascending (a reload is a
///    delete and an insert of the same identifier in place);
/// 5. ``itemReconfigures`` — *new* positions, ascending; a collection view reconfigures after
///    the batch update, so the cells are addressed where they ended up.
///
/// **What goes where.** Items inside an inserted, deleted or reloaded section are never listed
/// individually (the section operation covers them; a collection view would raise otherwise):
/// an item that leaves such a section for a surviving one is an *insert*, an item that goes the
/// other way is a *delete*. An item in a moved section that keeps its place in the section needs
/// no item operation. A reloaded item or section that also moves becomes a delete and an insert
/// (a collection view rejects a reload and a move of the same index path). Moves are few: within
/// a section, the items that keep their relative order (a longest increasing subsequence) stay.
public struct Changeset<SectionID: Hashable, ItemID: Hashable> {
    /// A section added at ``index`` (new position) with its items.
    public struct SectionInsert {
        public var index: Int
        public var section: SectionID
        public var items: [ItemID]

        public init(index: Int, section: SectionID, items: [ItemID]) {
            self.index = index
            self.section = section
            self.items = items
        }
    }

    /// A section reloaded in place: ``index`` is its old position, ``items`` its new contents.
    public struct SectionReload {
        public var index: Int
        public var items: [ItemID]

        public init(index: Int, items: [ItemID]) {
            self.index = index
            self.items = items
        }
    }

    /// An item added at ``indexPath`` (new position).
    public struct ItemInsert {
        public var indexPath: IndexPath
        public var item: ItemID

        public init(indexPath: IndexPath, item: ItemID) {
            self.indexPath = indexPath
            self.item = item
        }
    }

    /// An item that moves from ``from`` (old position) to ``to`` (new position), possibly to
    /// another section.
    public struct ItemMove: Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath

        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Old section positions, descending.
    public var sectionDeletes: [Int] = []
    /// New sections with their items, ascending by new position.
    public var sectionInserts: [SectionInsert] = []
    /// Section moves (old position → new position), ascending by new position.
    public var sectionMoves: [ArrayChanges.Move] = []
    /// Sections reloaded in place (old position, new contents), ascending.
    public var sectionReloads: [SectionReload] = []
    /// Old item positions, descending.
    public var itemDeletes: [IndexPath] = []
    /// New items, ascending by new position.
    public var itemInserts: [ItemInsert] = []
    /// Item moves (old → new), ascending by new position.
    public var itemMoves: [ItemMove] = []
    /// Items reloaded in place, by old position, ascending.
    public var itemReloads: [IndexPath] = []
    /// Items reconfigured, by new position, ascending.
    public var itemReconfigures: [IndexPath] = []

    /// An empty changeset (nothing to do).
    public init() {}

    /// Whether there is nothing to do: applying it changes nothing and costs no cell work.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty
            && itemReloads.isEmpty && itemReconfigures.isEmpty
    }

    /// Whether the item and section *structure* changes (anything but reloads and reconfigures).
    public var changesStructure: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
    }
}

extension Changeset.SectionInsert: Equatable {}
extension Changeset.SectionInsert: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension Changeset.SectionReload: Equatable {}
extension Changeset.SectionReload: Sendable where ItemID: Sendable {}
extension Changeset.ItemInsert: Equatable {}
extension Changeset.ItemInsert: Sendable where ItemID: Sendable {}
extension Changeset: Equatable {}
extension Changeset: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension Changeset: CustomStringConvertible {
    /// Counts per operation, e.g. `Changeset(items: -2 +1 ↷0 ⟳1 ✎0; sections: -0 +0 ↷0 ⟳0)`.
    public var description: String {
        "Changeset(items: -\(itemDeletes.count) +\(itemInserts.count) ↷\(itemMoves.count) "
            + "⟳\(itemReloads.count) ✎\(itemReconfigures.count); sections: -\(sectionDeletes.count) "
            + "+\(sectionInserts.count) ↷\(sectionMoves.count) ⟳\(sectionReloads.count))"
    }
}
