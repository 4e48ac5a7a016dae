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
    /// The sections move first (``SectionPlan``), then the items of the surviving sections
    /// (``ItemPlan``).
    ///
    /// - Throws: ``SnapshotError/invalidChangeset(_:)`` when `changes` does not fit this
    ///   snapshot: an index out of range or used twice, counts that do not add up, an item
    ///   operation inside a section that is inserted, deleted or reloaded, or identifiers that
    ///   would no longer be unique.
    @inlinable
    public func applying(_ changes: Changeset<SectionID, ItemID>) throws(SnapshotError) -> Snapshot {
        let sectionPlan = try SectionPlan(changes, oldCount: sections.count)
        var result = try rearrangingSections(sectionPlan)
        let itemPlan = try ItemPlan(changes, over: self, sections: sectionPlan)

        // Locations: start from the old ones; remove everything that leaves, then write the
        // locations of everything that lands or shifts.
        result.itemLocations = itemLocations
        for i in 0..<sectionPlan.oldCount where sectionPlan.gone[i] {
            for item in sectionItems[i] { result.itemLocations[item] = nil }
        }
        for item in itemPlan.deleted { result.itemLocations[item] = nil }
        for j in 0..<sectionPlan.newCount {
            let source = sectionPlan.sourceOfNew[j]
            if source < 0 || sectionPlan.gone[source] {
                result.rankItems(inSectionAt: j, 0..<result.sectionItems[j].count)
            } else {
                try result.rearrangeItems(inSectionAt: j, from: sectionItems[source], source: source, as: itemPlan)
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
