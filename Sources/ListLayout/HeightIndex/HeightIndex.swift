import ChatModel

/// A sequence of items with heights, kept as an implicit treap with subtree sums.
///
/// The list layout's positional index: where item `i` starts, which item covers an
/// offset, and inserting or removing items anywhere — each in O(log n) expected time, so
/// a frame's work does not grow with conversation length. (A Fenwick tree answers prefix
/// sums in O(log n) too, but cannot insert in the middle without an O(n) rebuild.)
///
/// | operation | expected cost |
/// |---|---|
/// | ``height(at:)``, ``element(at:)``, ``setHeight(_:at:)``, ``setElement(_:at:)`` | O(log n) |
/// | ``prefixHeight(upTo:)``, ``totalHeight`` | O(log n), O(1) |
/// | ``insert(contentsOf:at:)`` of k items | O(k + log n) |
/// | ``removeSubrange(_:)`` of k items | O(k + log n) |
/// | ``firstIndex(endingAfter:spacing:)``, ``lastIndex(startingBefore:spacing:)`` | O(log n) |
///
/// Nodes live in one array (struct of plain values, no per-node allocation) with a free
/// list, so the index is a value type with copy-on-write. The elements live in a parallel
/// array, so a walk down the tree reads 32-byte nodes and never copies an element (the list
/// layout's slots hold references, each of which a copy would retain and release). Heap priorities come from a
/// `SeededRandom`, so the tree's shape — and every operation's cost — is deterministic.
/// Subtree sums are recomputed from the children on every change (never adjusted by
/// deltas), so rounding does not accumulate over millions of updates.
public struct HeightIndex<Element: Sendable>: Sendable {
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline var left: Int32
        @usableFromInline var right: Int32
        @usableFromInline var priority: UInt32
        @usableFromInline var count: Int32
        @usableFromInline var height: Double
        @usableFromInline var sum: Double
    }

    @usableFromInline var nodes: [Node] = []
    /// The element of node `i` at `elements[i]`.
    @usableFromInline var elements: [Element] = []
    @usableFromInline var free: [Int32] = []
    @usableFromInline var root: Int32 = -1
    private var random: SeededRandom

    /// An empty index whose tree shape is drawn from `seed`.
    public init(seed: UInt64 = 0x4845_4947_4854) {
        random = SeededRandom(seed: seed)
    }

    /// Number of items. O(1).
    @inlinable
    public var count: Int { root < 0 ? 0 : Int(nodes[Int(root)].count) }

    @inlinable
    public var isEmpty: Bool { root < 0 }

    /// The sum of all heights. O(1).
    @inlinable
    public var totalHeight: Double { root < 0 ? 0 : nodes[Int(root)].sum }

    // MARK: Reading

    /// The height of item `index`. O(log n).
    @inlinable
    public func height(at index: Int) -> Double { nodes[Int(locate(index))].height }

    /// The element of item `index`. O(log n).
    @inlinable
    public func element(at index: Int) -> Element { elements[Int(locate(index))] }

    /// `body` applied to the element of item `index`, read in place rather than copied out.
    /// O(log n).
    @inlinable
    public func withElement<Result>(at index: Int, _ body: (borrowing Element) -> Result) -> Result {
        body(elements[Int(locate(index))])
    }

    /// Applies `body` to the element of item `index` in place (no copy out and back). O(log n).
    @inlinable
    public mutating func updateElement<Result>(at index: Int, _ body: (inout Element) -> Result) -> Result {
        body(&elements[Int(locate(index))])
    }

    /// The sum of the heights of items `0..<index`. O(log n).
    @inlinable
    public func prefixHeight(upTo index: Int) -> Double {
        precondition(index >= 0 && index <= count, "index \(index) out of 0...\(count)")
        var total = 0.0
        var remaining = index
        var node = root
        while node >= 0, remaining > 0 {
            let n = nodes[Int(node)]
            let leftCount = count(of: n.left)
            if remaining <= leftCount {
                node = n.left
            } else {
                total += sum(of: n.left) + n.height
                remaining -= leftCount + 1
                node = n.right
            }
        }
        return total
    }

    /// The first item whose bottom edge lies below `offset`, where item `i` spans
    /// `prefixHeight(upTo: i) + i × spacing` plus its height; `nil` when none does. O(log n).
    @inlinable
    public func firstIndex(endingAfter offset: Double, spacing: Double = 0) -> Int? {
        var node = root
        var before = 0.0        // top of the current subtree's first item
        var indexBefore = 0
        var answer: Int?
        while node >= 0 {
            let n = nodes[Int(node)]
            let leftCount = count(of: n.left)
            let top = before + sum(of: n.left) + Double(leftCount) * spacing
            let bottom = top + n.height
            if bottom > offset {
                answer = indexBefore + leftCount
                node = n.left
            } else {
                before = bottom + spacing
                indexBefore += leftCount + 1
                node = n.right
            }
        }
        return answer
    }

    /// The last item whose top edge lies above `offset` (same spans as
    /// ``firstIndex(endingAfter:spacing:)``); `nil` when none does. O(log n).
    @inlinable
    public func lastIndex(startingBefore offset: Double, spacing: Double = 0) -> Int? {
        var node = root
        var before = 0.0
        var indexBefore = 0
        var answer: Int?
        while node >= 0 {
            let n = nodes[Int(node)]
            let leftCount = count(of: n.left)
            let top = before + sum(of: n.left) + Double(leftCount) * spacing
            if top < offset {
                answer = indexBefore + leftCount
                before = top + n.height + spacing
                indexBefore += leftCount + 1
                node = n.right
            } else {
                node = n.left
            }
        }
        return answer
    }

    /// Calls `body` with every item's height and element in order. O(n).
    public func forEach(_ body: (Double, Element) throws -> Void) rethrows {
        var stack: [Int32] = []
        var node = root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = nodes[Int(node)].left
            }
            let top = stack.removeLast()
            try body(nodes[Int(top)].height, elements[Int(top)])
            node = nodes[Int(top)].right
        }
    }

    // MARK: Writing

    /// Sets the height of item `index`. O(log n).
    @inlinable
    public mutating func setHeight(_ height: Double, at index: Int) {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        setHeight(height, at: index, in: root)
    }

    /// Replaces the element of item `index`, keeping its height. O(log n).
    @inlinable
    public mutating func setElement(_ element: Element, at index: Int) {
        elements[Int(locate(index))] = element
    }

    /// Inserts one item before `index` (`count` appends). O(log n).
    public mutating func insert(_ element: Element, height: Double, at index: Int) {
        insert(contentsOf: [(height, element)], at: index)
    }

    /// Inserts `items` before `index`, in order. O(k + log n) for k items.
    public mutating func insert(contentsOf items: some Sequence<(height: Double, element: Element)>, at index: Int) {
        precondition(index >= 0 && index <= count, "index \(index) out of 0...\(count)")
        var spine: [Int32] = []   // right spine of the treap being built (Cartesian tree)
        for item in items {
            let node = makeNode(height: item.height, element: item.element)
            var last: Int32 = -1
            while let top = spine.last, nodes[Int(top)].priority < nodes[Int(node)].priority {
                last = spine.removeLast()
                recompute(last)
            }
            nodes[Int(node)].left = last
            if let top = spine.last { nodes[Int(top)].right = node }
            spine.append(node)
        }
        let built = spine.first ?? -1
        while let top = spine.popLast() { recompute(top) }
        guard built >= 0 else { return }
        let (left, right) = split(root, index)
        root = merge(merge(left, built), right)
    }

    /// Removes the items in `range`. O(k + log n) for k items.
    public mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        guard !range.isEmpty else { return }
        let (head, rest) = split(root, range.lowerBound)
        let (middle, tail) = split(rest, range.count)
        release(middle)
        root = merge(head, tail)
    }

    /// Removes every item. O(1) plus releasing storage.
    public mutating func removeAll() {
        nodes.removeAll()
        elements.removeAll()
        free.removeAll()
        root = -1
    }

    // MARK: Treap internals

    @inline(__always)
    @usableFromInline
    func count(of node: Int32) -> Int { node < 0 ? 0 : Int(nodes[Int(node)].count) }

    @inline(__always)
    @usableFromInline
    func sum(of node: Int32) -> Double { node < 0 ? 0 : nodes[Int(node)].sum }

    @inlinable
    func locate(_ index: Int) -> Int32 {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        var node = root
        var remaining = index
        while true {
            let n = nodes[Int(node)]
            let leftCount = count(of: n.left)
            if remaining < leftCount {
                node = n.left
            } else if remaining == leftCount {
                return node
            } else {
                remaining -= leftCount + 1
                node = n.right
            }
        }
    }

    @inlinable
    mutating func setHeight(_ height: Double, at index: Int, in node: Int32) {
        let n = nodes[Int(node)]
        let leftCount = count(of: n.left)
        if index < leftCount {
            setHeight(height, at: index, in: n.left)
        } else if index == leftCount {
            nodes[Int(node)].height = height
        } else {
            setHeight(height, at: index - leftCount - 1, in: n.right)
        }
        recompute(node)
    }

    @inlinable @inline(__always)
    mutating func recompute(_ node: Int32) {
        let n = nodes[Int(node)]
        nodes[Int(node)].count = Int32(count(of: n.left) + count(of: n.right) + 1)
        nodes[Int(node)].sum = sum(of: n.left) + n.height + sum(of: n.right)
    }

    private mutating func makeNode(height: Double, element: Element) -> Int32 {
        let priority = UInt32(truncatingIfNeeded: random.next() >> 32)
        let node = Node(left: -1, right: -1, priority: priority, count: 1, height: height, sum: height)
        if let reused = free.popLast() {
            nodes[Int(reused)] = node
            elements[Int(reused)] = element
            return reused
        }
        precondition(nodes.count < Int(Int32.max), "HeightIndex holds at most \(Int32.max) items")
        nodes.append(node)
        elements.append(element)
        return Int32(nodes.count - 1)
    }

    private mutating func release(_ node: Int32) {
        guard node >= 0 else { return }
        var stack = [node]
        while let top = stack.popLast() {
            let n = nodes[Int(top)]
            if n.left >= 0 { stack.append(n.left) }
            if n.right >= 0 { stack.append(n.right) }
            free.append(top)
        }
    }

    /// Splits `node`'s items into the first `k` and the rest.
    private mutating func split(_ node: Int32, _ k: Int) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let n = nodes[Int(node)]
        let leftCount = count(of: n.left)
        if k <= leftCount {
            let (a, b) = split(n.left, k)
            nodes[Int(node)].left = b
            recompute(node)
            return (a, node)
        } else {
            let (a, b) = split(n.right, k - leftCount - 1)
            nodes[Int(node)].right = a
            recompute(node)
            return (node, b)
        }
    }

    /// Concatenates two treaps, every item of `a` before every item of `b`.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[Int(a)].priority >= nodes[Int(b)].priority {
            nodes[Int(a)].right = merge(nodes[Int(a)].right, b)
            recompute(a)
            return a
        } else {
            nodes[Int(b)].left = merge(a, nodes[Int(b)].left)
            recompute(b)
            return b
        }
    }
}
