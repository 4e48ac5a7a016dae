import Foundation

// Identifier and index queries, named as in `NSDiffableDataSourceSnapshot`.
extension Snapshot {
    /// The number of items in all sections. O(1).
    @inlinable public var numberOfItems: Int { itemLocations.count }

    /// The number of sections. O(1).
    @inlinable public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order. O(1) (copy-on-write).
    @inlinable public var sectionIdentifiers: [SectionID] { sections }

    /// Every item identifier, section after section. O(1) with one section (copy-on-write),
    /// O(total items) otherwise.
    @inlinable public var itemIdentifiers: [ItemID] {
        sectionItems.count == 1 ? sectionItems[0] : Array(sectionItems.joined())
    }

    /// The items of `section`, in order. O(1) (copy-on-write).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)`` when `section` is not in the
    ///   snapshot, as UIKit raises since iOS 14 (it returned an empty array before).
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) throws(SnapshotError) -> [ItemID] {
        guard let position = sectionPositions[section] else {
            throw .sectionNotFound(String(describing: section), during: .query)
        }
        return sectionItems[position]
    }

    /// The number of items in `section`. O(1).
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:during:)`` when `section` is not in the
    ///   snapshot.
    @inlinable
    public func numberOfItems(inSection section: SectionID) throws(SnapshotError) -> Int {
        guard let position = sectionPositions[section] else {
            throw .sectionNotFound(String(describing: section), during: .query)
        }
        return sectionItems[position].count
    }

    /// The number of items in the section at `index` (UICollectionView's
    /// `numberOfItems(inSection:)`, which takes a position), or nil when no section is at
    /// `index`. O(1).
    @inlinable
    public func numberOfItems(inSectionAt index: Int) -> Int? {
        sectionItems.indices.contains(index) ? sectionItems[index].count : nil
    }

    /// The section that contains `item`, or `nil` when `item` is not in the snapshot. O(1).
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        itemLocations[item]?.section
    }

    /// The position of `item` in ``itemIdentifiers`` (counting across sections), or `nil`.
    /// O(1) lookup plus O(number of sections before the item's section).
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let location = itemLocations[item], let section = sectionPositions[location.section] else {
            return nil
        }
        var index = offset(of: location, inSectionAt: section)
        for preceding in 0..<section { index += sectionItems[preceding].count }
        return index
    }

    /// The position of `section`, or `nil`. O(1).
    @inlinable
    public func indexOfSection(_ section: SectionID) -> Int? {
        sectionPositions[section]
    }

    /// Whether `item` is in the snapshot. O(1).
    @inlinable
    public func containsItem(_ item: ItemID) -> Bool { itemLocations[item] != nil }

    /// Whether `section` is in the snapshot. O(1).
    @inlinable
    public func containsSection(_ section: SectionID) -> Bool { sectionPositions[section] != nil }

    /// The index path of `item` (`section` = position of its section), or `nil`. O(1).
    @inlinable
    public func indexPath(ofItem item: ItemID) -> IndexPath? {
        guard let location = itemLocations[item], let section = sectionPositions[location.section] else {
            return nil
        }
        return IndexPath(item: offset(of: location, inSectionAt: section), section: section)
    }

    /// The item at `indexPath`, or `nil` when the path is out of range. O(1).
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = sectionItems[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Items marked with ``reloadItems(_:)``, in the order first marked. O(1).
    @inlinable public var reloadedItemIdentifiers: [ItemID] { reloadedItems.elements }

    /// Items marked with ``reconfigureItems(_:)`` (and not also reloaded), in the order first
    /// marked. O(1).
    @inlinable public var reconfiguredItemIdentifiers: [ItemID] { reconfiguredItems.elements }

    /// Sections marked with ``reloadSections(_:)``, in the order first marked. O(1).
    @inlinable public var reloadedSectionIdentifiers: [SectionID] { reloadedSections.elements }
}
