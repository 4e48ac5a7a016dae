import ChatModel
import Foundation
import Testing
@testable import ListDiff

/// The workloads of `Benchmarks/DiffBenchmarks`, rebuilt the same way (same seeds), checked for
/// correctness without timing: each diff must replay to its target.
@Suite struct WorkloadTests {
    /// A `UUID` drawn from `random`, so every workload is the same on every run.
    static func uuid(_ random: inout SeededRandom) -> UUID {
        let a = random.next(), b = random.next()
        return withUnsafeBytes(of: (a, b)) { bytes in
            UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
    }

    /// DifferenceKit's benchmark shape: delete `deleted`, insert as many fresh elements where
    /// the deleted range ended (in the shortened array), shuffle the first `shuffled`.
    static func differenceKitPair(count: Int, deleted: Range<Int>, inserted: Int, shuffled: Int, seed: UInt64) -> ([UUID], [UUID]) {
        var random = SeededRandom(seed: seed)
        let old = (0..<count).map { _ in uuid(&random) }
        var new = old
        new.removeSubrange(deleted)
        new.insert(contentsOf: (0..<inserted).map { _ in uuid(&random) }, at: deleted.upperBound)
        new[0..<shuffled].shuffle(using: &random)
        return (old, new)
    }

    static func chatPairs(count: Int, seed: UInt64) -> [(name: String, old: [UUID], new: [UUID])] {
        var random = SeededRandom(seed: seed)
        let old = (0..<count).map { _ in uuid(&random) }
        let appended = old + [uuid(&random)]
        let prepended = (0..<50).map { _ in uuid(&random) } + old
        var editedLast = old
        editedLast[count - 1] = uuid(&random)
        return [("append1", old, appended), ("prepend50", old, prepended), ("replaceLast", old, editedLast), ("unchanged", old, old)]
    }

    @Test func differenceKitWorkloadsRoundTrip() {
        for (count, deleted, inserted, shuffled) in [(5_000, 2_000..<3_000, 1_000, 200), (100_000, 20_000..<30_000, 10_000, 2_000), (100_000, 40_000..<41_000, 1_000, 200)] {
            let (old, new) = Self.differenceKitPair(count: count, deleted: deleted, inserted: inserted, shuffled: shuffled, seed: 2_018)
            let changes = ListDiff.diff(old: old, new: new)
            #expect(changes.apply(to: old, from: new) == new)
            #expect(changes.deletes.count == deleted.count)
            #expect(changes.inserts.count == inserted)
            #expect(changes.moves.count < shuffled)  // only shuffled elements can move
        }
    }

    @Test func chatShapedWorkloadsRoundTrip() {
        for count in [10_000, 100_000] {
            for (name, old, new) in Self.chatPairs(count: count, seed: 7) {
                let changes = ListDiff.diff(old: old, new: new)
                #expect(changes.apply(to: old, from: new) == new, "\(name)")
                #expect(changes.moves.isEmpty, "\(name)")
            }
        }
    }

    @Test func snapshotWorkloadsRoundTrip() throws {
        for count in [1_000, 10_000, 100_000] {
            let items = (0..<Int64(count)).map { ChatItemID.message(MessageID($0)) }
            let old = try Snapshot<Int, ChatItemID>([(0, items)])
            var appended = old
            try appended.appendItems([.message(MessageID(Int64(count)))])
            var prepended = old
            try prepended.insertItems((0..<50).map { .message(MessageID(-1 - Int64($0))) }, beforeItem: items[0])
            var reconfigured = old
            try reconfigured.reconfigureItems([items[count - 1]])
            for new in [appended, prepended, reconfigured] {
                let changes = Changeset(from: old, to: new)
                #expect(try old.applying(changes).hasIdenticalIdentifiers(to: new))
            }
            #expect(Changeset(from: old, to: reconfigured).itemReconfigures == [IndexPath(item: count - 1, section: 0)])
        }
    }
}
