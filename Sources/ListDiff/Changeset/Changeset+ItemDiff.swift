import Foundation

extension Changeset {
    /// Records the inserts and moves into new section `j`, which survives from old section
    /// `i`, over the span between the common prefix and suffix (`middle`): each new item is
    /// looked up once in `old` — from another surviving section it is a move, missing it is an
    /// insert — and of the items that stay in the section a longest increasing subsequence of
    /// old offsets stays in place, the rest move; the moved items join `movedItems` when it
    /// is tracked (not nil).
    ///
    /// - Complexity: O(M) hash lookups and O(m log m) for the subsequence, M being the items
    ///   of the span (m of them matched in the same section).
    @inlinable
    mutating func insertAndMoveItems(
        into j: Int, from i: Int,
        _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
        _ oldToNew: [Int], middle: (start: Int, oldEnd: Int, newEnd: Int), movedItems: inout Set<ItemID>?
    ) {
        let (start, _, newEnd) = middle
        if start == newEnd { return }
        let sectionID = new.sections[j], newItems = new.sectionItems[j], oldBase = old.sectionBases[i]
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
                movedItems?.insert(newItems[start + k])
            default:
                itemMoves.append(ItemMove(from: IndexPath(item: crossOffset[k], section: fromSection[k]), to: to))
                movedItems?.insert(newItems[start + k])
            }
        }
    }

    /// Records the deletes, descending: each old item of a surviving section, between its
    /// common prefix and suffix (`ends`, by new section), that is in no surviving section of
    /// `new`. O(items of the spans) hash lookups.
    @inlinable
    mutating func deleteItems(
        from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
        _ pairs: SectionPairs, ends: [(start: Int, oldEnd: Int, newEnd: Int)]
    ) {
        for i in stride(from: old.sections.count - 1, through: 0, by: -1) {
            let j = pairs.oldToNew[i]
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
                        || new.sectionPositions[location.section].map { pairs.newToOld[$0] >= 0 } ?? false
                } else {
                    survives = false
                }
                if !survives { itemDeletes.append(IndexPath(item: k, section: i)) }
                k -= 1
            }
        }
    }

    /// Records `new`'s reloaded items: a reload at the item's old path, or, for an item that
    /// also moves (`movedItems`), a delete and an insert in place of the move, as UIKit
    /// cannot reload and move one item in a batch. O(c log c) for c changes.
    @inlinable
    mutating func convertReloads(
        from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
        _ oldToNew: [Int], movedItems: Set<ItemID>
    ) {
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
}
