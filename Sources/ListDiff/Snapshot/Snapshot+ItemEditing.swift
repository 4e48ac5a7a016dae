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
        try validateNewItems(identifiers)
        let start = sectionItems[position].count
        sectionItems[position].append(contentsOf: identifiers)
        var offset = start
        for identifier in identifiers {
            itemLocations[identifier] = ItemLocation(section: target, offset: offset)
            offset += 1
        }
    }

    /// Inserts `identifiers` just before `anchor`, in `anchor`'s section.
    /// O(k + items after `anchor` in its section).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)`` when `anchor` is not in the
    ///   snapshot; ``SnapshotError/duplicateItemIdentifiers(_:)`` as ``appendItems(_:toSection:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) throws(SnapshotError) {
        guard let location = itemLocations[anchor] else {
            throw .itemNotFound(String(describing: anchor), during: .insert)
        }
        try validateNewItems(identifiers)
        insertItems(identifiers, in: location.section, at: location.offset)
    }

    /// Inserts `identifiers` just after `anchor`, in `anchor`'s section.
    /// O(k + items after `anchor` in its section).
    ///
    /// - Throws: As ``insertItems(_:beforeItem:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) throws(SnapshotError) {
        guard let location = itemLocations[anchor] else {
            throw .itemNotFound(String(describing: anchor), during: .insert)
        }
        try validateNewItems(identifiers)
        insertItems(identifiers, in: location.section, at: location.offset + 1)
    }

    /// Removes the items (and their reload/reconfigure marks); a repeated identifier is removed
    /// once. O(k + items after the first removed one in each touched section).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:during:)`` when an identifier is not in the
    ///   snapshot (UIKit skips it silently).
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            throw .itemNotFound(String(describing: identifier), during: .delete)
        }
        var removedOffsets: [SectionID: [Int]] = [:]
        for identifier in identifiers {
            guard let location = itemLocations.removeValue(forKey: identifier) else { continue }
            removedOffsets[location.section, default: []].append(location.offset)
        }
        for (section, offsets) in removedOffsets {
            let position = sectionPositions[section]!
            let sorted = offsets.sorted()
            var items = sectionItems[position]
            sectionItems[position] = []  // keeps `items` uniquely referenced: compacted in place
            var next = 0
            var write = sorted[0]
            for read in sorted[0]..<items.count {
                if next < sorted.count && sorted[next] == read {
                    next += 1
                } else {
                    items[write] = items[read]
                    write += 1
                }
            }
            items.removeSubrange(write...)
            sectionItems[position] = items
            renumberItems(inSectionAt: position, from: sorted[0])
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
    /// O(items shifted in the two sections).
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

    @usableFromInline
    mutating func insertItems(_ identifiers: [ItemID], in section: SectionID, at offset: Int) {
        let position = sectionPositions[section]!
        sectionItems[position].insert(contentsOf: identifiers, at: offset)
        for identifier in identifiers { itemLocations[identifier] = ItemLocation(section: section, offset: 0) }
        renumberItems(inSectionAt: position, from: offset)
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
        sectionItems[sourcePosition].remove(at: source.offset)
        renumberItems(inSectionAt: sourcePosition, from: source.offset)
        let target = itemLocations[anchor]!
        insertItems([item], in: target.section, at: after ? target.offset + 1 : target.offset)
    }

    /// Rewrites the offsets of the items of section `position` from `start` on.
    @inlinable
    mutating func renumberItems(inSectionAt position: Int, from start: Int) {
        let items = sectionItems[position]
        var offset = start
        while offset < items.count {
            itemLocations[items[offset]]?.offset = offset
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
