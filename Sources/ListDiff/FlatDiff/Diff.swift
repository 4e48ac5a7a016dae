/// The changes that turn `old` into `new`: deletes, inserts and a minimal set of moves.
///
/// Call it as `ListDiff.diff(old:new:)`.
///
/// **Algorithm.** (1) The common prefix and the common suffix are trimmed with plain `==`
/// comparisons — no hashing — so the chat-shaped edits (append one message, prepend a page,
/// edit in place) cost one linear scan and allocate almost nothing. (2) The old middle is
/// indexed in one dictionary (element → its first unmatched occurrence, later occurrences
/// chained in an array) and every new middle element is matched against it in one lookup.
/// (3) Among the matched elements, a longest increasing subsequence of old positions (taken in
/// new order) is kept in place; only the others are reported as moves.
///
/// **Moves are minimal.** The kept elements are a longest subsequence of the common elements
/// that appears in the same order in both arrays, so no edit with fewer moves exists for this
/// matching. An element that merely shifted because others were inserted or deleted around it
/// is not moved.
///
/// **Duplicates.** Equal elements are distinct occurrences matched in order: the k-th
/// occurrence of `x` in `new` matches the k-th occurrence of `x` in `old`; surplus occurrences
/// are deleted (old) or inserted (new). ``ArrayChanges/apply(to:from:)`` reproduces `new`
/// exactly in every case.
///
/// **Complexity.** O(n + m) for the trimming, hashing and bookkeeping, where n and m are the
/// lengths of the arrays, plus O(k log k) for the longest increasing subsequence over the k
/// matched middle elements — O(k) when they kept their order. The dictionary is sized once.
@inlinable
public func diff<T: Hashable>(old: [T], new: [T]) -> ArrayChanges {
    old.withUnsafeBufferPointer { oldBuffer in
        new.withUnsafeBufferPointer { newBuffer in
            flatDiff(oldBuffer, newBuffer)
        }
    }
}

@inlinable
func flatDiff<T: Hashable>(_ old: UnsafeBufferPointer<T>, _ new: UnsafeBufferPointer<T>) -> ArrayChanges {
    // 1. Common prefix and suffix.
    let shorter = Swift.min(old.count, new.count)
    var start = 0
    while start < shorter && old[start] == new[start] { start &+= 1 }
    var oldEnd = old.count, newEnd = new.count
    while oldEnd > start && newEnd > start && old[oldEnd &- 1] == new[newEnd &- 1] {
        oldEnd &-= 1
        newEnd &-= 1
    }
    if start == oldEnd { return ArrayChanges(inserts: Array(start..<newEnd)) }
    if start == newEnd { return ArrayChanges(deletes: Array(start..<oldEnd)) }

    let oldCount = oldEnd &- start, newCount = newEnd &- start

    // 2. Index the old middle: element → first unmatched occurrence (relative index); later
    //    occurrences are chained through `nextOccurrence`. Built back to front so the chain
    //    runs in ascending order.
    var nextOccurrence = [Int](repeating: -1, count: oldCount)
    var firstOccurrence = [T: Int](minimumCapacity: oldCount)
    var i = oldEnd &- 1
    while i >= start {
        if let later = firstOccurrence.updateValue(i &- start, forKey: old[i]) {
            nextOccurrence[i &- start] = later
        }
        i &-= 1
    }

    // Match new middle elements to old occurrences in order.
    var oldPositionOfNew = [Int](repeating: -1, count: newCount)
    var isMatchedOld = [Bool](repeating: false, count: oldCount)
    for j in 0..<newCount {
        guard let slot = firstOccurrence.index(forKey: new[start &+ j]) else { continue }
        let occurrence = firstOccurrence.values[slot]
        if occurrence < 0 { continue }
        oldPositionOfNew[j] = occurrence
        isMatchedOld[occurrence] = true
        firstOccurrence.values[slot] = nextOccurrence[occurrence]
    }

    // 3. Keep a longest increasing run of old positions; move the rest.
    var kept = [Bool](repeating: false, count: newCount)
    oldPositionOfNew.withUnsafeBufferPointer { markLongestIncreasingSubsequence($0, kept: &kept) }

    var changes = ArrayChanges()
    for k in 0..<oldCount where !isMatchedOld[k] { changes.deletes.append(start &+ k) }
    for j in 0..<newCount {
        let from = oldPositionOfNew[j]
        if from < 0 {
            changes.inserts.append(start &+ j)
        } else if !kept[j] {
            changes.moves.append(ArrayChanges.Move(from: start &+ from, to: start &+ j))
        }
    }
    return changes
}
