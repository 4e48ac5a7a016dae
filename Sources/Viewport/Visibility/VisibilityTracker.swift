/// Which items are on screen each frame, with UICollectionView's display, prefetch and reuse
/// semantics.
///
/// - Visible: every item whose extent intersects the bounds (including parts under the
///   bars, keyboard and composer, as UIKit displays cells there).
/// - Display events: ``VisibilityEvent/didEndDisplaying(index:kind:)`` for items that left,
///   then ``VisibilityEvent/willDisplay(index:kind:reused:)`` for items that arrived, each
///   in ascending index order; an item ends only after it was displayed.
/// - Prefetch (`UICollectionViewDataSourcePrefetching`): about ``prefetchScreens`` screens
///   ahead in the direction of the last scroll, items not visible and not yet prefetched;
///   a prefetched item that leaves that window without being displayed is cancelled, one
///   that is displayed is simply dropped from the prefetched set. Nothing is prefetched
///   before the first scroll. Cell prefetching (pre-creating cells) is not modelled.
/// - Reuse: a ``CellReusePool`` per tracker; ended cells are enqueued before new ones are
///   dequeued in the same update, so steady scrolling reuses.
///
/// Cost per update: O(log n + v + p) for v visible and p prefetched items.
public struct VisibilityTracker: Hashable, Sendable {
    /// How far ahead to prefetch, in bounds heights (1 by default: one screen).
    public var prefetchScreens: Double

    /// Displayed items: index → cell kind.
    public private(set) var displayed: [Int: String] = [:]
    /// Items prefetched and neither displayed nor cancelled yet.
    public private(set) var prefetched: Set<Int> = []
    /// The cells behind the displayed items.
    public private(set) var reusePool = CellReusePool()
    /// The direction of the last offset change seen by ``update(bounds:in:)``.
    public private(set) var lastDirection: ScrollDirection?

    private var lastOffsetY: Double?

    public init(prefetchScreens: Double = 1) {
        self.prefetchScreens = max(0, prefetchScreens)
    }

    /// Displayed item indices in ascending order. O(v log v).
    public var visibleIndices: [Int] { displayed.keys.sorted() }

    /// Recomputes visibility for `bounds` over `layout` and returns the events, in order:
    /// ended, displayed, cancelled prefetches, new prefetches.
    public mutating func update(bounds: Rect, in layout: some ScrollContentLayout) -> [VisibilityEvent] {
        if let lastOffsetY, bounds.minY != lastOffsetY {
            lastDirection = bounds.minY > lastOffsetY ? .down : .up
        }
        lastOffsetY = bounds.minY

        var events: [VisibilityEvent] = []
        let visible = layout.itemIndices(intersecting: bounds.verticalRange)
        for index in displayed.keys.filter({ !visible.contains($0) }).sorted() {
            let kind = displayed.removeValue(forKey: index)!
            reusePool.enqueue(kind: kind)
            events.append(.didEndDisplaying(index: index, kind: kind))
        }
        for index in visible where displayed[index] == nil {
            let kind = layout.reuseIdentifier(at: index)
            let reused = reusePool.dequeue(kind: kind)
            displayed[index] = kind
            prefetched.remove(index)
            events.append(.willDisplay(index: index, kind: kind, reused: reused))
        }

        let window = prefetchWindow(bounds: bounds, in: layout, excluding: visible)
        let cancelled = prefetched.filter { !window.contains($0) }.sorted()
        if !cancelled.isEmpty {
            prefetched.subtract(cancelled)
            events.append(.cancelPrefetching(cancelled))
        }
        var requested = window.filter { !prefetched.contains($0) && displayed[$0] == nil }
        if lastDirection == .up { requested.reverse() }
        if !requested.isEmpty {
            prefetched.formUnion(requested)
            events.append(.prefetch(Array(requested)))
        }
        return events
    }

    /// Renumbers tracked items after the data changed (inserts, deletes, moves):
    /// `transform` maps an old index to its new one, or `nil` when the item was deleted.
    /// Deleted displayed items end displaying (their cells are enqueued); deleted
    /// prefetched items are cancelled.
    public mutating func remapIndices(_ transform: (Int) -> Int?) -> [VisibilityEvent] {
        var events: [VisibilityEvent] = []
        var newDisplayed: [Int: String] = [:]
        for (index, kind) in displayed.sorted(by: { $0.key < $1.key }) {
            if let newIndex = transform(index) {
                newDisplayed[newIndex] = kind
            } else {
                reusePool.enqueue(kind: kind)
                events.append(.didEndDisplaying(index: index, kind: kind))
            }
        }
        displayed = newDisplayed
        var newPrefetched: Set<Int> = []
        var cancelled: [Int] = []
        for index in prefetched.sorted() {
            if let newIndex = transform(index) { newPrefetched.insert(newIndex) } else { cancelled.append(index) }
        }
        prefetched = newPrefetched
        if !cancelled.isEmpty { events.append(.cancelPrefetching(cancelled)) }
        return events
    }

    private func prefetchWindow(bounds: Rect, in layout: some ScrollContentLayout, excluding visible: Range<Int>) -> Range<Int> {
        guard let lastDirection, prefetchScreens > 0, bounds.height > 0 else { return 0 ..< 0 }
        let distance = bounds.height * prefetchScreens
        let range: Range<Double> = switch lastDirection {
        case .down: bounds.maxY ..< bounds.maxY + distance
        case .up: bounds.minY - distance ..< bounds.minY
        }
        let window = layout.itemIndices(intersecting: range)
        // Items straddling the bounds edge are visible, not prefetched.
        switch lastDirection {
        case .down: return max(window.lowerBound, visible.upperBound) ..< max(window.upperBound, visible.upperBound)
        case .up:
            let upper = visible.isEmpty ? window.upperBound : min(window.upperBound, visible.lowerBound)
            return min(window.lowerBound, upper) ..< upper
        }
    }
}
