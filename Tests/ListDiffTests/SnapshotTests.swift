import Foundation
import Testing
@testable import ListDiff

@Suite struct SnapshotTests {
    typealias S = Snapshot<String, Int>

    static func sample() throws -> S {
        try S([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])])
    }

    // MARK: Queries

    @Test func queriesReportIdentifiersCountsAndIndices() throws {
        let snapshot = try Self.sample()
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(try snapshot.itemIdentifiers(inSection: "B") == [4, 5])
        #expect(try snapshot.numberOfItems(inSection: "A") == 3)
        #expect(try snapshot.numberOfItems(inSection: "C") == 0)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3)  // global index, across sections
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfSection("Z") == nil)
        #expect(snapshot.indexPath(ofItem: 5) == IndexPath(item: 1, section: 1))
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 0)) == 3)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 1)) == nil)
        #expect(snapshot.containsItem(1) && !snapshot.containsItem(0))
    }

    @Test func indexPathHasItemAndSection() {
        let path = IndexPath(item: 7, section: 2)
        #expect(path.item == 7 && path.section == 2)
        #expect(Array(path) == [2, 7])
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 5, section: 0))
    }

    @Test func itemQueriesOnAMissingSectionThrow() throws {
        let snapshot = try Self.sample()
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .query)) { try snapshot.itemIdentifiers(inSection: "Z") }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .query)) { try snapshot.numberOfItems(inSection: "Z") }
    }

    // MARK: Sections

    @Test func sectionsInsertBeforeAndAfter() throws {
        var snapshot = try Self.sample()
        try snapshot.insertSections(["X"], beforeSection: "A")
        try snapshot.insertSections(["Y", "W"], afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["X", "A", "B", "Y", "W", "C"])
        #expect(snapshot.indexOfSection("C") == 5)
        #expect(snapshot.indexOfItem(4) == 3)
    }

    @Test func deletingSectionsRemovesTheirItems() throws {
        var snapshot = try Self.sample()
        try snapshot.reloadItems([1])
        try snapshot.deleteSections(["A"])
        #expect(snapshot.sectionIdentifiers == ["B", "C"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(!snapshot.containsItem(1))
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.indexOfSection("C") == 1)
        #expect(snapshot.indexPath(ofItem: 5) == IndexPath(item: 1, section: 0))
    }

    @Test func movingSectionsCarriesTheirItems() throws {
        var snapshot = try Self.sample()
        try snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
        try snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.indexPath(ofItem: 2) == IndexPath(item: 1, section: 0))
    }

    @Test func movingASectionRelativeToItselfDoesNothing() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        try snapshot.moveSection("B", beforeSection: "B")
        try snapshot.moveSection("B", afterSection: "B")
        #expect(snapshot == before)
    }

    @Test func reloadSectionsMarksThem() throws {
        var snapshot = try Self.sample()
        try snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
    }

    // MARK: Items

    @Test func appendWithoutASectionGoesToTheLastSection() throws {
        var snapshot = try Self.sample()
        try snapshot.appendItems([10, 11])
        #expect(try snapshot.itemIdentifiers(inSection: "C") == [10, 11])
        try snapshot.appendItems([12], toSection: "A")
        #expect(try snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3, 12])
        #expect(snapshot.indexPath(ofItem: 12) == IndexPath(item: 3, section: 0))
    }

    @Test func insertItemsBeforeAndAfterAnAnchor() throws {
        var snapshot = try Self.sample()
        try snapshot.insertItems([7, 8], beforeItem: 2)
        try snapshot.insertItems([9], afterItem: 5)
        #expect(try snapshot.itemIdentifiers(inSection: "A") == [1, 7, 8, 2, 3])
        #expect(try snapshot.itemIdentifiers(inSection: "B") == [4, 5, 9])
        #expect(snapshot.indexPath(ofItem: 3) == IndexPath(item: 4, section: 0))
        #expect(snapshot.indexOfItem(9) == 7)
    }

    @Test func deleteItemsRenumbersTheRest() throws {
        var snapshot = try Self.sample()
        try snapshot.deleteItems([2, 4, 2])
        #expect(snapshot.itemIdentifiers == [1, 3, 5])
        #expect(snapshot.indexPath(ofItem: 3) == IndexPath(item: 1, section: 0))
        #expect(snapshot.indexPath(ofItem: 5) == IndexPath(item: 0, section: 1))
        #expect(snapshot.numberOfItems == 3)
    }

    @Test func deleteAllItemsRemovesSectionsToo() throws {
        var snapshot = try Self.sample()
        try snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot == S())
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func moveItemWithinAndAcrossSections() throws {
        var snapshot = try Self.sample()
        try snapshot.moveItem(1, afterItem: 3)
        #expect(try snapshot.itemIdentifiers(inSection: "A") == [2, 3, 1])
        try snapshot.moveItem(2, beforeItem: 5)
        #expect(try snapshot.itemIdentifiers(inSection: "A") == [3, 1])
        #expect(try snapshot.itemIdentifiers(inSection: "B") == [4, 2, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
        #expect(snapshot.indexPath(ofItem: 5) == IndexPath(item: 2, section: 1))
    }

    @Test func movingAnItemRelativeToItselfDoesNothing() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        try snapshot.moveItem(2, beforeItem: 2)
        try snapshot.moveItem(2, afterItem: 2)
        #expect(snapshot == before)
    }

    @Test func reloadSupersedesReconfigure() throws {
        var snapshot = try Self.sample()
        try snapshot.reconfigureItems([1, 2])
        try snapshot.reloadItems([2, 3])
        try snapshot.reconfigureItems([3, 4])
        #expect(snapshot.reloadedItemIdentifiers == [2, 3])
        #expect(snapshot.reconfiguredItemIdentifiers == [1, 4])
    }

    // MARK: Errors where UIKit raises — each leaves the snapshot unchanged

    @Test func appendingItemsWithoutAnySectionThrowsNoSections() {
        var snapshot = S()
        #expect(throws: SnapshotError.noSections) { try snapshot.appendItems([1]) }
        #expect(throws: SnapshotError.noSections) { try snapshot.appendItems([1], toSection: "A") }
        #expect(SnapshotError.noSections.description
            == "There are currently no sections in the data source. Please add a section first.")
    }

    @Test func duplicateItemIdentifiersThrow() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["7"])) { try snapshot.appendItems([7, 7]) }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["1"])) { try snapshot.appendItems([6, 1]) }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["4"])) { try snapshot.insertItems([4], beforeItem: 1) }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["2"])) { try snapshot.insertItems([2], afterItem: 2) }
        #expect(throws: (any Error).self) { try S([("A", [1]), ("B", [1])]) }
        #expect(snapshot == before)
        #expect(SnapshotError.duplicateItemIdentifiers(["7"]).description
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    7\n)}")
    }

    @Test func duplicateSectionIdentifiersThrow() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["A"])) { try snapshot.appendSections(["A"]) }
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["X"])) { try snapshot.appendSections(["X", "X"]) }
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["B"])) { try snapshot.insertSections(["B"], afterSection: "C") }
        #expect(snapshot == before)
        #expect(SnapshotError.duplicateSectionIdentifiers(["A"]).description.hasPrefix(
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers:"))
    }

    @Test func insertingRelativeToAMissingAnchorThrows() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.itemNotFound("99", during: .insert)) { try snapshot.insertItems([7], beforeItem: 99) }
        #expect(throws: SnapshotError.itemNotFound("99", during: .insert)) { try snapshot.insertItems([7], afterItem: 99) }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .insert)) { try snapshot.insertSections(["X"], beforeSection: "Z") }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .insert)) { try snapshot.insertSections(["X"], afterSection: "Z") }
        #expect(snapshot == before)
    }

    @Test func appendingToAMissingSectionThrows() throws {
        var snapshot = try Self.sample()
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .appendItems)) { try snapshot.appendItems([7], toSection: "Z") }
        #expect(SnapshotError.sectionNotFound("Z", during: .appendItems).description
            .hasPrefix("Invalid parameter not satisfying: section != NSNotFound"))
    }

    @Test func reloadingOrReconfiguringAMissingItemThrows() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.itemNotFound("99", during: .reload)) { try snapshot.reloadItems([1, 99]) }
        #expect(throws: SnapshotError.itemNotFound("99", during: .reconfigure)) { try snapshot.reconfigureItems([99]) }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .reload)) { try snapshot.reloadSections(["Z"]) }
        #expect(snapshot == before)
        #expect(SnapshotError.itemNotFound("99", during: .reload).description
            == "Attempted to reload item identifier that does not exist in the snapshot: 99")
        #expect(SnapshotError.itemNotFound("99", during: .reconfigure).description
            == "Attempted to reconfigure item identifier that does not exist in the snapshot: 99")
        #expect(SnapshotError.sectionNotFound("Z", during: .reload).description
            == "Attempted to reload section identifier that does not exist in the snapshot: Z")
    }

    @Test func deletingAMissingItemOrSectionThrows() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.itemNotFound("99", during: .delete)) { try snapshot.deleteItems([1, 99]) }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .delete)) { try snapshot.deleteSections(["A", "Z"]) }
        #expect(snapshot == before)
    }

    @Test func movingWithAMissingItemOrSectionThrows() throws {
        var snapshot = try Self.sample()
        let before = snapshot
        #expect(throws: SnapshotError.itemNotFound("99", during: .moveSource)) { try snapshot.moveItem(99, beforeItem: 1) }
        #expect(throws: SnapshotError.itemNotFound("99", during: .moveDestination)) { try snapshot.moveItem(1, afterItem: 99) }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .moveSource)) { try snapshot.moveSection("Z", beforeSection: "A") }
        #expect(throws: SnapshotError.sectionNotFound("Z", during: .moveDestination)) { try snapshot.moveSection("A", afterSection: "Z") }
        #expect(snapshot == before)
        #expect(SnapshotError.itemNotFound("99", during: .moveSource).description
            .hasPrefix("Invalid parameter not satisfying: fromIndex != NSNotFound"))
    }

    // MARK: Equality

    @Test func equalityComparesIdentifiersAndMarks() throws {
        let a = try Self.sample()
        var b = try Self.sample()
        #expect(a == b)
        #expect(a.hasIdenticalIdentifiers(to: b))
        try b.reconfigureItems([1])
        #expect(a != b)
        #expect(a.hasIdenticalIdentifiers(to: b))
        try b.moveItem(1, afterItem: 2)
        #expect(!a.hasIdenticalIdentifiers(to: b))
        var c = try Self.sample()
        try c.reloadItems([1, 2])
        var d = try Self.sample()
        try d.reloadItems([2, 1])
        #expect(c == d)  // marks compare as sets
    }

    @Test func sectionBoundariesMatterForIdenticalIdentifiers() throws {
        let a = try S([("A", [1, 2]), ("B", [3])])
        let b = try S([("A", [1]), ("B", [2, 3])])
        #expect(a.itemIdentifiers == b.itemIdentifiers)
        #expect(!a.hasIdenticalIdentifiers(to: b))
    }
}
