/// The `k` best candidates seen so far: a binary min-heap whose root is the worst kept one.
///
/// "Better" is a higher score; equal scores prefer the lower row, so results are a total
/// order and retrieval is deterministic. Offering a candidate is O(log k); O(1) when it is
/// not better than the root, which is the common case of a long scan.
struct TopKHeap {
    private(set) var elements: [VectorMatch] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        elements.reserveCapacity(capacity)
    }

    /// Whether `a` ranks before `b` in the final order.
    @inline(__always)
    static func ranksBefore(_ a: VectorMatch, _ b: VectorMatch) -> Bool {
        a.score != b.score ? a.score > b.score : a.row < b.row
    }

    /// The score a candidate must beat to enter a full heap.
    @inline(__always)
    var threshold: Float { elements.count < capacity ? -.infinity : elements[0].score }

    mutating func offer(_ candidate: VectorMatch) {
        guard capacity > 0 else { return }
        if elements.count < capacity {
            elements.append(candidate)
            siftUp(elements.count - 1)
        } else if Self.ranksBefore(candidate, elements[0]) {
            elements[0] = candidate
            siftDown(0)
        }
    }

    /// The kept candidates, best first.
    func sorted() -> [VectorMatch] {
        elements.sorted(by: Self.ranksBefore)
    }

    // The root is the element that ranks last.
    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.ranksBefore(elements[parent], elements[child]) else { return }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { return }
            var worst = left
            let right = left + 1
            if right < elements.count, Self.ranksBefore(elements[left], elements[right]) { worst = right }
            guard Self.ranksBefore(elements[parent], elements[worst]) else { return }
            elements.swapAt(parent, worst)
            parent = worst
        }
    }
}
