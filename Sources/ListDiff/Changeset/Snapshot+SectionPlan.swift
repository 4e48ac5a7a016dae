import Foundation

extension Snapshot {
    /// How a batch update rearranges the sections (the first half of ``applying(_:)``): where
    /// each section after the update comes from, validated against the snapshot before it.
    ///
    /// Deleted sections go; inserted ones land at their new positions, moved ones at their
    /// destinations, and the rest fill the remaining positions in their old order.
    @usableFromInline
    struct SectionPlan {
        /// Sections before the update.
        @usableFromInline let oldCount: Int
        /// Sections after the update.
        @usableFromInline let newCount: Int
        /// For each new position: the old position its section comes from, or -1 for an
        /// inserted section.
        @usableFromInline var sourceOfNew: [Int]
        /// For each old position: whether the section was deleted or reloaded, so that its
        /// items do not survive one by one.
        @usableFromInline var gone: [Bool]
        /// Old position → the items a reloaded section takes.
        @usableFromInline var reloadedContents: [Int: [ItemID]]
        /// New position → the identifier and items of an inserted section.
        @usableFromInline var insertedContents: [Int: (section: SectionID, items: [ItemID])] = [:]

        /// The plan of `changes` over `oldCount` sections. O(sections + section changes).
        ///
        /// - Throws: ``SnapshotError/invalidChangeset(_:)`` for a section index out of range
        ///   or used twice, or counts that do not add up.
        @inlinable
        init(_ changes: Changeset<SectionID, ItemID>, oldCount: Int) throws(SnapshotError) {
            self.oldCount = oldCount
            let leaves: [Bool]
            (leaves, gone, reloadedContents) = try Self.departures(changes, oldCount: oldCount)
            newCount = oldCount - changes.sectionDeletes.count + changes.sectionInserts.count
            guard newCount >= 0 else {
                throw .invalidChangeset("invalid number of sections: \(oldCount) before the update, \(changes.sectionDeletes.count) deleted")
            }
            sourceOfNew = [Int](repeating: Self.unassigned, count: newCount)
            try placeArrivals(changes)
            try fillRemaining(leaving: leaves)
        }

        /// A new position not yet given a source.
        @usableFromInline static var unassigned: Int { -2 }

        /// Which old sections leave their place (deleted or moved), which are gone (deleted
        /// or reloaded), and the reloaded sections' new items.
        @inlinable
        static func departures(_ changes: Changeset<SectionID, ItemID>, oldCount: Int)
            throws(SnapshotError) -> (leaves: [Bool], gone: [Bool], reloaded: [Int: [ItemID]]) {
            var leaves = [Bool](repeating: false, count: oldCount)
            var gone = leaves
            for index in changes.sectionDeletes {
                guard (0..<oldCount).contains(index), !leaves[index] else {
                    throw .invalidChangeset("attempt to delete section \(index), which is out of range or already deleted")
                }
                leaves[index] = true
                gone[index] = true
            }
            for move in changes.sectionMoves {
                guard (0..<oldCount).contains(move.from), !leaves[move.from] else {
                    throw .invalidChangeset("attempt to move section \(move.from), which is out of range or already deleted or moved")
                }
                leaves[move.from] = true
            }
            var reloaded: [Int: [ItemID]] = [:]
            for reload in changes.sectionReloads {
                guard (0..<oldCount).contains(reload.index), !leaves[reload.index],
                      reloaded.updateValue(reload.items, forKey: reload.index) == nil
                else {
                    throw .invalidChangeset("attempt to reload section \(reload.index), which is out of range, deleted, moved or reloaded twice")
                }
                gone[reload.index] = true
            }
            return (leaves, gone, reloaded)
        }

        /// Places the inserted and the moved sections at their new positions.
        @inlinable
        mutating func placeArrivals(_ changes: Changeset<SectionID, ItemID>) throws(SnapshotError) {
            for insert in changes.sectionInserts {
                guard (0..<newCount).contains(insert.index), sourceOfNew[insert.index] == Self.unassigned else {
                    throw .invalidChangeset("attempt to insert section \(insert.index) but there are only \(newCount) sections after the update, or it is inserted twice")
                }
                sourceOfNew[insert.index] = -1
                insertedContents[insert.index] = (insert.section, insert.items)
            }
            for move in changes.sectionMoves {
                guard (0..<newCount).contains(move.to), sourceOfNew[move.to] == Self.unassigned else {
                    throw .invalidChangeset("attempt to move section \(move.from) to \(move.to), which is out of range or already taken")
                }
                sourceOfNew[move.to] = move.from
            }
        }

        /// Fills the positions left with the sections that stay, in their old order; every
        /// one of them must find a place and every place a section.
        @inlinable
        mutating func fillRemaining(leaving leaves: [Bool]) throws(SnapshotError) {
            var nextOld = 0
            for j in 0..<newCount where sourceOfNew[j] == Self.unassigned {
                while nextOld < oldCount && leaves[nextOld] { nextOld += 1 }
                guard nextOld < oldCount else { throw countMismatch() }
                sourceOfNew[j] = nextOld
                nextOld += 1
            }
            while nextOld < oldCount && leaves[nextOld] { nextOld += 1 }
            guard nextOld == oldCount else { throw countMismatch() }
        }

        @inlinable
        func countMismatch() -> SnapshotError {
            .invalidChangeset("invalid number of sections: \(newCount) after the update do not match \(oldCount) before plus or minus the sections inserted, deleted and moved")
        }

        /// Whether new section `section` is one whose items survive one by one: it comes
        /// from an old section that was neither deleted nor reloaded.
        @inlinable
        func survives(newSection section: Int) -> Bool {
            (0..<newCount).contains(section) && sourceOfNew[section] >= 0 && !gone[sourceOfNew[section]]
        }
    }

    /// A snapshot with the sections `plan` arranges: each section's identifier and items
    /// (a reloaded section's new ones), the surviving sections keeping their base so that
    /// the item locations copied from this snapshot stay valid for them. O(sections).
    ///
    /// - Throws: ``SnapshotError/invalidChangeset(_:)`` when a section identifier would
    ///   appear twice.
    @inlinable
    func rearrangingSections(_ plan: SectionPlan) throws(SnapshotError) -> Snapshot {
        var result = Snapshot()
        result.sections.reserveCapacity(plan.newCount)
        result.sectionItems.reserveCapacity(plan.newCount)
        result.sectionBases.reserveCapacity(plan.newCount)
        result.sectionPositions.reserveCapacity(plan.newCount)
        for j in 0..<plan.newCount {
            let source = plan.sourceOfNew[j]
            let identifier: SectionID, items: [ItemID]
            if source < 0 {
                (identifier, items) = plan.insertedContents[j]!
            } else {
                identifier = sections[source]
                items = plan.reloadedContents[source] ?? sectionItems[source]
            }
            guard result.sectionPositions.updateValue(j, forKey: identifier) == nil else {
                throw .invalidChangeset("section identifier \(identifier) would appear twice after the update")
            }
            result.sections.append(identifier)
            result.sectionItems.append(items)
            result.sectionBases.append(source < 0 || plan.gone[source] ? 0 : sectionBases[source])
        }
        return result
    }
}
