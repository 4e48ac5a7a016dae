/// Marks a longest strictly increasing subsequence of `values`, ignoring negative entries.
///
/// `values[j]` is the old position of the element now at position `j`, or a negative number
/// for an element that has no old position. On return `kept[j]` is `true` exactly for the
/// positions of one longest increasing run of old positions: the elements that can stay where
/// they are while every other matched element moves. `kept` must have `values.count` entries,
/// all `false`.
///
/// Patience sorting with predecessor links: O(k log k) for k non-negative entries, and O(k)
/// when they are already increasing (no moves at all), which is checked first.
@usableFromInline
func markLongestIncreasingSubsequence(_ values: UnsafeBufferPointer<Int>, kept: inout [Bool]) {
    // Fast path: already increasing.
    var previous = -1
    var increasing = true
    for value in values where value >= 0 {
        if value <= previous { increasing = false; break }
        previous = value
    }
    if increasing {
        for j in values.indices where values[j] >= 0 { kept[j] = true }
        return
    }

    // tails[l] = position j of the smallest value ending an increasing run of length l + 1.
    var tails: [Int] = []
    tails.reserveCapacity(64)
    var predecessor = [Int](repeating: -1, count: values.count)
    for j in values.indices {
        let value = values[j]
        if value < 0 { continue }
        // Runs that keep their order extend the longest run: skip the binary search.
        if let last = tails.last, values[last] < value {
            predecessor[j] = last
            tails.append(j)
            continue
        }
        var low = 0, high = tails.count
        while low < high {
            let mid = (low &+ high) >> 1
            if values[tails[mid]] < value { low = mid &+ 1 } else { high = mid }
        }
        predecessor[j] = low > 0 ? tails[low &- 1] : -1
        if low == tails.count { tails.append(j) } else { tails[low] = j }
    }
    var j = tails.last ?? -1
    while j >= 0 {
        kept[j] = true
        j = predecessor[j]
    }
}
