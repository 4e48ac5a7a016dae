import ChatModel
import Testing
@testable import ListDiff

@Suite struct FlatDiffTests {
    // MARK: Fixed cases

    @Test func equalArraysProduceNoChanges() {
        #expect(ListDiff.diff(old: [1, 2, 3], new: [1, 2, 3]).isEmpty)
        #expect(ListDiff.diff(old: [Int](), new: []).isEmpty)
    }

    @Test func appendingIsOneInsertAtTheEnd() {
        let changes = ListDiff.diff(old: Array(0..<10_000), new: Array(0..<10_001))
        #expect(changes == ArrayChanges(inserts: [10_000]))
    }

    @Test func prependingAPageIsInsertsAtTheFront() {
        let changes = ListDiff.diff(old: Array(0..<100), new: Array(-50..<100))
        #expect(changes == ArrayChanges(inserts: Array(0..<50)))
    }

    @Test func removingFromTheMiddleIsDeletesOnly() {
        let changes = ListDiff.diff(old: ["a", "b", "c", "d", "e"], new: ["a", "e"])
        #expect(changes == ArrayChanges(deletes: [1, 2, 3]))
    }

    @Test func replacingEverythingIsDeletesAndInserts() {
        let changes = ListDiff.diff(old: [1, 2, 3], new: [4, 5])
        #expect(changes == ArrayChanges(deletes: [0, 1, 2], inserts: [0, 1]))
    }

    @Test func elementsThatOnlyShiftAreNotMoved() {
        // Inserting at the front shifts every element; none of them is a move.
        let changes = ListDiff.diff(old: ["b", "c", "d"], new: ["a", "b", "c", "d"])
        #expect(changes.moves.isEmpty)
        #expect(changes.inserts == [0])
    }

    @Test func movingOneElementToTheFrontIsOneMove() {
        let changes = ListDiff.diff(old: [1, 2, 3, 4, 5], new: [5, 1, 2, 3, 4])
        #expect(changes == ArrayChanges(moves: [.init(from: 4, to: 0)]))
    }

    @Test func swappingTwoElementsIsOneMove() {
        let changes = ListDiff.diff(old: [1, 2, 3, 4], new: [1, 3, 2, 4])
        #expect(changes.moves.count == 1)
        #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    }

    @Test func reversingKeepsOneElementAndMovesTheRest() {
        let changes = ListDiff.diff(old: Array(0..<6), new: Array((0..<6).reversed()))
        #expect(changes.moves.count == 5)
    }

    @Test func listsAreSortedAsDocumented() {
        let changes = ListDiff.diff(old: [1, 2, 3, 4, 5, 6, 7], new: [7, 9, 3, 1, 8, 5])
        #expect(changes.deletes == changes.deletes.sorted())
        #expect(changes.inserts == changes.inserts.sorted())
        #expect(changes.moves.map(\.to) == changes.moves.map(\.to).sorted())
        #expect(changes.apply(to: [1, 2, 3, 4, 5, 6, 7], from: [7, 9, 3, 1, 8, 5]) == [7, 9, 3, 1, 8, 5])
    }

    // MARK: Duplicates: distinct occurrences matched in order

    @Test func duplicatesAreMatchedInOrderOfOccurrence() {
        // The first "a" of new matches the first "a" of old; the surplus old "a" is deleted.
        let changes = ListDiff.diff(old: ["a", "b", "a", "a"], new: ["b", "a", "a"])
        #expect(changes.apply(to: ["a", "b", "a", "a"], from: ["b", "a", "a"]) == ["b", "a", "a"])
        #expect(changes.deletes.count == 1)
        #expect(changes.inserts.isEmpty)
    }

    @Test func surplusNewDuplicatesAreInserted() {
        let changes = ListDiff.diff(old: [7, 1], new: [7, 7, 7, 1])
        #expect(changes.inserts.count == 2)
        #expect(changes.deletes.isEmpty && changes.moves.isEmpty)
        #expect(changes.apply(to: [7, 1], from: [7, 7, 7, 1]) == [7, 7, 7, 1])
    }

    @Test func duplicatesRoundTripOnRandomArrays() {
        var random = SeededRandom(seed: 0xD0B1E)
        for _ in 0..<3_000 {
            let old = (0..<Int.random(in: 0...20, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let new = (0..<Int.random(in: 0...20, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let changes = ListDiff.diff(old: old, new: new)
            #expect(changes.apply(to: old, from: new) == new, "old \(old) new \(new) changes \(changes)")
        }
    }

    // MARK: Properties on seeded random pairs

    @Test func randomPairsRoundTripWithMinimalMoves() {
        var random = SeededRandom(seed: 42)
        for round in 0..<5_000 {
            let (old, new) = Self.randomUniquePair(&random, universe: round.isMultiple(of: 2) ? 24 : 80)
            let changes = ListDiff.diff(old: old, new: new)
            #expect(changes.apply(to: old, from: new) == new)
            // Deletes/inserts are exactly the non-common elements.
            let common = Set(old).intersection(new)
            #expect(changes.deletes.map { old[$0] }.allSatisfy { !common.contains($0) })
            #expect(changes.inserts.map { new[$0] }.allSatisfy { !common.contains($0) })
            #expect(changes.deletes.count == old.count - common.count)
            #expect(changes.inserts.count == new.count - common.count)
            // Minimal moves: the kept elements are a longest common subsequence.
            let kept = common.count - changes.moves.count
            #expect(kept == Self.longestCommonSubsequenceLength(old, new), "old \(old) new \(new)")
            // And they keep their relative order.
            let moved = Set(changes.moves.map { old[$0.from] })
            let keptOld = old.filter { common.contains($0) && !moved.contains($0) }
            let keptNew = new.filter { common.contains($0) && !moved.contains($0) }
            #expect(keptOld == keptNew)
        }
    }

    @Test func longestIncreasingSubsequenceIsLongestAndIncreasing() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &random)
            var values = Array(0..<count).shuffled(using: &random)
            for index in values.indices where Int.random(in: 0..<4, using: &random) == 0 { values[index] = -1 }
            var kept = [Bool](repeating: false, count: count)
            values.withUnsafeBufferPointer { markLongestIncreasingSubsequence($0, kept: &kept) }
            let chosen = values.indices.filter { kept[$0] }.map { values[$0] }
            #expect(chosen.allSatisfy { $0 >= 0 })
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
            #expect(chosen.count == Self.longestIncreasingLengthByDynamicProgramming(values.filter { $0 >= 0 }))
        }
    }

    @Test func resultIsDeterministic() {
        var first = SeededRandom(seed: 99), second = SeededRandom(seed: 99)
        let a = Self.randomUniquePair(&first, universe: 500)
        let b = Self.randomUniquePair(&second, universe: 500)
        #expect(ListDiff.diff(old: a.0, new: a.1) == ListDiff.diff(old: b.0, new: b.1))
    }

    // MARK: Helpers (independent oracles)

    /// Two arrays of distinct elements drawn from `0..<universe`, with shared elements in a
    /// partly shuffled order.
    static func randomUniquePair(_ random: inout SeededRandom, universe: Int) -> ([Int], [Int]) {
        let pool = Array(0..<universe).shuffled(using: &random)
        let old = Array(pool.prefix(Int.random(in: 0...universe, using: &random)))
        var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
        // A few local moves.
        for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 {
            let element = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(element, at: Int.random(in: 0...new.count, using: &random))
        }
        // Some fresh elements anywhere.
        for element in pool.dropFirst(old.count).prefix(Int.random(in: 0...6, using: &random)) {
            new.insert(element, at: Int.random(in: 0...new.count, using: &random))
        }
        return (old, new)
    }

    /// Classic O(n·m) dynamic programme.
    static func longestCommonSubsequenceLength(_ a: [Int], _ b: [Int]) -> Int {
        if a.isEmpty || b.isEmpty { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }

    static func longestIncreasingLengthByDynamicProgramming(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}
