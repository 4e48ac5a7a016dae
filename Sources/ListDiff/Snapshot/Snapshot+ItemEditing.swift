// Item edits, as in `NSDiffableDataSourceSnapshot`. Each validates everything first and throws
// before changing anything.
extension Snapshot {
    /// Adds `identifiers` at the end of `section`, or of the last section when `section` is
    /// `nil`. O(k) amortized.
    ///
    /// - Throws: ``SnapshotError/noSections`` when the snapshot has no section at all (UIKit
    ///   checks this first, even when a section is named);
    ///   ``SnapshotError/sectionNotFound(_:during:)`` when `section` is not in the snapshot;
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when an identifier repeats within
    ///   `identifiers` or is already in the snapshot.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError) {
        guard let last = sections.last else { throw .noSections }
        let target = section ?? last
        guard let position = sectionPositions[target] else {
            throw .sectionNotFound(String(describing: target), during: .appendItems)
        }
        // One hash update per item: each is located as it is validated (a displaced location
        // means a duplicate), and the locations are restored before throwing.
        let firstRank = sectionBases[position] + sectionItems[position].count
        itemLocations.reserveCapacity(itemLocations.count + identifiers.count)  // one allocation, not one per doubling
        var displaced: [(index: Int, location: ItemLocation)] = []
        for (index, identifier) in identifiers.enumerated() {
            let location = ItemLocation(section: target, rank: firstRank + index)
            if let previous = itemLocations.updateValue(location, forKey: identifier) {
                displaced.append((index, previous))
            }
        }
        guard displaced.isEmpty else {
            var next = displaced.count - 1
            for index in identifiers.indices.reversed() {
                if next >= 0 && displaced[next].index == index {
                    itemLocations[identifiers[index]] = displaced[next].location
                    next -= 1
                } else {
                    itemLocations[identifiers[index]] = nil
                }
            }
            throw .duplicateItemIdentifiers(displaced.map { String(describing: identifiers[$0.index]) })
        }
        sectionItems[position].append(contentsOf: identifiers)
    }

    /// Inserts `identifiers` just before `anchor`, in `anchor`'s section.
    /// O(k + min(items before, items after `anchor`) in its section) hash updates, plus a memory
    /// move of the items after `anchor`: inserting before the first item is O(k) hashing.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)`` when `anchor` is not in the
    ///   snapshot; ``SnapshotError/duplicateItemIdentifiers(_:)`` as ``appendItems(_:toSection:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) throws(SnapshotError) {
        guard let location = itemLocations[anchor] else {
            throw .itemNotFound(String(describing: anchor), during: .insert)
        }
        try validateNewItems(identifiers)
        let position = sectionPositions[location.section]!
        insertItems(identifiers, inSectionAt: position, at: offset(of: location, inSectionAt: position))
    }

    /// Inserts `identifiers` just after `anchor`, in `anchor`'s section. Cost as
    /// ``insertItems(_:beforeItem:)``: inserting after the last item is O(k).
    ///
    /// - Throws: As ``insertItems(_:beforeItem:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) throws(SnapshotError) {
        guard let location = itemLocations[anchor] else {
            throw .itemNotFound(String(describing: anchor), during: .insert)
        }
        try validateNewItems(identifiers)
        let position = sectionPositions[location.section]!
        insertItems(identifiers, inSectionAt: position, at: offset(of: location, inSectionAt: position) + 1)
    }

    /// Removes the items (and their reload/reconfigure marks); a repeated identifier is removed
    /// once. O(k + min(items before the first, items after the last removed one) in each touched
    /// section) hash updates, plus one compacting pass over each touched section's array.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)`` when an identifier is not in the
    ///   snapshot (UIKit skips it silently).
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            throw .itemNotFound(String(describing: identifier), during: .delete)
        }
        var removedOffsets: [Int: [Int]] = [:]  // section position → offsets
        for identifier in identifiers {
            guard let location = itemLocations.removeValue(forKey: identifier) else { continue }
            let position = sectionPositions[location.section]!
            removedOffsets[position, default: []].append(offset(of: location, inSectionAt: position))
        }
        for (position, offsets) in removedOffsets {
            removeItems(atSortedOffsets: offsets.sorted(), inSectionAt: position)
        }
        reloadedItems.remove(contentsOf: identifiers)
        reconfiguredItems.remove(contentsOf: identifiers)
    }

    /// Removes every section and every item, as UIKit's `deleteAllItems()` does. O(1) amortized
    /// (the storage is released).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    /// Moves `item` to just before `anchor` — into `anchor`'s section if that is another one.
    /// Moving an item relative to itself does nothing, as in UIKit.
    /// O(min(items before, items after) the source and the destination in their sections) hash
    /// updates, plus the memory moves of the two arrays.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)`` when either is missing (UIKit:
    ///   `fromIndex != NSNotFound` / `toIndex != NSNotFound`).
    public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) throws(SnapshotError) {
        try moveItem(item, relativeTo: anchor, after: false)
    }

    /// Moves `item` to just after `anchor` — into `anchor`'s section if that is another one.
    /// Moving an item relative to itself does nothing.
    ///
    /// - Throws: As ``moveItem(_:beforeItem:)``.
    public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) throws(SnapshotError) {
        try moveItem(item, relativeTo: anchor, after: true)
    }

    /// Marks items to be reloaded: on apply, their cells are replaced by new ones from the cell
    /// provider (a delete and an insert for the collection view). Clears a reconfigure mark on
    /// the same item, which the reload supersedes. O(k).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)``: UIKit's "Attempted to reload item
    ///   identifier that does not exist in the snapshot".
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            throw .itemNotFound(String(describing: identifier), during: .reload)
        }
        for identifier in identifiers { reloadedItems.insert(identifier) }
        reconfiguredItems.remove(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured: on apply, their *existing* cells are handed to the cell
    /// provider again — no new cell, no delete/insert, the cheaper update UIKit recommends since
    /// iOS 15 for content changes. An item already marked for reload stays a reload. O(k).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)``: UIKit's "Attempted to reconfigure
    ///   item identifier that does not exist in the snapshot".
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            throw .itemNotFound(String(describing: identifier), during: .reconfigure)
        }
        for identifier in identifiers where !reloadedItems.contains(identifier) {
            reconfiguredItems.insert(identifier)
        }
    }

    // MARK: Internals

    /// Throws ``SnapshotError/duplicateItemIdentifiers(_:)`` unless every identifier is new
    /// and distinct. O(k).
    @inlinable
    func validateNewItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        var incoming = Set<ItemID>(minimumCapacity: identifiers.count)
        var duplicates: [ItemID] = []
        for identifier in identifiers where !incoming.insert(identifier).inserted || itemLocations[identifier] != nil {
            duplicates.append(identifier)
        }
        guard duplicates.isEmpty else {
            throw .duplicateItemIdentifiers(duplicates.map { String(describing: $0) })
        }
    }

    /// The offset in section `position` of an item located at `location`. O(1).
    @inlinable
    func offset(of location: ItemLocation, inSectionAt position: Int) -> Int {
        location.rank - sectionBases[position]
    }

    /// Inserts new `identifiers` at `offset` of section `position`, re-ranking whichever side is
    /// shorter: the head (lowering the base by k) or the tail. O(k + min(offset, count - offset))
    /// hash updates.
    @usableFromInline
    mutating func insertItems(_ identifiers: [ItemID], inSectionAt position: Int, at offset: Int) {
        let count = sectionItems[position].count, inserted = identifiers.count
        sectionItems[position].insert(contentsOf: identifiers, at: offset)
        if offset < count - offset {
            sectionBases[position] -= inserted
            rankItems(inSectionAt: position, 0..<(offset + inserted))
        } else {
            rankItems(inSectionAt: position, offset..<(count + inserted))
        }
    }

    /// Removes the items at `offsets` (ascending, distinct, already gone from ``itemLocations``
    /// or about to be re-ranked by the caller) from section `position`, and re-ranks the shorter
    /// side: the head up to the last removed offset (raising the base) or the tail from the first.
    @usableFromInline
    mutating func removeItems(atSortedOffsets offsets: [Int], inSectionAt position: Int) {
        guard let first = offsets.first, let last = offsets.last else { return }
        var items = sectionItems[position]
        sectionItems[position] = []  // keeps `items` uniquely referenced: compacted in place
        var next = 0
        var write = first
        for read in first..<items.count {
            if next < offsets.count && offsets[next] == read {
                next += 1
            } else {
                items[write] = items[read]
                write += 1
            }
        }
        items.removeSubrange(write...)
        sectionItems[position] = items
        // The first item after the span: old offset last + 1, new offset last + 1 - removed.
        let tailStart = last + 1 - offsets.count
        if tailStart < items.count - first {
            sectionBases[position] += offsets.count
            rankItems(inSectionAt: position, 0..<tailStart)
        } else {
            rankItems(inSectionAt: position, first..<items.count)
        }
    }

    @usableFromInline
    mutating func moveItem(_ item: ItemID, relativeTo anchor: ItemID, after: Bool) throws(SnapshotError) {
        guard let source = itemLocations[item] else {
            throw .itemNotFound(String(describing: item), during: .moveSource)
        }
        guard itemLocations[anchor] != nil else {
            throw .itemNotFound(String(describing: anchor), during: .moveDestination)
        }
        if item == anchor { return }
        let sourcePosition = sectionPositions[source.section]!
        removeItems(atSortedOffsets: [offset(of: source, inSectionAt: sourcePosition)], inSectionAt: sourcePosition)
        let target = itemLocations[anchor]!
        let targetPosition = sectionPositions[target.section]!
        let targetOffset = offset(of: target, inSectionAt: targetPosition)
        insertItems([item], inSectionAt: targetPosition, at: after ? targetOffset + 1 : targetOffset)
    }

    /// Writes the location (section, and rank from the section's base) of the items of section
    /// `position` at `offsets`. O(offsets.count) hash updates.
    @inlinable
    mutating func rankItems(inSectionAt position: Int, _ offsets: Range<Int>) {
        let items = sectionItems[position], section = sections[position], base = sectionBases[position]
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
            itemLocations[items[offset]] = ItemLocation(section: section, rank: base + offset)
            offset += 1
        }
    }
}

extension Snapshot {
    /// The same identifiers without reload or reconfigure marks: what a data source's
    /// `snapshot()` returns after an apply has carried the marks out. O(marks).
    @inlinable
    public func withoutUpdateMarks() -> Snapshot {
        var copy = self
        copy.reloadedItems.removeAll()
        copy.reconfiguredItems.removeAll()
        copy.reloadedSections.removeAll()
        return copy
    }
}
