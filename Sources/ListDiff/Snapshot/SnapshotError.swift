/// Why a ``Snapshot`` refused an edit, or a ``Changeset`` did not fit a snapshot.
///
/// Where `NSDiffableDataSourceSnapshot` raises an `NSInternalInconsistencyException`, the
/// matching ``Snapshot`` method throws one of these instead and leaves the snapshot unchanged.
/// ``description`` reproduces UIKit's reason string; the strings were checked against
/// UIKit's `__UIDiffableDataSourceSnapshot.m` and `_UIDiffableDataSourceUpdate.m` assertions
/// (iOS 15–17 era) and, for duplicates, against the crash reports apps print:
///
/// | Case | UIKit's reason |
/// |---|---|
/// | ``duplicateItemIdentifiers(_:)`` | `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}` |
/// | ``duplicateSectionIdentifiers(_:)`` | `Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(…)}` |
/// | ``noSections`` | `There are currently no sections in the data source. Please add a section first.` |
/// | ``sectionNotFound(_:during:)`` | `Invalid parameter not satisfying: section != NSNotFound` (and siblings, see ``Operation``) |
/// | ``itemNotFound(_:during:)`` | `Attempted to reload item identifier that does not exist in the snapshot: …` (and siblings) |
///
/// Identifiers are carried as their `String(describing:)` text so the error is one
/// non-generic, `Sendable` type.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Item identifiers supplied to an insert/append repeat each other or are already in the
    /// snapshot. UIKit raised `Fatal: supplied item identifiers are not unique` for both
    /// through iOS 14; since iOS 15 it logs and moves an identifier that already exists instead.
    /// ChatRig keeps the strict rule: a repeated identifier is a bug in the caller.
    case duplicateItemIdentifiers([String])
    /// Section identifiers supplied to an insert/append repeat each other or are already in
    /// the snapshot.
    case duplicateSectionIdentifiers([String])
    /// `appendItems(_:)` without a section on a snapshot that has no sections.
    case noSections
    /// A section identifier that the operation needs is not in the snapshot.
    case sectionNotFound(String, during: Operation)
    /// An item identifier that the operation needs is not in the snapshot.
    case itemNotFound(String, during: Operation)
    /// A ``Changeset`` that does not fit the snapshot it is applied to (it was computed from
    /// another snapshot). The text says which count or index does not add up, in the words of
    /// `UICollectionView`'s "Invalid update" exception.
    case invalidChangeset(String)

    /// The operation during which an identifier was missing; it selects UIKit's wording.
    public enum Operation: String, Hashable, Sendable {
        /// `appendItems(_:toSection:)`: the destination section.
        case appendItems
        /// `insertItems`/`insertSections` before or after: the anchor.
        case insert
        /// `moveItem`/`moveSection`: the identifier being moved.
        case moveSource
        /// `moveItem`/`moveSection`: the anchor of the move.
        case moveDestination
        /// `deleteItems`/`deleteSections`.
        case delete
        /// `reloadItems`/`reloadSections`.
        case reload
        /// `reconfigureItems`.
        case reconfigure
        /// A query that needs an existing section (`numberOfItems(inSection:)`,
        /// `itemIdentifiers(inSection:)`).
        case query
    }

    public var description: String {
        switch self {
        case .duplicateItemIdentifiers(let identifiers):
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.setText(identifiers))"
        case .duplicateSectionIdentifiers(let identifiers):
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.setText(identifiers))"
        case .noSections:
            "There are currently no sections in the data source. Please add a section first."
        case .sectionNotFound(let identifier, let operation):
            switch operation {
            case .reload, .reconfigure:
                "Attempted to \(operation.rawValue) section identifier that does not exist in the snapshot: \(identifier)"
            case .insert:
                "Invalid parameter not satisfying: insertIndex != NSNotFound (section identifier: \(identifier))"
            case .moveSource:
                "Invalid parameter not satisfying: fromSection != NSNotFound (section identifier: \(identifier))"
            case .moveDestination:
                "Invalid parameter not satisfying: toSection != NSNotFound (section identifier: \(identifier))"
            case .delete:
                // UIKit skips unknown identifiers in deleteSections silently; ChatRig reports them.
                "Attempted to delete section identifier that does not exist in the snapshot: \(identifier) (UIKit ignores this silently)"
            case .appendItems, .query:
                "Invalid parameter not satisfying: section != NSNotFound (section identifier: \(identifier))"
            }
        case .itemNotFound(let identifier, let operation):
            switch operation {
            case .reload, .reconfigure:
                "Attempted to \(operation.rawValue) item identifier that does not exist in the snapshot: \(identifier)"
            case .insert:
                "Invalid parameter not satisfying: insertIndex != NSNotFound (item identifier: \(identifier))"
            case .moveSource:
                "Invalid parameter not satisfying: fromIndex != NSNotFound (item identifier: \(identifier))"
            case .moveDestination:
                "Invalid parameter not satisfying: toIndex != NSNotFound (item identifier: \(identifier))"
            case .delete:
                // UIKit skips unknown identifiers in deleteItems silently; ChatRig reports them.
                "Attempted to delete item identifier that does not exist in the snapshot: \(identifier) (UIKit ignores this silently)"
            case .appendItems, .query:
                "Invalid parameter not satisfying: index != NSNotFound (item identifier: \(identifier))"
            }
        case .invalidChangeset(let reason):
            "Invalid update: \(reason)"
        }
    }

    /// `NSSet`'s description, as UIKit prints it: `{(\n    a,\n    b\n)}`.
    private static func setText(_ identifiers: [String]) -> String {
        "{(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }
}
