import ChatModel
import Testing
@testable import Simulator

/// The lazy stack's `ForEach` data: a body update whose rows are the ones the list already
/// shows reuses the list's snapshot instead of building one, and must give the snapshot a
/// build would.
@Suite struct LazyStackDataTests {
    private static func built(_ rows: [ChatItemID]) throws -> ChatSnapshot {
        var snapshot = ChatSnapshot()
        try snapshot.appendSections([0])
        try snapshot.appendItems(rows, toSection: 0)
        return snapshot
    }

    private static let rows: [ChatItemID] = (0..<40).map { .message(MessageID(Int64($0))) } + [.typingIndicator]

    @Test func theSameRowsGiveTheSnapshotABuildGives() throws {
        let current = try Self.built(Self.rows)
        let reused = try LazyStackEngine.forEachSnapshot(Self.rows, current: current)
        #expect(reused == (try Self.built(Self.rows)))
        #expect(reused.indexOfItem(.typingIndicator) == 40)
    }

    @Test func aSnapshotWhoseItemsWerePrependedStillAnswersLikeABuild() throws {
        // A page prepended to the list: the items keep their ranks, the section's base moves.
        var current = try Self.built(Array(Self.rows[20...]))
        try current.insertItems(Array(Self.rows[..<20]), beforeItem: Self.rows[20])
        let reused = try LazyStackEngine.forEachSnapshot(Self.rows, current: current)
        let plain = try Self.built(Self.rows)
        #expect(reused == plain)
        for id in Self.rows { #expect(reused.indexPath(ofItem: id) == plain.indexPath(ofItem: id)) }
    }

    @Test func changedRowsAreBuilt() throws {
        let current = try Self.built(Array(Self.rows.dropLast()))
        #expect(try LazyStackEngine.forEachSnapshot(Self.rows, current: current) == (try Self.built(Self.rows)))
        #expect(try LazyStackEngine.forEachSnapshot([], current: current) == (try Self.built([])))
    }

    @Test func aListWithNoSectionYetGetsOne() throws {
        // The list before its first body: no section, so even no rows build section 0.
        let opened = try LazyStackEngine.forEachSnapshot([], current: ChatSnapshot())
        #expect(opened.sectionIdentifiers == [0])
        #expect(opened == (try Self.built([])))
    }

    @Test func marksOrOtherSectionsAreNotReused() throws {
        var marked = try Self.built(Self.rows)
        try marked.reconfigureItems([Self.rows[3]])
        #expect(try LazyStackEngine.forEachSnapshot(Self.rows, current: marked).reconfiguredItemIdentifiers.isEmpty)
        var twoSections = try Self.built(Array(Self.rows.dropLast()))
        try twoSections.appendSections([1])
        try twoSections.appendItems([.typingIndicator], toSection: 1)
        #expect(try LazyStackEngine.forEachSnapshot(Self.rows, current: twoSections) == (try Self.built(Self.rows)))
    }

    @Test func aRowNamedTwiceStillThrows() throws {
        let current = try Self.built(Self.rows)
        #expect(throws: (any Error).self) {
            try LazyStackEngine.forEachSnapshot(Self.rows + [Self.rows[0]], current: current)
        }
    }
}
