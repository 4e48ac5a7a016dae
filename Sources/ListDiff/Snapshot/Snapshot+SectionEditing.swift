// Section edits, as in `NSDiffableDataSourceSnapshot`. Each validates everything first and
// throws before changing anything.
extension Snapshot {
    /// Adds `identifiers` as new, empty sections at the end. O(k).
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when an identifier repeats
    ///   within `identifiers` or is already in the snapshot.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        try insertSections(identifiers, at: sections.count)
    }

    /// Inserts `identifiers` as new, empty sections before `anchor`.
    /// O(k + number of sections after `anchor`).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)`` when `anchor` is not in the
    ///   snapshot; ``SnapshotError/duplicateSectionIdentifiers(_:)`` as ``appendSections(_:)``.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection anchor: SectionID) throws(SnapshotError) {
        guard let position = sectionPositions[anchor] else {
            throw .sectionNotFound(String(describing: anchor), during: .insert)
        }
        try insertSections(identifiers, at: position)
    }

    /// Inserts `identifiers` as new, empty sections after `anchor`.
    /// O(k + number of sections after `anchor`).
    ///
    /// - Throws: As ``insertSections(_:beforeSection:)``.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection anchor: SectionID) throws(SnapshotError) {
        guard let position = sectionPositions[anchor] else {
            throw .sectionNotFound(String(describing: anchor), during: .insert)
        }
        try insertSections(identifiers, at: position + 1)
    }

    /// Removes the sections and all their items (and their reload/reconfigure marks).
    /// O(number of sections + items removed).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)`` when an identifier is not in the
    ///   snapshot (UIKit skips it silently).
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        for identifier in identifiers where sectionPositions[identifier] == nil {
            throw .sectionNotFound(String(describing: identifier), during: .delete)
        }
        var removed = [Bool](repeating: false, count: sections.count)
        for identifier in identifiers {
            guard let position = sectionPositions.removeValue(forKey: identifier) else { continue }
            removed[position] = true
            for item in sectionItems[position] { itemLocations[item] = nil }
            reloadedItems.remove(contentsOf: sectionItems[position])
            reconfiguredItems.remove(contentsOf: sectionItems[position])
        }
        reloadedSections.remove(contentsOf: identifiers)
        let first = removed.firstIndex(of: true) ?? sections.count
        var keptSections: [SectionID] = Array(sections[..<first])
        var keptItems: [[ItemID]] = Array(sectionItems[..<first])
        var keptBases: [Int] = Array(sectionBases[..<first])
        for position in first..<sections.count where !removed[position] {
            keptSections.append(sections[position])
            keptItems.append(sectionItems[position])
            keptBases.append(sectionBases[position])
        }
        sections = keptSections
        sectionItems = keptItems
        sectionBases = keptBases
        renumberSections(from: first)
    }

    /// Moves `section` (with its items) to just before `anchor`. Moving a section relative to
    /// itself does nothing, as in UIKit. O(number of sections).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)`` when either is missing (UIKit:
    ///   `fromSection != NSNotFound` / `toSection != NSNotFound`).
    public mutating func moveSection(_ section: SectionID, beforeSection anchor: SectionID) throws(SnapshotError) {
        try moveSection(section, relativeTo: anchor, after: false)
    }

    /// Moves `section` (with its items) to just after `anchor`. Moving a section relative to
    /// itself does nothing. O(number of sections).
    ///
    /// - Throws: As ``moveSection(_:beforeSection:)``.
    public mutating func moveSection(_ section: SectionID, afterSection anchor: SectionID) throws(SnapshotError) {
        try moveSection(section, relativeTo: anchor, after: true)
    }

    /// Marks sections to be reloaded (their cells recreated) when the snapshot is applied.
    /// O(k).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)``: UIKit's "Attempted to reload
    ///   section identifier that does not exist in the snapshot".
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        for identifier in identifiers where sectionPositions[identifier] == nil {
            throw .sectionNotFound(String(describing: identifier), during: .reload)
        }
        for identifier in identifiers { reloadedSections.insert(identifier) }
    }

    // MARK: Internals

    @inlinable
    mutating func insertSections(_ identifiers: [SectionID], at position: Int) throws(SnapshotError) {
        var incoming = Set<SectionID>(minimumCapacity: identifiers.count)
        var duplicates: [SectionID] = []
        for identifier in identifiers where !incoming.insert(identifier).inserted || sectionPositions[identifier] != nil {
            duplicates.append(identifier)
        }
        guard duplicates.isEmpty else {
            throw .duplicateSectionIdentifiers(duplicates.map { String(describing: $0) })
        }
        if position == sections.count {
            for identifier in identifiers {
                sectionPositions[identifier] = sections.count
                sections.append(identifier)
                sectionItems.append([])
                sectionBases.append(0)
            }
        } else {
            sections.insert(contentsOf: identifiers, at: position)
            sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
            sectionBases.insert(contentsOf: repeatElement(0, count: identifiers.count), at: position)
            renumberSections(from: position)
        }
    }

    @usableFromInline
    mutating func moveSection(_ section: SectionID, relativeTo anchor: SectionID, after: Bool) throws(SnapshotError) {
        guard let from = sectionPositions[section] else {
            throw .sectionNotFound(String(describing: section), during: .moveSource)
        }
        guard sectionPositions[anchor] != nil else {
            throw .sectionNotFound(String(describing: anchor), during: .moveDestination)
        }
        if section == anchor { return }
        let items = sectionItems.remove(at: from), base = sectionBases.remove(at: from)
        sections.remove(at: from)
        let anchorPosition = sections.firstIndex(of: anchor)!
        let to = after ? anchorPosition + 1 : anchorPosition
        sections.insert(section, at: to)
        sectionItems.insert(items, at: to)
        sectionBases.insert(base, at: to)
        renumberSections(from: Swift.min(from, to))
    }

    /// Rewrites ``sectionPositions`` for the sections from `start` on. O(sections - start).
    @inlinable
    mutating func renumberSections(from start: Int) {
        for position in start..<sections.count { sectionPositions[sections[position]] = position }
    }
}
