/// The median of a growing sample, kept as values arrive: the lower half in a max-heap,
/// the upper half in a min-heap, balanced to within one value.
///
/// For a series judged against the median of everything before each point (``MetricTrend``'s
/// host metrics), this makes the whole series O(n log n) instead of sorting every prefix.
struct RunningMedian {
    /// The lower half, largest first (a max-heap as a min-heap of negated values).
    private var lower = BinaryHeap()
    /// The upper half, smallest first.
    private var upper = BinaryHeap()

    var count: Int { lower.count + upper.count }

    /// Adds `value`. O(log n).
    mutating func insert(_ value: Double) {
        if let top = lower.top, value > -top { upper.push(value) } else { lower.push(-value) }
        if lower.count > upper.count + 1, let moved = lower.pop() { upper.push(-moved) }
        if upper.count > lower.count, let moved = upper.pop() { lower.push(-moved) }
    }

    /// The middle value, or the mean of the two middle ones, as ``Median/of(_:)`` gives; NaN
    /// when empty. O(1).
    var median: Double {
        guard let low = lower.top else { return .nan }
        if lower.count > upper.count { return -low }
        return (-low + upper.top!) / 2
    }
}

/// A binary min-heap of doubles.
private struct BinaryHeap {
    private var items: [Double] = []

    var count: Int { items.count }
    var top: Double? { items.first }

    /// O(log n).
    mutating func push(_ value: Double) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest value. O(log n).
    mutating func pop() -> Double? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let smallest = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallestChild = parent
            if left < items.count, items[left] < items[smallestChild] { smallestChild = left }
            if right < items.count, items[right] < items[smallestChild] { smallestChild = right }
            guard smallestChild != parent else { return smallest }
            items.swapAt(parent, smallestChild)
            parent = smallestChild
        }
    }
}
