import Foundation

extension Changeset {
    /// The batch update from `old` to `new`.
    ///
    /// Sections are diffed with ``diff(old:new:)``. Items are diffed per section that survives
    /// (is in both snapshots and is not reloaded): the common prefix and suffix of the old and new
    /// item arrays are skipped with `==` alone; each remaining new item is looked up once in the
    /// old snapshot's item dictionary — an item from another surviving section is a move, a
    /// missing one an insert — and among the items that stay in the same section a longest
    /// increasing subsequence of old offsets is kept in place, the rest are moves. Each remaining
    /// old item is looked up once in the new snapshot to find the deletes. `new`'s reload and
    /// reconfigure marks become ``itemReloads``, ``itemReconfigures`` and ``sectionReloads``.
    ///
    /// Complexity: O(S + s log s) for S sections (s of them moved), plus O(P) `==` comparisons
    /// for the skipped prefixes and suffixes, plus O(M) hash lookups and O(m log m) for the
    /// subsequence, M being the items outside the prefixes and suffixes (m of them matched in
    /// the same section), plus O(c log c) to sort c changes when reloads are converted.
    /// Appending, prepending or editing in place in a long section costs one scan of `==`.
    @inlinable
    public init(from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>) {
        self.init()
        let pairs = diffSections(from: old, to: new)
        // Moves are tracked only when a reload may have to replace one.
        var movedItems: Set<ItemID>? = new.reloadedItems.isEmpty ? nil : []
        // The common ends of each surviving pair, by new section; reused for the old side.
        var ends = [(start: Int, oldEnd: Int, newEnd: Int)](repeating: (0, 0, 0), count: new.sections.count)
        for j in 0..<new.sections.count where pairs.newToOld[j] >= 0 {
            let i = pairs.newToOld[j]
            ends[j] = Self.commonEnds(old.sectionItems[i], new.sectionItems[j])
            insertAndMoveItems(into: j, from: i, old, new, pairs.oldToNew, middle: ends[j], movedItems: &movedItems)
        }
        deleteItems(from: old, to: new, pairs, ends: ends)
        if let movedItems { convertReloads(from: old, to: new, pairs.oldToNew, movedItems: movedItems) }
        for item in new.reconfiguredItems.elements {
            guard let (_, to) = Self.survivingPaths(of: item, old, new, pairs.oldToNew) else { continue }
            itemReconfigures.append(to)
        }
        itemReconfigures.sort()
    }

    /// The common prefix and suffix of two arrays: returns `start` (prefix length) and the ends
    /// of the two middles. O(prefix + suffix) comparisons.
    @inlinable
    static func commonEnds(_ old: [ItemID], _ new: [ItemID]) -> (start: Int, oldEnd: Int, newEnd: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = Swift.min(old.count, new.count)
                var start = 0
                while start < shorter && old[start] == new[start] { start &+= 1 }
                var oldEnd = old.count, newEnd = new.count
                while oldEnd > start && newEnd > start && old[oldEnd &- 1] == new[newEnd &- 1] {
                    oldEnd &-= 1
                    newEnd &-= 1
                }
                return (start, oldEnd, newEnd)
            }
        }
    }

    /// The old and new index paths of `item` when it is in both snapshots and both of its
    /// sections survive at item level (so that it is neither inserted nor deleted), else `nil`.
    @inlinable
    static func survivingPaths(
        of item: ItemID,
        _ old: Snapshot<SectionID, ItemID>,
        _ new: Snapshot<SectionID, ItemID>,
        _ oldToNew: [Int]
    ) -> (from: IndexPath, to: IndexPath)? {
        guard let oldLocation = old.itemLocations[item], let newLocation = new.itemLocations[item],
              let oldSection = old.sectionPositions[oldLocation.section],
              let newSection = new.sectionPositions[newLocation.section],
              oldToNew[oldSection] >= 0,
              // The new section survives when it is the image of a surviving old section.
              let sourceOfNewSection = old.sectionPositions[newLocation.section],
              oldToNew[sourceOfNewSection] == newSection
        else { return nil }
        return (IndexPath(item: old.offset(of: oldLocation, inSectionAt: oldSection), section: oldSection),
                IndexPath(item: new.offset(of: newLocation, inSectionAt: newSection), section: newSection))
    }
}
