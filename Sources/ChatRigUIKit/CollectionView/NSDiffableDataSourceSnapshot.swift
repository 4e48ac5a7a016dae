import ListDiff

/// `NSDiffableDataSourceSnapshot` with UIKit's non-throwing API over ChatRig's snapshot.
///
/// Where UIKit raises an exception on misuse (a duplicate identifier, an item or section
/// that is not in the snapshot, items appended with no section), the rehearsal records a
/// `snapshotError` finding naming the call and leaves the snapshot as it was, and the run
/// goes on. Outside a rehearsal the misuse is dropped silently.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot with its marks (reload, reconfigure).
    var storage = Snapshot<SectionIdentifierType, ItemIdentifierType>()

    public init() {}

    /// The one misuse guard: runs `call`'s change on the snapshot; where it fails (UIKit
    /// would raise) records the `snapshotError` and leaves the snapshot as it was.
    private mutating func attempt(_ call: String, _ body: (inout Snapshot<SectionIdentifierType, ItemIdentifierType>) throws(SnapshotError) -> Void) {
        do {
            try body(&storage)
        } catch {
            UIKitRun.current?.context.recordSnapshotError("NSDiffableDataSourceSnapshot.\(call): \(error)")
        }
    }

    // MARK: Queries

    public var numberOfItems: Int { storage.numberOfItems }
    public var numberOfSections: Int { storage.numberOfSections }
    public var sectionIdentifiers: [SectionIdentifierType] { storage.sectionIdentifiers }
    public var itemIdentifiers: [ItemIdentifierType] { storage.itemIdentifiers }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { storage.reloadedItemIdentifiers }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { storage.reconfiguredItemIdentifiers }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { storage.reloadedSectionIdentifiers }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        (try? storage.numberOfItems(inSection: identifier)) ?? 0
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        (try? storage.itemIdentifiers(inSection: identifier)) ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        storage.sectionIdentifier(containingItem: identifier)
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { storage.indexOfItem(identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { storage.indexOfSection(identifier) }

    // MARK: Items

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        attempt("appendItems(_:toSection:)") { s throws(SnapshotError) in try s.appendItems(identifiers, toSection: sectionIdentifier) }
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        attempt("insertItems(_:beforeItem:)") { s throws(SnapshotError) in try s.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        attempt("insertItems(_:afterItem:)") { s throws(SnapshotError) in try s.insertItems(identifiers, afterItem: afterIdentifier) }
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        attempt("deleteItems(_:)") { s throws(SnapshotError) in try s.deleteItems(identifiers) }
    }
    public mutating func deleteAllItems() { storage.deleteAllItems() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        attempt("moveItem(_:beforeItem:)") { s throws(SnapshotError) in try s.moveItem(identifier, beforeItem: toIdentifier) }
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        attempt("moveItem(_:afterItem:)") { s throws(SnapshotError) in try s.moveItem(identifier, afterItem: toIdentifier) }
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        attempt("reloadItems(_:)") { s throws(SnapshotError) in try s.reloadItems(identifiers) }
    }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        attempt("reconfigureItems(_:)") { s throws(SnapshotError) in try s.reconfigureItems(identifiers) }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        attempt("appendSections(_:)") { s throws(SnapshotError) in try s.appendSections(identifiers) }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        attempt("insertSections(_:beforeSection:)") { s throws(SnapshotError) in try s.insertSections(identifiers, beforeSection: toIdentifier) }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        attempt("insertSections(_:afterSection:)") { s throws(SnapshotError) in try s.insertSections(identifiers, afterSection: toIdentifier) }
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        attempt("deleteSections(_:)") { s throws(SnapshotError) in try s.deleteSections(identifiers) }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        attempt("moveSection(_:beforeSection:)") { s throws(SnapshotError) in try s.moveSection(identifier, beforeSection: toIdentifier) }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        attempt("moveSection(_:afterSection:)") { s throws(SnapshotError) in try s.moveSection(identifier, afterSection: toIdentifier) }
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        attempt("reloadSections(_:)") { s throws(SnapshotError) in try s.reloadSections(identifiers) }
    }
}

/// Sendable when its identifiers are, as UIKit's snapshot is: a value.
extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
