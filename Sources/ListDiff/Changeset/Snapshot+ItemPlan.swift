import Foundation

extension Snapshot {
    /// How a batch update moves the items of the surviving sections (the second half of
    /// ``applying(_:)``): which offsets leave each old section and what lands in each new
    /// one, validated against the snapshot before the update.
    @usableFromInline
    struct ItemPlan {
        /// Old section → the offsets of its items that leave (deleted or moved away).
        @usableFromInline var leaving: [Int: [Int]] = [:]
        /// New section → the items that land in it (inserted or moved in), at their offsets.
        @usableFromInline var arriving: [Int: [(offset: Int, item: ItemID)]] = [:]
        /// The items deleted.
        @usableFromInline var deleted: [ItemID] = []

        /// The item changes of `changes` over `old`, whose sections move as `sections` says.
        /// O(item changes).
        ///
        /// - Throws: ``SnapshotError/invalidChangeset(_:)`` for an item operation outside the
        ///   surviving sections (out of range, or in a section inserted, deleted or reloaded).
        @inlinable
        init(_ changes: Changeset<SectionID, ItemID>, over old: Snapshot, sections: SectionPlan) throws(SnapshotError) {
            // Old items that survive individually: in a section neither deleted nor reloaded.
            func survives(_ path: IndexPath) -> Bool {
                path.count == 2 && (0..<sections.oldCount).contains(path.section) && !sections.gone[path.section]
                    && (0..<old.sectionItems[path.section].count).contains(path.item)
            }
            for path in changes.itemDeletes {
                guard survives(path) else {
                    throw .invalidChangeset("attempt to delete item \(path.count == 2 ? "\(path.item) from section \(path.section)" : "\(path)"), which does not exist or whose section is deleted or reloaded")
                }
                leaving[path.section, default: []].append(path.item)
                deleted.append(old.sectionItems[path.section][path.item])
            }
            for move in changes.itemMoves {
                guard survives(move.from), move.to.count == 2, sections.survives(newSection: move.to.section) else {
                    throw .invalidChangeset("attempt to move item from \(move.from) to \(move.to), outside the surviving sections")
                }
                leaving[move.from.section, default: []].append(move.from.item)
                arriving[move.to.section, default: []].append((move.to.item, old.sectionItems[move.from.section][move.from.item]))
            }
            for insert in changes.itemInserts {
                guard insert.indexPath.count == 2, sections.survives(newSection: insert.indexPath.section) else {
                    throw .invalidChangeset("attempt to insert item at \(insert.indexPath), outside the surviving sections")
                }
                arriving[insert.indexPath.section, default: []].append((insert.indexPath.item, insert.item))
            }
            for path in changes.itemReloads where !survives(path) {
                throw .invalidChangeset("attempt to reload item at \(path), which does not exist or whose section is deleted or reloaded")
            }
        }
    }

    /// Lays the items of new section `j`, which survives from old section `source`, out as
    /// `items` says: the leaving offsets go, the arrivals land at their offsets, and the rest
    /// keep their old order; then re-ranks the changed span and, of the head and the tail, the
    /// shorter (the head by moving the base, so that the tail keeps its ranks).
    ///
    /// - Complexity: O(changes in the section + min(head, tail) + the span between them)
    ///   hash updates, and one copy of the section's items.
    /// - Throws: ``SnapshotError/invalidChangeset(_:)`` when the offsets do not add up.
    @inlinable
    mutating func rearrangeItems(inSectionAt j: Int, from oldItems: [ItemID], source: Int, as plan: ItemPlan) throws(SnapshotError) {
        let departures = plan.leaving[source]?.sorted() ?? []
        let arrivals = plan.arriving[j]?.sorted { $0.offset < $1.offset } ?? []
        if departures.isEmpty && arrivals.isEmpty { return }
        let count = oldItems.count - departures.count + arrivals.count
        let firstChange = Swift.min(departures.first ?? oldItems.count, arrivals.first?.offset ?? count)
        var items = Array(oldItems[..<Swift.min(firstChange, oldItems.count)])
        items.reserveCapacity(count)
        var read = items.count, departure = 0, arrival = 0
        while arrival < arrivals.count || departure < departures.count {
            if arrival < arrivals.count && arrivals[arrival].offset == items.count {
                items.append(arrivals[arrival].item)
                arrival += 1
            } else if departure < departures.count && departures[departure] == read {
                departure += 1
                read += 1
            } else {
                // A repeated or out-of-range offset is never reached: the old items run out.
                guard read < oldItems.count else {
                    throw .invalidChangeset("invalid number of items in section \(j): the number of items after the update (\(count)) must be equal to the number before (\(oldItems.count)), plus or minus the items inserted, deleted and moved, at distinct positions")
                }
                items.append(oldItems[read])
                read += 1
            }
        }
        // From here on the old items only shift, by count - oldItems.count.
        let tailStart = items.count
        items.append(contentsOf: oldItems[read...])
        sectionItems[j] = items
        let shift = count - oldItems.count
        if shift == 0 {
            rankItems(inSectionAt: j, firstChange..<tailStart)
        } else if tailStart < count - firstChange {
            sectionBases[j] -= shift
            rankItems(inSectionAt: j, 0..<tailStart)
        } else {
            rankItems(inSectionAt: j, firstChange..<count)
        }
    }
}
