import ChatModel
import Foundation
import Testing
@testable import ListDiff

/// The per-section base under item ranks: prepends lower the base instead of renumbering the
/// section, and every edit re-ranks the shorter side. Each test checks the snapshot's index
/// queries against a plain array model of the same sections.
@Suite struct SnapshotRankTests {
    typealias S = Snapshot<String, Int>
    typealias C = Changeset<String, Int>

    /// The sections and items a snapshot should hold, as plain arrays.
    struct Model {
        var contents: [(section: String, items: [Int])]

        init(contents: [(section: String, items: [Int])]) { self.contents = contents }

        /// The model of `snapshot`'s item arrays (not of its item locations).
        init(of snapshot: S) throws {
            contents = try snapshot.sectionIdentifiers.map { ($0, try snapshot.itemIdentifiers(inSection: $0)) }
        }

        var items: [Int] { contents.flatMap(\.items) }

        func position(of section: String) -> Int? { contents.firstIndex { $0.section == section } }

        mutating func insert(_ new: [Int], at offset: Int, inSection position: Int) {
            contents[position].items.insert(contentsOf: new, at: offset)
        }
    }

    /// Every query of `snapshot` agrees with `model`: identifiers, counts, and for every item
    /// its section, index path and global index; `itemIdentifier(at:)` inverts `indexPath`.
    static func expectMatches(_ snapshot: S, _ model: Model, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(snapshot.sectionIdentifiers == model.contents.map(\.section), sourceLocation: sourceLocation)
        #expect(snapshot.itemIdentifiers == model.items, sourceLocation: sourceLocation)
        #expect(snapshot.numberOfItems == model.items.count, sourceLocation: sourceLocation)
        var global = 0
        for (sectionIndex, entry) in model.contents.enumerated() {
            #expect(try snapshot.itemIdentifiers(inSection: entry.section) == entry.items, sourceLocation: sourceLocation)
            for (offset, item) in entry.items.enumerated() {
                let path = IndexPath(item: offset, section: sectionIndex)
                #expect(snapshot.indexPath(ofItem: item) == path, "item \(item)", sourceLocation: sourceLocation)
                #expect(snapshot.indexOfItem(item) == global, "item \(item)", sourceLocation: sourceLocation)
                #expect(snapshot.sectionIdentifier(containingItem: item) == entry.section, sourceLocation: sourceLocation)
                #expect(snapshot.itemIdentifier(at: path) == item, sourceLocation: sourceLocation)
                global += 1
            }
        }
        #expect(try snapshot.hasIdenticalIdentifiers(to: S(model.contents)), sourceLocation: sourceLocation)
    }

    // MARK: Prepends

    @Test func prependingAPageLowersTheBaseAndKeepsTheOldItemsRanks() throws {
        var snapshot = try S([("chat", Array(0..<1_000))])
        let rankOfLast = snapshot.itemLocations[999]!.rank
        try snapshot.insertItems(Array(-50 ..< 0), beforeItem: 0)
        #expect(snapshot.sectionBases == [-50])
        #expect(snapshot.itemLocations[999]!.rank == rankOfLast)  // the old items were not re-ranked
        #expect(snapshot.indexOfItem(-50) == 0)
        #expect(snapshot.indexOfItem(0) == 50)
        #expect(snapshot.indexPath(ofItem: 999) == IndexPath(item: 1_049, section: 0))
        try Self.expectMatches(snapshot, Model(contents: [("chat", Array(-50 ..< 1_000))]))
    }

    @Test func repeatedPrependsThenAppendsKeepEveryIndexRight() throws {
        var snapshot = try S([("older", [10_000]), ("chat", Array(0..<200))])
        var model = Model(contents: [("older", [10_000]), ("chat", Array(0..<200))])
        for page in 1...6 {
            let newPage = Array((-50 * page)..<(-50 * (page - 1)))
            try snapshot.insertItems(newPage, beforeItem: model.contents[1].items[0])
            model.insert(newPage, at: 0, inSection: 1)
            try snapshot.appendItems([1_000 + page], toSection: "chat")
            model.contents[1].items.append(1_000 + page)
            try Self.expectMatches(snapshot, model)
        }
        #expect(snapshot.sectionBases == [0, -300])
    }

    @Test func insertingNearTheFrontReRanksTheHeadAndNearTheEndTheTail() throws {
        var snapshot = try S([("chat", Array(0..<100))])
        try snapshot.insertItems([500, 501], afterItem: 3)  // head of 4 is shorter: base moves
        #expect(snapshot.sectionBases == [-2])
        try snapshot.insertItems([502], beforeItem: 90)  // tail is shorter: base stays
        #expect(snapshot.sectionBases == [-2])
        var items = Array(0..<100)
        items.insert(contentsOf: [500, 501], at: 4)
        items.insert(502, at: items.firstIndex(of: 90)!)
        try Self.expectMatches(snapshot, Model(contents: [("chat", items)]))
    }

    @Test func deletingNearTheFrontRaisesTheBase() throws {
        var snapshot = try S([("chat", Array(0..<100))])
        try snapshot.deleteItems([0, 2, 5])
        #expect(snapshot.sectionBases == [3])
        try snapshot.deleteItems([98])
        #expect(snapshot.sectionBases == [3])
        try Self.expectMatches(snapshot, Model(contents: [("chat", Array(0..<100).filter { ![0, 2, 5, 98].contains($0) })]))
    }

    @Test func sectionEditsCarryTheirBases() throws {
        var snapshot = try S([("A", [1, 2, 3]), ("B", [4, 5, 6])])
        try snapshot.insertItems([-1, 0], beforeItem: 1)
        try snapshot.insertItems([-4], beforeItem: 4)
        try snapshot.insertSections(["Z"], beforeSection: "A")
        try snapshot.moveSection("A", afterSection: "B")
        try snapshot.appendItems([7], toSection: "Z")
        try Self.expectMatches(snapshot, Model(contents: [("Z", [7]), ("B", [-4, 4, 5, 6]), ("A", [-1, 0, 1, 2, 3])]))
        try snapshot.deleteSections(["Z"])
        try snapshot.moveItem(3, beforeItem: -4)
        try Self.expectMatches(snapshot, Model(contents: [("B", [3, -4, 4, 5, 6]), ("A", [-1, 0, 1, 2])]))
    }

    @Test func aRejectedAppendRestoresEveryLocation() throws {
        var snapshot = try S([("A", [1, 2, 3]), ("B", [4, 5])])
        try snapshot.insertItems([0], beforeItem: 1)
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["1", "9", "9"])) {
            try snapshot.appendItems([9, 1, 10, 9, 9], toSection: "B")
        }
        #expect(!snapshot.containsItem(9) && !snapshot.containsItem(10))
        #expect(snapshot.numberOfItems == 6)
        try Self.expectMatches(snapshot, Model(contents: [("A", [0, 1, 2, 3]), ("B", [4, 5])]))
        try snapshot.appendItems([9, 10], toSection: "A")  // still usable afterwards
        try Self.expectMatches(snapshot, Model(contents: [("A", [0, 1, 2, 3, 9, 10]), ("B", [4, 5])]))
    }

    // MARK: Random edit sequences against the array model

    /// Applies one random edit — biased to the front of sections, where chat pagination
    /// inserts — to both the snapshot and the model.
    static func randomEdit(_ snapshot: inout S, _ model: inout Model, fresh: inout Int, _ random: inout SeededRandom) throws {
        let nonEmpty = model.contents.indices.filter { !model.contents[$0].items.isEmpty }
        switch Int.random(in: 0..<9, using: &random) {
        case 0...1 where !nonEmpty.isEmpty:  // prepend a page
            let position = nonEmpty.randomElement(using: &random)!
            let page = (0..<Int.random(in: 1...20, using: &random)).map { _ in fresh += 1; return fresh }
            try snapshot.insertItems(page, beforeItem: model.contents[position].items[0])
            model.insert(page, at: 0, inSection: position)
        case 2 where !model.contents.isEmpty:  // append
            let position = Int.random(in: 0..<model.contents.count, using: &random)
            let new = (0..<Int.random(in: 1...5, using: &random)).map { _ in fresh += 1; return fresh }
            try snapshot.appendItems(new, toSection: model.contents[position].section)
            model.contents[position].items.append(contentsOf: new)
        case 3 where !nonEmpty.isEmpty:  // insert before or after a random anchor
            let position = nonEmpty.randomElement(using: &random)!
            let offset = Int.random(in: 0..<model.contents[position].items.count, using: &random)
            let anchor = model.contents[position].items[offset]
            let new = (0..<Int.random(in: 1...3, using: &random)).map { _ in fresh += 1; return fresh }
            if Bool.random(using: &random) {
                try snapshot.insertItems(new, beforeItem: anchor)
                model.insert(new, at: offset, inSection: position)
            } else {
                try snapshot.insertItems(new, afterItem: anchor)
                model.insert(new, at: offset + 1, inSection: position)
            }
        case 4...5 where !model.items.isEmpty:  // delete a few, from the front or anywhere
            let victims: [Int]
            if Bool.random(using: &random), let position = nonEmpty.randomElement(using: &random) {
                victims = Array(model.contents[position].items.prefix(Int.random(in: 1...4, using: &random)))
            } else {
                victims = Array(model.items.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
            }
            try snapshot.deleteItems(victims)
            for index in model.contents.indices { model.contents[index].items.removeAll { victims.contains($0) } }
        case 6 where model.items.count > 1:  // move
            let item = model.items.randomElement(using: &random)!, anchor = model.items.randomElement(using: &random)!
            let after = Bool.random(using: &random)
            if after { try snapshot.moveItem(item, afterItem: anchor) } else { try snapshot.moveItem(item, beforeItem: anchor) }
            if item != anchor {
                for index in model.contents.indices { model.contents[index].items.removeAll { $0 == item } }
                let position = model.contents.firstIndex { $0.items.contains(anchor) }!
                let offset = model.contents[position].items.firstIndex(of: anchor)!
                model.insert([item], at: after ? offset + 1 : offset, inSection: position)
            }
        case 7:  // a new section somewhere
            let name = "S\(fresh)"
            fresh += 1
            let at = Int.random(in: 0...model.contents.count, using: &random)
            if at == model.contents.count {
                try snapshot.appendSections([name])
            } else {
                try snapshot.insertSections([name], beforeSection: model.contents[at].section)
            }
            model.contents.insert((name, []), at: at)
        case 8 where model.contents.count > 2:  // move or delete a section
            let a = model.contents.randomElement(using: &random)!.section, b = model.contents.randomElement(using: &random)!.section
            if Bool.random(using: &random) {
                try snapshot.deleteSections([a])
                model.contents.removeAll { $0.section == a }
            } else if a != b {
                try snapshot.moveSection(a, beforeSection: b)
                let moved = model.contents.remove(at: model.position(of: a)!)
                model.contents.insert(moved, at: model.position(of: b)!)
            }
        default:
            break
        }
    }

    @Test(arguments: [21, 22, 23])
    func randomEditSequencesMatchTheArrayModel(seed: UInt64) throws {
        var random = SeededRandom(seed: seed).fork("snapshot-rank-edits")
        for _ in 0..<40 {
            var model = Model(contents: [("A", Array(0..<30)), ("B", Array(30..<40))])
            var snapshot = try S(model.contents)
            var fresh = 1_000
            for _ in 0..<30 {
                try Self.randomEdit(&snapshot, &model, fresh: &fresh, &random)
                try Self.expectMatches(snapshot, model)
            }
        }
    }

    // MARK: Applying a changeset

    @Test func applyingAPrependMovesTheBaseAndKeepsTheOldItemsRanks() throws {
        let old = try S([("chat", Array(0..<1_000))])
        let new = try S([("chat", Array(-50 ..< 1_000))])
        let applied = try old.applying(C(from: old, to: new))
        #expect(applied.sectionBases == [-50])
        #expect(applied.itemLocations[999]!.rank == old.itemLocations[999]!.rank)
        try Self.expectMatches(applied, Model(contents: [("chat", Array(-50 ..< 1_000))]))
    }

    /// Pagination as the list engine performs it: apply after apply, each snapshot built from
    /// the last one with pages prepended and messages appended, deleted or moved; the diff of
    /// two snapshots whose bases differ must still address the right offsets.
    @Test(arguments: [31, 32, 33])
    func chainsOfAppliedRandomEditsMatchTheArrayModel(seed: UInt64) throws {
        var random = SeededRandom(seed: seed).fork("snapshot-rank-apply")
        for _ in 0..<20 {
            var model = Model(contents: [("A", Array(0..<25)), ("B", Array(25..<40)), ("C", [])])
            var current = try S(model.contents)
            var fresh = 1_000
            for _ in 0..<15 {
                var next = current
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    try Self.randomEdit(&next, &model, fresh: &fresh, &random)
                }
                let changes = C(from: current, to: next)
                let applied = try current.applying(changes)
                try Self.expectMatches(applied, model)
                try ChangesetTests.checkShape(changes, old: current, new: next)
                // Alternate between the applied snapshot and the edited one as the next base.
                current = Bool.random(using: &random) ? applied : next
            }
        }
    }
}
