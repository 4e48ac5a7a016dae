@testable import Viewport

/// A ``ScrollContentLayout`` backed by an array of heights with prefix sums.
///
/// Items are stacked top to bottom with `spacing` between neighbours. Intended for tests,
/// benchmarks and tools: lookups are O(log n), but ``setHeight(_:at:)`` rewrites the prefix
/// sums below the item, O(n). `ListLayout` is the production conformer.
struct ArrayContentLayout: ScrollContentLayout, Hashable, Sendable {
    /// Item heights, top to bottom.
    private(set) var heights: [Double]
    /// Cell kinds (reuse identifiers), parallel to ``heights``.
    private(set) var kinds: [String]
    /// Vertical gap between neighbouring items.
    let spacing: Double
    /// `tops[i]` is item `i`'s top edge; `tops[count]` is the content height.
    private var tops: [Double]

    /// Creates a layout of `heights` with the given kinds (defaulting to `"cell"` for all).
    ///
    /// - Throws: ``ViewportError/invalidLayout(_:)`` when a height is negative or not
    ///   finite, when `kinds` and `heights` differ in length, or when `spacing` is negative.
    init(heights: [Double], kinds: [String]? = nil, spacing: Double = 0) throws {
        let kinds = kinds ?? Array(repeating: "cell", count: heights.count)
        guard kinds.count == heights.count else {
            throw ViewportError.invalidLayout("\(kinds.count) kinds for \(heights.count) heights")
        }
        guard spacing >= 0, spacing.isFinite else {
            throw ViewportError.invalidLayout("spacing \(spacing) is not a finite non-negative number")
        }
        if let bad = heights.firstIndex(where: { !($0 >= 0 && $0.isFinite) }) {
            throw ViewportError.invalidLayout("height \(heights[bad]) of item \(bad) is not a finite non-negative number")
        }
        self.heights = heights
        self.kinds = kinds
        self.spacing = spacing
        self.tops = []
        rebuildTops(from: 0)
    }

    var itemCount: Int { heights.count }

    var contentHeight: Double { tops[heights.count] }

    func itemExtent(at index: Int) -> ItemExtent {
        ItemExtent(minY: tops[index], height: heights[index])
    }

    func reuseIdentifier(at index: Int) -> String { kinds[index] }

    /// O(log n): two binary searches over the prefix sums.
    func itemIndices(intersecting range: Range<Double>) -> Range<Int> {
        let n = heights.count
        guard n > 0, !range.isEmpty else { return 0 ..< 0 }
        // First item whose bottom edge is below range.lowerBound.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] + heights[mid] > range.lowerBound { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        // First item whose top edge is at or below range.upperBound.
        lo = first; hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] >= range.upperBound { hi = mid } else { lo = mid + 1 }
        }
        return first ..< max(first, lo)
    }

    /// Replaces one item's height (e.g. estimated → measured), moving every item below it.
    ///
    /// - Returns: the change in height (`new - old`). O(n − index).
    /// - Throws: ``ViewportError/invalidLayout(_:)`` for a bad index or height.
    @discardableResult
    mutating func setHeight(_ height: Double, at index: Int) throws -> Double {
        guard heights.indices.contains(index) else {
            throw ViewportError.invalidLayout("item \(index) is outside 0..<\(heights.count)")
        }
        guard height >= 0, height.isFinite else {
            throw ViewportError.invalidLayout("height \(height) of item \(index) is not a finite non-negative number")
        }
        let delta = height - heights[index]
        heights[index] = height
        rebuildTops(from: index)
        return delta
    }

    /// Inserts items at `index` (e.g. a page of older messages at 0). O(n).
    ///
    /// - Throws: ``ViewportError/invalidLayout(_:)`` for a bad index, height or kind count.
    mutating func insert(heights newHeights: [Double], kinds newKinds: [String]? = nil, at index: Int) throws {
        guard (0 ... heights.count).contains(index) else {
            throw ViewportError.invalidLayout("insertion index \(index) is outside 0...\(heights.count)")
        }
        let inserted = try ArrayContentLayout(heights: newHeights, kinds: newKinds, spacing: spacing)
        heights.insert(contentsOf: inserted.heights, at: index)
        kinds.insert(contentsOf: inserted.kinds, at: index)
        rebuildTops(from: index)
    }

    private mutating func rebuildTops(from start: Int) {
        let n = heights.count
        var index = start
        if tops.count != n + 1 {
            tops = Array(repeating: 0, count: n + 1)
            index = 0
        }
        var y = 0.0
        if index > 0 { y = tops[index - 1] + heights[index - 1] + (index < n ? spacing : 0) }
        for i in index ..< n {
            tops[i] = y
            y += heights[i] + (i + 1 < n ? spacing : 0)
        }
        tops[n] = y
    }
}
