import ChatModel
import Foundation
import Testing
@testable import ListDiff

@Suite struct ChangesetTests {
    typealias S = Snapshot<String, Int>
    typealias C = Changeset<String, Int>

    static func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    // MARK: Fixed cases

    @Test func identicalSnapshotsGiveAnEmptyChangeset() throws {
        let snapshot = try S([("A", [1, 2]), ("B", [3])])
        let changes = C(from: snapshot, to: snapshot)
        #expect(changes.isEmpty)
        #expect(try snapshot.applying(changes) == snapshot)
    }

    @Test func appendingAMessageIsOneInsert() throws {
        let old = try S([("chat", Array(0..<1_000))])
        let new = try S([("chat", Array(0..<1_001))])
        let changes = C(from: old, to: new)
        #expect(changes.itemInserts == [C.ItemInsert(indexPath: Self.path(1_000, 0), item: 1_000)])
        #expect(changes.changesStructure)
        #expect(changes.itemDeletes.isEmpty && changes.itemMoves.isEmpty)
    }

    @Test func deletesAreDescendingAndInsertsAscending() throws {
        let old = try S([("A", [1, 2, 3, 4]), ("B", [5, 6, 7])])
        let new = try S([("A", [1, 10, 3]), ("B", [11, 5, 12])])
        let changes = C(from: old, to: new)
        #expect(changes.itemDeletes == [Self.path(2, 1), Self.path(1, 1), Self.path(3, 0), Self.path(1, 0)])
        #expect(changes.itemInserts.map(\.indexPath) == [Self.path(1, 0), Self.path(0, 1), Self.path(2, 1)])
        #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
    }

    @Test func itemsMovingAcrossSectionsAreMoves() throws {
        let old = try S([("A", [1, 2, 3]), ("B", [4])])
        let new = try S([("A", [1, 3]), ("B", [4, 2])])
        let changes = C(from: old, to: new)
        #expect(changes.itemMoves == [C.ItemMove(from: Self.path(1, 0), to: Self.path(1, 1))])
        #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)
        #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
    }

    @Test func itemsInAMovedSectionThatKeepTheirPlaceNeedNoItemOperation() throws {
        let old = try S([("A", [1, 2]), ("B", [3, 4])])
        let new = try S([("B", [3, 4]), ("A", [1, 2])])
        let changes = C(from: old, to: new)
        #expect(changes.sectionMoves.count == 1)
        #expect(changes.itemMoves.isEmpty && changes.itemInserts.isEmpty && changes.itemDeletes.isEmpty)
        #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
    }

    @Test func insertedAndDeletedSectionsCarryTheirItems() throws {
        let old = try S([("A", [1, 2]), ("B", [3])])
        let new = try S([("A", [1]), ("C", [2, 9])])
        let changes = C(from: old, to: new)
        #expect(changes.sectionDeletes == [1])
        #expect(changes.sectionInserts == [C.SectionInsert(index: 1, section: "C", items: [2, 9])])
        // Item 2 left a surviving section for an inserted one: an item delete, no item insert.
        #expect(changes.itemDeletes == [Self.path(1, 0)])
        #expect(changes.itemInserts.isEmpty && changes.itemMoves.isEmpty)
        #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
    }

    @Test func reloadsAreByOldPathAndReconfiguresByNewPath() throws {
        let old = try S([("A", [1, 2, 3])])
        var new = try S([("A", [0, 1, 2, 3])])
        try new.reloadItems([3])
        try new.reconfigureItems([2])
        let changes = C(from: old, to: new)
        #expect(changes.itemReloads == [Self.path(2, 0)])
        #expect(changes.itemReconfigures == [Self.path(2, 0)])
        #expect(changes.itemInserts.map(\.indexPath) == [Self.path(0, 0)])
    }

    @Test func aReloadedItemThatMovesBecomesDeleteAndInsert() throws {
        let old = try S([("A", [1, 2, 3])])
        var new = try S([("A", [3, 1, 2])])
        try new.reloadItems([3])
        let changes = C(from: old, to: new)
        #expect(changes.itemMoves.isEmpty)
        #expect(changes.itemReloads.isEmpty)
        #expect(changes.itemDeletes == [Self.path(2, 0)])
        #expect(changes.itemInserts == [C.ItemInsert(indexPath: Self.path(0, 0), item: 3)])
        #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
    }

    @Test func aReloadedSectionIsReloadedInPlaceOrDeletedAndInsertedWhenItMoves() throws {
        let old = try S([("A", [1]), ("B", [2]), ("C", [3])])
        var stays = try S([("A", [1]), ("B", [2, 4]), ("C", [3])])
        try stays.reloadSections(["B"])
        let inPlace = C(from: old, to: stays)
        #expect(inPlace.sectionReloads == [C.SectionReload(index: 1, items: [2, 4])])
        #expect(inPlace.itemInserts.isEmpty)
        #expect(try old.applying(inPlace).hasIdenticalIdentifiers(to: stays))

        var moves = try S([("C", [3]), ("A", [1]), ("B", [2])])
        try moves.reloadSections(["C"])
        let moved = C(from: old, to: moves)
        #expect(moved.sectionReloads.isEmpty && moved.sectionMoves.isEmpty)
        #expect(moved.sectionDeletes == [2])
        #expect(moved.sectionInserts.map(\.index) == [0])
        #expect(try old.applying(moved).hasIdenticalIdentifiers(to: moves))
    }

    @Test func aChangesetFromAnotherSnapshotIsRejected() throws {
        let old = try S([("A", [1, 2, 3])])
        let new = try S([("A", [1, 2, 3, 4])])
        let other = try S([("A", [1])])
        let changes = C(from: old, to: new)
        #expect(throws: (any Error).self) { try S([("B", [])]).applying(changes) }
        // Same section, fewer items: the insert at offset 3 no longer fits.
        #expect(throws: (any Error).self) { try other.applying(changes) }
        var bad = C()
        bad.itemDeletes = [Self.path(0, 0), Self.path(0, 0)]
        #expect(throws: (any Error).self) { try old.applying(bad) }
        bad = C()
        bad.itemInserts = [C.ItemInsert(indexPath: Self.path(0, 0), item: 2)]
        #expect(throws: (any Error).self) { try old.applying(bad) }  // 2 would be there twice
    }

    // MARK: Round trip on seeded random pairs

    @Test(arguments: [1, 2, 3, 4])
    func randomPairsRoundTrip(seed: UInt64) throws {
        var random = SeededRandom(seed: seed).fork("changeset-round-trip")
        for _ in 0..<1_500 {
            let old = try Self.randomSnapshot(&random)
            let new = try Self.randomEdit(of: old, &random)
            let changes = C(from: old, to: new)
            let applied = try old.applying(changes)
            #expect(applied.hasIdenticalIdentifiers(to: new), "old \(old)\nnew \(new)\n\(changes)")
            // Every index query of both agrees with their item arrays (item ranks and section bases).
            try SnapshotRankTests.expectMatches(applied, SnapshotRankTests.Model(of: new))
            try SnapshotRankTests.expectMatches(new, SnapshotRankTests.Model(of: new))
            try Self.checkShape(changes, old: old, new: new)
        }
    }

    @Test func aSingleSectionChangesetMatchesTheFlatDiff() throws {
        var random = SeededRandom(seed: 11)
        for _ in 0..<1_000 {
            let (oldItems, newItems) = FlatDiffTests.randomUniquePair(&random, universe: 40)
            let old = try S([("A", oldItems)]), new = try S([("A", newItems)])
            let changes = C(from: old, to: new)
            let flat = ListDiff.diff(old: oldItems, new: newItems)
            #expect(changes.itemDeletes.map(\.item) == flat.deletes.reversed())
            #expect(changes.itemInserts.map(\.indexPath.item) == flat.inserts)
            #expect(changes.itemMoves.map { ArrayChanges.Move(from: $0.from.item, to: $0.to.item) } == flat.moves)
        }
    }

    @Test func diffIsDeterministic() throws {
        var first = SeededRandom(seed: 5), second = SeededRandom(seed: 5)
        for _ in 0..<50 {
            let a = try Self.randomSnapshot(&first), b = try Self.randomSnapshot(&second)
            let a2 = try Self.randomEdit(of: a, &first), b2 = try Self.randomEdit(of: b, &second)
            #expect(C(from: a, to: a2) == C(from: b, to: b2))
        }
    }

    // MARK: Helpers

    /// Up to 5 sections with up to 12 items each, from a pool of 80 identifiers.
    static func randomSnapshot(_ random: inout SeededRandom) throws -> S {
        var pool = Array(0..<80).shuffled(using: &random)
        var contents: [(section: String, items: [Int])] = []
        for name in ["A", "B", "C", "D", "E"].shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)) {
            let count = Int.random(in: 0...12, using: &random)
            contents.append((name, Array(pool.prefix(count))))
            pool.removeFirst(min(count, pool.count))
        }
        return try S(contents)
    }

    /// A random sequence of snapshot edits through the public API: section and item inserts,
    /// deletes, moves (within and across sections), reloads and reconfigures.
    static func randomEdit(of snapshot: S, _ random: inout SeededRandom) throws -> S {
        var new = snapshot
        var fresh = 100 + Int.random(in: 0..<1_000, using: &random) * 100
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            let items = new.itemIdentifiers, sections = new.sectionIdentifiers
            switch Int.random(in: 0..<11, using: &random) {
            case 0 where !sections.isEmpty:
                try new.deleteSections([sections.randomElement(using: &random)!])
            case 1:
                let name = ["F", "G", "H", "I"].randomElement(using: &random)!
                if new.containsSection(name) { continue }
                if let anchor = sections.randomElement(using: &random), Bool.random(using: &random) {
                    try new.insertSections([name], beforeSection: anchor)
                } else {
                    try new.appendSections([name])
                }
                try new.appendItems((0..<Int.random(in: 0...3, using: &random)).map { _ in fresh += 1; return fresh }, toSection: name)
            case 2 where sections.count > 1:
                let a = sections.randomElement(using: &random)!, b = sections.randomElement(using: &random)!
                if Bool.random(using: &random) { try new.moveSection(a, beforeSection: b) } else { try new.moveSection(a, afterSection: b) }
            case 3 where !items.isEmpty:
                try new.deleteItems(Array(items.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))))
            case 4 where !sections.isEmpty:
                try new.appendItems([fresh + 1, fresh + 2], toSection: sections.randomElement(using: &random)!)
                fresh += 2
            case 5 where !items.isEmpty:
                fresh += 1
                try new.insertItems([fresh], beforeItem: items.randomElement(using: &random)!)
            case 6, 7:
                guard items.count > 1 else { continue }
                let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
                if Bool.random(using: &random) { try new.moveItem(a, beforeItem: b) } else { try new.moveItem(a, afterItem: b) }
            case 8 where !items.isEmpty:
                try new.reloadItems([items.randomElement(using: &random)!])
            case 9 where !items.isEmpty:
                try new.reconfigureItems(Array(items.shuffled(using: &random).prefix(2)))
            case 10 where !sections.isEmpty:
                try new.reloadSections([sections.randomElement(using: &random)!])
            default:
                continue
            }
        }
        return new
    }

    /// The collection-view rules that ``Changeset`` documents.
    static func checkShape(_ changes: C, old: S, new: S) throws {
        #expect(changes.sectionDeletes == changes.sectionDeletes.sorted(by: >))
        #expect(changes.sectionInserts.map(\.index) == changes.sectionInserts.map(\.index).sorted())
        #expect(changes.itemDeletes == changes.itemDeletes.sorted(by: >))
        #expect(changes.itemInserts.map(\.indexPath) == changes.itemInserts.map(\.indexPath).sorted())
        #expect(changes.itemMoves.map(\.to) == changes.itemMoves.map(\.to).sorted())
        #expect(changes.itemReloads == changes.itemReloads.sorted())
        #expect(changes.itemReconfigures == changes.itemReconfigures.sorted())
        // No item operation inside a deleted, inserted or reloaded section.
        let goneOld = Set(changes.sectionDeletes + changes.sectionReloads.map(\.index))
        let freshNew = Set(changes.sectionInserts.map(\.index))
        for path in changes.itemDeletes + changes.itemReloads + changes.itemMoves.map(\.from) {
            #expect(!goneOld.contains(path.section))
        }
        for path in changes.itemInserts.map(\.indexPath) + changes.itemMoves.map(\.to) + changes.itemReconfigures {
            #expect(!freshNew.contains(path.section))
        }
        // A path is never both moved and reloaded; reloads name items that new marks reloaded.
        let movedFrom = Set(changes.itemMoves.map(\.from))
        for path in changes.itemReloads {
            #expect(!movedFrom.contains(path))
            #expect(new.reloadedItemIdentifiers.contains(old.itemIdentifier(at: path)!))
        }
        for path in changes.itemReconfigures {
            #expect(new.reconfiguredItemIdentifiers.contains(new.itemIdentifier(at: path)!))
        }
        // Each reloaded item that survives is either reloaded in place or deleted and inserted.
        let reloadedOld = Set(changes.itemReloads.compactMap { old.itemIdentifier(at: $0) })
        let insertedItems = Set(changes.itemInserts.map(\.item))
        for item in new.reloadedItemIdentifiers where old.containsItem(item) {
            let sectionReloadedOrNew = changes.sectionReloads.contains { $0.items.contains(item) }
                || changes.sectionInserts.contains { $0.items.contains(item) }
            #expect(reloadedOld.contains(item) || insertedItems.contains(item) || sectionReloadedOrNew)
        }
    }
}
