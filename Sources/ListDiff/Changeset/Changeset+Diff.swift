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
        let oldSectionCount = old.sections.count, newSectionCount = new.sections.count

        // MARK: Sections
        // Item-level survival: oldToNew[i] = j when old section i survives as new section j.
        var oldToNew = [Int](repeating: -1, count: oldSectionCount)
        var newToOld = [Int](repeating: -1, count: newSectionCount)
        let sectionChanges = diff(old: old.sections, new: new.sections)
        var sectionMoved = [Bool](repeating: false, count: oldSectionCount)
        for move in sectionChanges.moves { sectionMoved[move.from] = true }
        var convertedSections = false
        for i in 0..<oldSectionCount {
            let identifier = old.sections[i]
            guard let j = new.sectionPositions[identifier] else {
                sectionDeletes.append(i)
                continue
            }
            if !new.reloadedSections.isEmpty && new.reloadedSections.contains(identifier) {
                if sectionMoved[i] {
                    sectionDeletes.append(i)
                    sectionInserts.append(SectionInsert(index: j, section: identifier, items: new.sectionItems[j]))
                    convertedSections = true
                } else {
                    sectionReloads.append(SectionReload(index: i, items: new.sectionItems[j]))
                }
                continue
            }
            oldToNew[i] = j
            newToOld[j] = i
            if sectionMoved[i] { sectionMoves.append(ArrayChanges.Move(from: i, to: j)) }
        }
        for j in sectionChanges.inserts {
            sectionInserts.append(SectionInsert(index: j, section: new.sections[j], items: new.sectionItems[j]))
        }
        sectionDeletes.reverse()
        if convertedSections {
            sectionDeletes.sort(by: >)
            sectionInserts.sort { $0.index < $1.index }
        }
        sectionMoves.sort { $0.to < $1.to }

        // MARK: Items, new side: inserts and moves, section by section in new order.
        let tracksMoves = !new.reloadedItems.isEmpty
        var movedItems = Set<ItemID>()
        // The common ends of each surviving pair, by new section; reused for the old side.
        var ends = [(start: Int, oldEnd: Int, newEnd: Int)](repeating: (0, 0, 0), count: newSectionCount)
        for j in 0..<newSectionCount {
            let i = newToOld[j]
            if i < 0 { continue }
            let sectionID = new.sections[j]
            let oldItems = old.sectionItems[i], newItems = new.sectionItems[j], oldBase = old.sectionBases[i]
            ends[j] = Self.commonEnds(oldItems, newItems)
            let (start, _, newEnd) = ends[j]
            if start == newEnd { continue }
            let middleCount = newEnd - start
            // sameSectionOffset[k] = old offset when new item start+k stays in this section.
            var sameSectionOffset = [Int](repeating: -1, count: middleCount)
            // fromSection[k] = old section of a cross-section move, -1 insert, -2 same section.
            var fromSection = [Int](repeating: -1, count: middleCount)
            var crossOffset = [Int](repeating: 0, count: middleCount)
            for k in 0..<middleCount {
                guard let location = old.itemLocations[newItems[start + k]] else { continue }
                if location.section == sectionID {
                    sameSectionOffset[k] = location.rank - oldBase
                    fromSection[k] = -2
                } else if let oldSection = old.sectionPositions[location.section], oldToNew[oldSection] >= 0 {
                    fromSection[k] = oldSection
                    crossOffset[k] = old.offset(of: location, inSectionAt: oldSection)
                }
            }
            var kept = [Bool](repeating: false, count: middleCount)
            sameSectionOffset.withUnsafeBufferPointer { markLongestIncreasingSubsequence($0, kept: &kept) }
            for k in 0..<middleCount {
                let to = IndexPath(item: start + k, section: j)
                switch fromSection[k] {
                case -1:
                    itemInserts.append(ItemInsert(indexPath: to, item: newItems[start + k]))
                case -2:
                    if kept[k] { continue }
                    itemMoves.append(ItemMove(from: IndexPath(item: sameSectionOffset[k], section: i), to: to))
                    if tracksMoves { movedItems.insert(newItems[start + k]) }
                default:
                    itemMoves.append(ItemMove(from: IndexPath(item: crossOffset[k], section: fromSection[k]), to: to))
                    if tracksMoves { movedItems.insert(newItems[start + k]) }
                }
            }
        }

        // MARK: Items, old side: deletes, descending.
        for i in stride(from: oldSectionCount - 1, through: 0, by: -1) {
            let j = oldToNew[i]
            if j < 0 { continue }
            let oldItems = old.sectionItems[i], sectionID = old.sections[i]
            let (start, oldEnd, _) = ends[j]
            var k = oldEnd - 1
            while k >= start {
                let item = oldItems[k]
                let survives: Bool
                if let location = new.itemLocations[item] {
                    // Still in this (surviving) section, or in another one that survives.
                    survives = location.section == sectionID
                        || new.sectionPositions[location.section].map { newToOld[$0] >= 0 } ?? false
                } else {
                    survives = false
                }
                if !survives { itemDeletes.append(IndexPath(item: k, section: i)) }
                k -= 1
            }
        }

        // MARK: Reloads and reconfigures.
        if tracksMoves {
            var convertedMoves = Set<IndexPath>()
            for item in new.reloadedItems.elements {
                guard let (from, to) = Self.survivingPaths(of: item, old, new, oldToNew) else { continue }
                if movedItems.contains(item) {
                    convertedMoves.insert(to)
                    itemDeletes.append(from)
                    itemInserts.append(ItemInsert(indexPath: to, item: item))
                } else {
                    itemReloads.append(from)
                }
            }
            itemReloads.sort()
            if !convertedMoves.isEmpty {
                itemMoves.removeAll { convertedMoves.contains($0.to) }
                itemDeletes.sort(by: >)
                itemInserts.sort { $0.indexPath < $1.indexPath }
            }
        }
        for item in new.reconfiguredItems.elements {
            guard let (_, to) = Self.survivingPaths(of: item, old, new, oldToNew) else { continue }
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
