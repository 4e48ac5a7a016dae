import Foundation

extension Snapshot {
    /// The snapshot that results from performing `changes` as a collection view performs a batch
    /// update on this (old) snapshot.
    ///
    /// Sections: the deleted ones go; inserted ones land at their new positions, moved ones at
    /// their destinations, and the rest fill the remaining positions in their old order; a
    /// reloaded section keeps its place and takes its new contents. Items, in every surviving
    /// section: deleted and moved-away items leave, inserted and moved-in items land at their
    /// new offsets, and the rest fill the remaining offsets in their old order. Reloads and
    /// reconfigures are validated (they must address existing items) but change no
    /// identifier; the result carries no reload or reconfigure marks, like the data source's
    /// snapshot after an apply. For `changes = Changeset(from: self, to: new)` the result has
    /// identical identifiers to `new` (``hasIdenticalIdentifiers(to:)``).
    ///
    /// Complexity: O(S) for S sections, plus O(c log c) for c item changes, plus, in each
    /// section with item changes, O(min(items before the first change, items after the last
    /// change) + items between them) hash updates — a page prepended or appended to a long
    /// section re-ranks only the new items (the section's base moves instead) — and one copy of
    /// the section's item array. Untouched sections cost nothing (they share storage). The item
    /// dictionary is copied once (copy-on-write, no hashing) when anything changes.
    ///
    /// - Throws: ``SnapshotError/invalidChangeset(_:)`` when `changes` does not fit this
    ///   snapshot: an index out of range or used twice, counts that do not add up, an item
    ///   operation inside a section that is inserted, deleted or reloaded, or identifiers that
    ///   would no longer be unique.
    @inlinable
    public func applying(_ changes: Changeset<SectionID, ItemID>) throws(SnapshotError) -> Snapshot {
        let oldSectionCount = sections.count

        // MARK: Sections
        var sectionLeaves = [Bool](repeating: false, count: oldSectionCount)
        var sectionGone = [Bool](repeating: false, count: oldSectionCount)  // deleted or reloaded
        for index in changes.sectionDeletes {
            guard (0..<oldSectionCount).contains(index), !sectionLeaves[index] else {
                throw .invalidChangeset("attempt to delete section \(index), which is out of range or already deleted")
            }
            sectionLeaves[index] = true
            sectionGone[index] = true
        }
        for move in changes.sectionMoves {
            guard (0..<oldSectionCount).contains(move.from), !sectionLeaves[move.from] else {
                throw .invalidChangeset("attempt to move section \(move.from), which is out of range or already deleted or moved")
            }
            sectionLeaves[move.from] = true
        }
        var reloadedContents: [Int: [ItemID]] = [:]
        for reload in changes.sectionReloads {
            guard (0..<oldSectionCount).contains(reload.index), !sectionLeaves[reload.index],
                  reloadedContents.updateValue(reload.items, forKey: reload.index) == nil
            else {
                throw .invalidChangeset("attempt to reload section \(reload.index), which is out of range, deleted, moved or reloaded twice")
            }
            sectionGone[reload.index] = true
        }
        let newSectionCount = oldSectionCount - changes.sectionDeletes.count + changes.sectionInserts.count
        guard newSectionCount >= 0 else {
            throw .invalidChangeset("invalid number of sections: \(oldSectionCount) before the update, \(changes.sectionDeletes.count) deleted")
        }
        // sourceOfNew[j]: old position, -1 inserted, -2 not yet assigned.
        var sourceOfNew = [Int](repeating: -2, count: newSectionCount)
        var insertedContents: [Int: (section: SectionID, items: [ItemID])] = [:]
        for insert in changes.sectionInserts {
            guard (0..<newSectionCount).contains(insert.index), sourceOfNew[insert.index] == -2 else {
                throw .invalidChangeset("attempt to insert section \(insert.index) but there are only \(newSectionCount) sections after the update, or it is inserted twice")
            }
            sourceOfNew[insert.index] = -1
            insertedContents[insert.index] = (insert.section, insert.items)
        }
        for move in changes.sectionMoves {
            guard (0..<newSectionCount).contains(move.to), sourceOfNew[move.to] == -2 else {
                throw .invalidChangeset("attempt to move section \(move.from) to \(move.to), which is out of range or already taken")
            }
            sourceOfNew[move.to] = move.from
        }
        var nextOld = 0
        for j in 0..<newSectionCount where sourceOfNew[j] == -2 {
            while nextOld < oldSectionCount && sectionLeaves[nextOld] { nextOld += 1 }
            guard nextOld < oldSectionCount else {
                throw .invalidChangeset("invalid number of sections: \(newSectionCount) after the update do not match \(oldSectionCount) before plus or minus the sections inserted, deleted and moved")
            }
            sourceOfNew[j] = nextOld
            nextOld += 1
        }
        while nextOld < oldSectionCount && sectionLeaves[nextOld] { nextOld += 1 }
        guard nextOld == oldSectionCount else {
            throw .invalidChangeset("invalid number of sections: \(newSectionCount) after the update do not match \(oldSectionCount) before plus or minus the sections inserted, deleted and moved")
        }
        var oldToNew = [Int](repeating: -1, count: oldSectionCount)
        for j in 0..<newSectionCount where sourceOfNew[j] >= 0 { oldToNew[sourceOfNew[j]] = j }

        var result = Snapshot()
        result.sections.reserveCapacity(newSectionCount)
        result.sectionItems.reserveCapacity(newSectionCount)
        result.sectionBases.reserveCapacity(newSectionCount)
        result.sectionPositions.reserveCapacity(newSectionCount)
        for j in 0..<newSectionCount {
            let source = sourceOfNew[j]
            let identifier: SectionID, items: [ItemID]
            if source < 0 {
                (identifier, items) = insertedContents[j]!
            } else {
                identifier = sections[source]
                items = reloadedContents[source] ?? sectionItems[source]
            }
            guard result.sectionPositions.updateValue(j, forKey: identifier) == nil else {
                throw .invalidChangeset("section identifier \(identifier) would appear twice after the update")
            }
            result.sections.append(identifier)
            result.sectionItems.append(items)
            // Surviving sections keep their base: the copied locations stay valid for them.
            result.sectionBases.append(source < 0 || sectionGone[source] ? 0 : sectionBases[source])
        }

        // MARK: Items
        // Old sections whose items survive individually: not deleted, not reloaded.
        func survivingOldSection(_ path: IndexPath) -> Bool {
            path.count == 2 && (0..<oldSectionCount).contains(path.section) && !sectionGone[path.section]
                && (0..<sectionItems[path.section].count).contains(path.item)
        }
        func survivingNewSection(_ section: Int) -> Bool {
            (0..<newSectionCount).contains(section) && sourceOfNew[section] >= 0 && !sectionGone[sourceOfNew[section]]
        }
        var leaving: [Int: [Int]] = [:]  // old section → offsets leaving
        var arriving: [Int: [(offset: Int, item: ItemID)]] = [:]  // new section → arrivals
        var deletedItems: [ItemID] = []
        for path in changes.itemDeletes {
            guard survivingOldSection(path) else {
                throw .invalidChangeset("attempt to delete item \(path.count == 2 ? "\(path.item) from section \(path.section)" : "\(path)"), which does not exist or whose section is deleted or reloaded")
            }
            leaving[path.section, default: []].append(path.item)
            deletedItems.append(sectionItems[path.section][path.item])
        }
        for move in changes.itemMoves {
            guard survivingOldSection(move.from), move.to.count == 2, survivingNewSection(move.to.section) else {
                throw .invalidChangeset("attempt to move item from \(move.from) to \(move.to), outside the surviving sections")
            }
            leaving[move.from.section, default: []].append(move.from.item)
            arriving[move.to.section, default: []].append((move.to.item, sectionItems[move.from.section][move.from.item]))
        }
        for insert in changes.itemInserts {
            guard insert.indexPath.count == 2, survivingNewSection(insert.indexPath.section) else {
                throw .invalidChangeset("attempt to insert item at \(insert.indexPath), outside the surviving sections")
            }
            arriving[insert.indexPath.section, default: []].append((insert.indexPath.item, insert.item))
        }
        for path in changes.itemReloads where !survivingOldSection(path) {
            throw .invalidChangeset("attempt to reload item at \(path), which does not exist or whose section is deleted or reloaded")
        }

        // Locations: start from the old ones; remove everything that leaves, then write the
        // locations of everything that lands or shifts.
        result.itemLocations = itemLocations
        for i in 0..<oldSectionCount where sectionGone[i] {
            for item in sectionItems[i] { result.itemLocations[item] = nil }
        }
        for item in deletedItems { result.itemLocations[item] = nil }

        for j in 0..<newSectionCount {
            let source = sourceOfNew[j]
            if source < 0 || sectionGone[source] {
                result.rankItems(inSectionAt: j, 0..<result.sectionItems[j].count)
                continue
            }
            let departures = leaving[source]?.sorted() ?? []
            let arrivals = arriving[j]?.sorted { $0.offset < $1.offset } ?? []
            if departures.isEmpty && arrivals.isEmpty { continue }
            let oldItems = sectionItems[source]
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
            result.sectionItems[j] = items
            // Re-rank the changed span and, of the head and the tail, the shorter: the head by
            // moving the base so that the tail keeps its ranks, the tail by keeping the base.
            let shift = count - oldItems.count
            if shift == 0 {
                result.rankItems(inSectionAt: j, firstChange..<tailStart)
            } else if tailStart < count - firstChange {
                result.sectionBases[j] -= shift
                result.rankItems(inSectionAt: j, 0..<tailStart)
            } else {
                result.rankItems(inSectionAt: j, firstChange..<count)
            }
        }

        var total = 0
        for items in result.sectionItems { total += items.count }
        guard total == result.itemLocations.count else {
            throw .invalidChangeset("item identifiers would not be unique after the update (\(total) items, \(result.itemLocations.count) distinct)")
        }
        for path in changes.itemReconfigures where result.itemIdentifier(at: path) == nil {
            throw .invalidChangeset("attempt to reconfigure item at \(path), which does not exist after the update")
        }
        return result
    }
}
