/// The edit that turns one array into another, as ``diff(old:new:)`` computes it.
///
/// The three lists describe one batch update in the convention of `UICollectionView`:
///
/// - ``deletes`` are indices into the *old* array, ascending;
/// - ``inserts`` are indices into the *new* array, ascending;
/// - ``moves`` pair an old index with a new index, ascending by ``Move/to``.
///
/// Every old index appears at most once across ``deletes`` and ``moves``' `from`, every new
/// index at most once across ``inserts`` and ``moves``' `to`. An old element that is neither
/// deleted nor moved is *kept*: it survives in place, and the kept elements keep their relative
/// order. Applying the edit is ``apply(to:from:)``.
public struct ArrayChanges: Hashable, Sendable {
    /// One element that leaves its place in the old array and lands elsewhere in the new one.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The element's index in the old array.
        public var from: Int
        /// The element's index in the new array.
        public var to: Int

        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        public var description: String { "\(from)→\(to)" }
    }

    /// Old indices of the elements that are removed, ascending.
    public var deletes: [Int]
    /// New indices of the elements that are added, ascending.
    public var inserts: [Int]
    /// Elements that change their position relative to the kept ones, ascending by `to`.
    public var moves: [Move]

    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
    }

    /// Whether the two arrays were equal.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty }

    /// The number of operations: deletes + inserts + moves.
    public var count: Int { deletes.count + inserts.count + moves.count }
}

extension ArrayChanges {
    /// Replays the edit on `old`, taking inserted elements from `new`.
    ///
    /// The replay follows a collection view's batch update: it removes the deleted and moved
    /// elements from `old`, then fills the new positions — inserts from `new`, moves from their
    /// old position — and the remaining slots with the kept elements in their old order. It reads
    /// `new` only at inserted positions, so the result equals `new` exactly when the edit is
    /// right. O(n + m).
    ///
    /// - Returns: The rebuilt array, or `nil` when the edit does not fit the two arrays (an index
    ///   out of range or used twice, or counts that do not add up).
    public func apply<T>(to old: [T], from new: [T]) -> [T]? {
        let oldCount = old.count, newCount = new.count
        guard newCount == oldCount - deletes.count + inserts.count else { return nil }
        var leaves = [Bool](repeating: false, count: oldCount)
        for index in deletes {
            guard (0..<oldCount).contains(index), !leaves[index] else { return nil }
            leaves[index] = true
        }
        for move in moves {
            guard (0..<oldCount).contains(move.from), !leaves[move.from] else { return nil }
            leaves[move.from] = true
        }
        var slots = [T?](repeating: nil, count: newCount)
        for index in inserts {
            guard (0..<newCount).contains(index), slots[index] == nil else { return nil }
            slots[index] = new[index]
        }
        for move in moves {
            guard (0..<newCount).contains(move.to), slots[move.to] == nil else { return nil }
            slots[move.to] = old[move.from]
        }
        var kept = old.indices.lazy.filter { !leaves[$0] }.makeIterator()
        var result: [T] = []
        result.reserveCapacity(newCount)
        for slot in slots {
            if let element = slot {
                result.append(element)
            } else if let index = kept.next() {
                result.append(old[index])
            } else {
                return nil
            }
        }
        return kept.next() == nil ? result : nil
    }
}
