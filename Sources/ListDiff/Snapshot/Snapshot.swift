/// The state of a list's data — ordered sections of ordered, unique item identifiers — with the
/// API and semantics of UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Build one, hand it to the list, and the list diffs it against the previous one
/// (``Changeset/init(from:to:)``). Where UIKit raises an exception, the methods here throw a
/// ``SnapshotError`` (whose description is UIKit's reason) and leave the snapshot unchanged.
///
/// **Storage and costs.** Sections are an array with a dictionary from identifier to position;
/// each section's items are an array; one dictionary maps every item to its section identifier
/// and its *rank*, and each section has a *base*: the item's offset in its section is
/// `rank - base`. Prepending k items lowers the base by k and ranks the k new items below the
/// old ones, so the items already there keep their ranks; in general an edit re-ranks whichever
/// side of it is shorter — the head (moving the base) or the tail. Hence:
///
/// - membership, `sectionIdentifier(containingItem:)`, `indexPath(ofItem:)` and
///   `indexOfSection(_:)` are O(1); `indexOfItem(_:)` is O(1) plus O(number of sections) to
///   add up the preceding sections;
/// - appending or prepending k items is O(k) dictionary work; inserting, deleting or moving
///   items is O(k) plus O(min(items before, items after) the edited span of the touched
///   sections). The item arrays themselves are shifted by `Array.insert`/`remove` (an O(n)
///   memory move, no hashing); section edits are O(number of sections) plus the items of the
///   sections removed — they never re-rank the items of other sections.
///
/// A snapshot is a value: the first edit of a copy copies its item dictionary (O(n) memory
/// copying, no hashing), as ``applying(_:)`` does once per apply. That copy, not re-ranking, is
/// what a page prepended to a long section still costs.
///
/// **Differences from UIKit, on purpose.** Deleting an identifier that is not in the snapshot
/// throws (UIKit ignores it silently); inserting an item that already exists throws (UIKit ≤ 14
/// raised, UIKit ≥ 15 logs and moves it). Marking an item both reloaded and reconfigured keeps
/// only the reload, which supersedes it (UIKit keeps both lists and reloads).
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    /// Where an item lives: its section's identifier (not position, so that section edits do
    /// not renumber items) and its rank, from which its offset in the section is
    /// `rank - sectionBases[position]` (``offset(of:inSectionAt:)``).
    @usableFromInline
    struct ItemLocation {
        @usableFromInline var section: SectionID
        @usableFromInline var rank: Int

        @inlinable init(section: SectionID, rank: Int) {
            self.section = section
            self.rank = rank
        }
    }

    /// Section identifiers in order.
    @usableFromInline var sections: [SectionID] = []
    /// Section identifier → position in ``sections``.
    @usableFromInline var sectionPositions: [SectionID: Int] = [:]
    /// The items of each section, parallel to ``sections``.
    @usableFromInline var sectionItems: [[ItemID]] = []
    /// The rank of each section's first item, parallel to ``sections``: an item's offset is
    /// its rank minus its section's base. It falls when items are prepended.
    @usableFromInline var sectionBases: [Int] = []
    /// Item identifier → section and rank.
    @usableFromInline var itemLocations: [ItemID: ItemLocation] = [:]
    @usableFromInline var reloadedItems = OrderedMarks<ItemID>()
    @usableFromInline var reconfiguredItems = OrderedMarks<ItemID>()
    @usableFromInline var reloadedSections = OrderedMarks<SectionID>()

    /// An empty snapshot: no sections, no items.
    @inlinable
    public init() {}

    /// A snapshot with these sections and items, in order. O(total items).
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when an identifier repeats.
    @inlinable
    public init(_ contents: [(section: SectionID, items: [ItemID])]) throws(SnapshotError) {
        try appendSections(contents.map(\.section))
        var total = 0
        for entry in contents { total += entry.items.count }
        itemLocations.reserveCapacity(total)
        for entry in contents { try appendItems(entry.items, toSection: entry.section) }
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension Snapshot.ItemLocation: Sendable where SectionID: Sendable {}

// MARK: - Equality

extension Snapshot: Equatable {
    /// Whether the two snapshots have the same sections with the same items in the same order,
    /// and mark the same items reloaded or reconfigured and the same sections reloaded.
    ///
    /// Compare with ``hasIdenticalIdentifiers(to:)`` to ignore the marks, as UIKit's
    /// `isEqual:` does. Cost as ``hasIdenticalIdentifiers(to:)``, plus the marks.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasIdenticalIdentifiers(to: rhs)
            && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }

    /// Whether the two snapshots have the same sections with the same items in the same order —
    /// what UIKit's `-[__UIDiffableDataSourceSnapshot isEqual:]` compares (counts, sections,
    /// identifiers) — ignoring reload and reconfigure marks. Applying such a snapshot is a
    /// *redundant apply* when it marks nothing either.
    ///
    /// Cheap: O(1) when the counts differ; O(number of sections) when the item arrays share
    /// storage (a snapshot and an unmodified copy of it); O(total items) only when both were
    /// built separately and are equal, or differ late.
    @inlinable
    public func hasIdenticalIdentifiers(to other: Self) -> Bool {
        itemLocations.count == other.itemLocations.count
            && sections == other.sections
            && sectionItems == other.sectionItems
    }
}

extension Snapshot: CustomStringConvertible {
    /// `Snapshot(2 sections, 5 items: A[a, b] B[c, d, e])`, listing at most 10 items per section.
    public var description: String {
        var text = "Snapshot(\(sections.count) sections, \(itemLocations.count) items:"
        for (section, items) in zip(sections, sectionItems) {
            let shown = items.prefix(10).map { String(describing: $0) }.joined(separator: ", ")
            text += " \(section)[\(shown)\(items.count > 10 ? ", … \(items.count - 10) more" : "")]"
        }
        return text + ")"
    }
}
