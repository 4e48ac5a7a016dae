/// One `performBatchUpdates(_:completion:)` batch as UIKit takes it: deletions and reloads
/// name index paths *before* the update, insertions *after* it, and a move goes from a
/// before-index-path to an after-index-path. Apple, `performBatchUpdates(_:completion:)`:
/// "Deletes are processed before inserts in batch operations. This means the indexes for the
/// deletions are processed relative to the indexes of the collection view's state before the
/// batch operation, and the indexes for the insertions are processed relative to the indexes
/// of the state after all the deletions in the batch operation." A reload is a deletion and
/// an insertion at the same place: the item keeps its position and is replaced.
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items configured again in place (`reconfigureItems(at:)`), after the update: their
    /// identities do not change.
    var reconfiguredItems: Set<IndexPath> = []
}

/// UIKit's `NSInternalInconsistencyException` for a batch whose counts disagree with the
/// data source, with UIKit's message word for word as crash reports quote it ("Invalid
/// update: invalid number of items in section 0. The number of items contained in an
/// existing section after the update (…) must be equal to …").
struct InvalidUpdate: Error, Equatable {
    var message: String

    /// The message as `UITableView` words it: rows of a table view, not items of a
    /// collection view ("Invalid update: invalid number of rows in section 0. The number of
    /// rows contained in an existing section after the update …").
    var inTableViewTerms: String {
        message.replacingOccurrences(of: "items", with: "rows").replacingOccurrences(of: "collection view", with: "table view")
    }
}

/// The identities of a classic data source's items as UIKit tracks them: index paths
/// without identifiers, so each item gets a serial number when it is inserted (or loaded,
/// or reloaded) and keeps it as batch updates move it, as the collection view keeps a cell's
/// item through a batch. `sections[s][i]` is the identity of the item at index path `s`-`i`.
struct ItemTracker {
    private(set) var sections: [[Int]] = []
    private var nextIdentity = 0
    /// A reloaded item's place while a batch is worked out: it gets a fresh identity there.
    private static let replaced = -1

    /// `reloadData()`: every item a fresh identity, `counts[s]` items in section `s`. O(n).
    mutating func reload(counts: [Int]) {
        sections = counts.map { count in (0..<max(0, count)).map { _ in fresh() } }
    }

    private mutating func fresh() -> Int {
        defer { nextIdentity += 1 }
        return nextIdentity
    }

    /// Applies `batch` against the data source's counts after it (`sectionCount`, and
    /// `itemCount(s)` for section `s` after the update), checking what UIKit checks.
    ///
    /// - Returns: the index paths, after the update, of items with fresh identities
    ///   (inserted, in inserted or reloaded sections, or reloaded items).
    /// - Throws: ``InvalidUpdate`` with UIKit's message; the tracker is then unchanged.
    /// - Complexity: O(n + u log u) for n items and u updates.
    mutating func apply(_ batch: BatchUpdate, sectionCount: Int, itemCount: (Int) -> Int) throws(InvalidUpdate) -> [IndexPath] {
        try checkRanges(batch)
        let before = sections.count
        let expected = before - batch.deletedSections.count + batch.insertedSections.count
        guard sectionCount == expected else {
            throw InvalidUpdate(message: "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (\(sectionCount)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        // Where each section after the update comes from (nil: inserted).
        var fixed: [Int: Int?] = [:]
        for section in batch.insertedSections { fixed[section] = .some(nil) }
        for move in batch.movedSections { fixed[move.to] = .some(move.from) }
        let survivors = (0..<before).filter { old in
            !batch.deletedSections.contains(old) && !batch.movedSections.contains { $0.from == old }
        }
        let origins = try place(count: expected, fixed: fixed, survivors: survivors, what: "section", in: nil)
        var next = self
        var freshPaths: [IndexPath] = []
        var result: [[Int]] = []
        for (section, origin) in origins.enumerated() {
            guard let old = origin, !batch.reloadedSections.contains(old) else {
                let items = (0..<max(0, itemCount(section))).map { _ in next.fresh() }
                freshPaths += items.indices.map { IndexPath(item: $0, section: section) }
                result.append(items)
                continue
            }
            let items = try next.items(of: old, becoming: section, batch, count: itemCount(section), fresh: &freshPaths)
            result.append(items)
        }
        next.sections = result
        self = next
        return freshPaths
    }

    /// Section `old`'s items as section `section` after `batch`, checked against `count`.
    private mutating func items(of old: Int, becoming section: Int, _ batch: BatchUpdate, count: Int,
                                fresh freshPaths: inout [IndexPath]) throws(InvalidUpdate) -> [Int] {
        let inserted = batch.insertedItems.filter { $0.section == section }
        let deleted = batch.deletedItems.filter { $0.section == old }
        let movedIn = batch.movedItems.filter { $0.to.section == section && $0.from.section != old }.count
        let movedOut = batch.movedItems.filter { $0.from.section == old && $0.to.section != section }.count
        let before = sections[old].count
        guard count == before - deleted.count + inserted.count + movedIn - movedOut else {
            throw InvalidUpdate(message: "Invalid update: invalid number of items in section \(section). The number of items "
                + "contained in an existing section after the update (\(count)) must be equal to the number of items contained "
                + "in that section before the update (\(before)), plus or minus the number of items inserted or deleted from "
                + "that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of items "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        }
        var fixed: [Int: Int?] = [:]
        for path in inserted { fixed[path.item] = .some(nil) }
        for move in batch.movedItems where move.to.section == section {
            fixed[move.to.item] = .some(sections[move.from.section][move.from.item])
        }
        var survivors: [Int] = []
        for (index, identity) in sections[old].enumerated() {
            let path = IndexPath(item: index, section: old)
            guard !deleted.contains(path), !batch.movedItems.contains(where: { $0.from == path }) else { continue }
            survivors.append(batch.reloadedItems.contains(path) ? Self.replaced : identity)
        }
        let placed = try place(count: count, fixed: fixed, survivors: survivors, what: "item", in: section)
        return placed.enumerated().map { index, identity in
            guard let identity, identity != Self.replaced else {
                freshPaths.append(IndexPath(item: index, section: section))
                return fresh()
            }
            return identity
        }
    }

    /// `count` slots: the `fixed` ones (an index after the update → an identity, or nil for
    /// an insertion), the rest filled with `survivors` in order.
    private func place<T>(count: Int, fixed: [Int: T?], survivors: [T], what: String, in section: Int?) throws(InvalidUpdate) -> [T?] {
        var slots = [T?](repeating: nil, count: count)
        var taken = [Bool](repeating: false, count: count)
        for (index, value) in fixed.sorted(by: { $0.key < $1.key }) {
            guard index < count else {
                let place = section.map { " into section \($0)" } ?? ""
                throw InvalidUpdate(message: "attempt to insert \(what) \(index)\(place), but there are only \(count) "
                    + "\(what)s\(section.map { " in section \($0)" } ?? "") after the update")
            }
            slots[index] = value
            taken[index] = true
        }
        var rest = survivors.makeIterator()
        for index in 0..<count where !taken[index] { slots[index] = rest.next() }
        return slots
    }

    /// Deletions, reloads and move sources must name what is there before the update.
    private func checkRanges(_ batch: BatchUpdate) throws(InvalidUpdate) {
        for section in batch.deletedSections.union(batch.reloadedSections) where section >= sections.count {
            throw InvalidUpdate(message: "attempt to delete section \(section), but there are only \(sections.count) sections before the update")
        }
        let named = batch.deletedItems.union(batch.reloadedItems).union(batch.movedItems.map(\.from))
        for path in named.sorted() where path.section >= sections.count || path.item >= sections[path.section].count {
            let count = path.section < sections.count ? sections[path.section].count : 0
            throw InvalidUpdate(message: "attempt to delete item \(path.item) from section \(path.section) which only contains "
                + "\(count) items before the update")
        }
        if let both = batch.deletedItems.intersection(batch.reloadedItems).sorted().first {
            throw InvalidUpdate(message: "attempt to delete and reload the same index path (\(both))")
        }
    }
}
