import ListDiff
import ListLayout
import Simulator
import Viewport

/// Lays the rehearsed list out with a team's own `UICollectionViewLayout` subclass: the
/// engine's ``CustomItemLayout``, answered by asking the layout in UIKit's order
/// (``UICollectionViewLayout``'s note).
///
/// The engine's cell sizer is the cells' `systemLayoutSizeFitting`: an item's measured
/// height is offered as the preferred attributes (the layout's attributes with that height),
/// through the cell's `preferredLayoutAttributesFitting(_:)` when its cell is on screen, each
/// time the measurement differs from the last one offered for that item. Content coordinates
/// are shared with the engine; offsets are translated by the frame's top
/// (``UICollectionView/faceOffset(_:)``).
final class CustomLayoutBridge: CustomItemLayout {
    let layout: UICollectionViewLayout
    private weak var collectionView: UICollectionView?

    private var needsPrepare = true
    private var preparedContentHeight = 0.0
    /// The flat index of each section's first item, from the last `prepare()`.
    private var sectionStarts: [Int] = []
    private var itemCount = 0
    private var frames: [Int: LayoutRect] = [:]
    private var lastQuery: (span: Range<Double>, range: Range<Int>)?
    private var lastBounds: CGRect?
    /// The measured height last offered to the layout for each item.
    private var offeredHeights: [Int: Double] = [:]
    /// An update announced but not laid out yet: its changes and the section starts before it.
    private var pendingUpdate: (changes: ArrayChanges, startsBefore: [Int])?
    private var invalidated = false
    private var offsetAdjustment = 0.0
    /// Asks the engine for a layout pass: an invalidation the app made outside the engine's
    /// own calls ("The actual layout update occurs during the next view layout update
    /// cycle", Apple, `invalidateLayout()`).
    var setNeedsLayout: (() -> Void)?
    /// Whether the engine is asking the layout now (its invalidations are then part of the pass).
    private var inEngineCall = 0
    /// Whether the layout's answers are current (prepared since its last invalidation).
    var isPrepared: Bool { !needsPrepare }

    init(layout: UICollectionViewLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        layout.bridge = self
    }

    // MARK: Invalidation (from the layout)

    /// `invalidateLayout(with:)` reached the base class: the next answer prepares again.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        invalidated = true
        frames.removeAll(keepingCapacity: true)
        lastQuery = nil
        offsetAdjustment += Double(context.contentOffsetAdjustment.y)
        if inEngineCall == 0 { setNeedsLayout?() }
    }

    /// Runs an engine call into the layout.
    private func engineCall<T>(_ body: () -> T) -> T {
        inEngineCall += 1
        defer { inEngineCall -= 1 }
        return body()
    }

    /// Prepares the layout if it was invalidated since it last prepared (what the engine's
    /// next query would do): the supplementary views read its answers between the engine's
    /// passes, when a self-sizing list has invalidated it again.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        inEngineCall += 1
        defer { inEngineCall -= 1 }
        MainActorBridge.run {
            let update = pendingUpdate
            pendingUpdate = nil
            let starts = currentSectionStarts()
            let items = update.map { updateItems($0.changes, before: $0.startsBefore, after: starts) }
            if let items { layout.carrySizes(through: items) }
            layout.prepare()
            sectionStarts = starts
            if let items {
                layout.prepare(forCollectionViewUpdates: items)
                for item in items where item.updateAction == .insert {
                    if let path = item.indexPathAfterUpdate { _ = layout.initialLayoutAttributesForAppearingItem(at: path) }
                }
                layout.finalizeCollectionViewUpdates()
            }
            preparedContentHeight = Double(layout.collectionViewContentSize.height)
        }
    }

    // MARK: CustomItemLayout

    var contentHeight: Double {
        prepareIfNeeded()
        return preparedContentHeight
    }

    func frame(at index: Int) -> LayoutRect {
        prepareIfNeeded()
        if let frame = frames[index] { return frame }
        let attributes = MainActorBridge.run { layout.layoutAttributesForItem(at: indexPath(ofFlat: index)) }
        let frame = attributes.map(Self.rect) ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
        frames[index] = frame
        return frame
    }

    func indexRange(intersecting span: Range<Double>) -> Range<Int> {
        prepareIfNeeded()
        if let lastQuery, lastQuery.span == span { return lastQuery.range }
        let width = MainActorBridge.run { collectionView?.frame.width ?? 0 }
        let rect = CGRect(x: 0, y: span.lowerBound, width: width, height: span.upperBound - span.lowerBound)
        let elements = MainActorBridge.run { layout.layoutAttributesForElements(in: rect) ?? [] }
        var lower = Int.max, upper = Int.min
        for attributes in elements where attributes.representedElementCategory == .cell && !attributes.isHidden {
            let index = flatIndex(of: attributes.indexPath)
            guard index >= 0, index < itemCount else { continue }
            frames[index] = Self.rect(attributes)
            lower = min(lower, index)
            upper = max(upper, index)
        }
        let range = lower <= upper ? lower..<(upper + 1) : 0..<0
        lastQuery = (span, range)
        return range
    }

    func boundsWillChange(to bounds: Viewport.Rect) -> Bool {
        engineCall { MainActorBridge.run {
            guard let collectionView else { return false }
            let offset = collectionView.faceOffset(bounds.origin)
            let face = CGRect(x: offset.x, y: offset.y, width: collectionView.frame.width, height: collectionView.frame.height)
            defer { lastBounds = face }
            guard let lastBounds, lastBounds != face, layout.shouldInvalidateLayout(forBoundsChange: face) else { return false }
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: face))
            return true
        } }
    }

    func itemsDidSelfSize(_ sizes: [(index: Int, height: Double)]) -> (changed: Bool, contentOffsetAdjustment: Double) {
        prepareIfNeeded()
        engineCall { MainActorBridge.run {
            for (index, height) in sizes where offeredHeights[index] != height {
                offeredHeights[index] = height
                let path = indexPath(ofFlat: index)
                guard let original = layout.layoutAttributesForItem(at: path),
                      var preferred = original.copy() as? UICollectionViewLayoutAttributes else { continue }
                preferred.size = CGSize(width: original.size.width, height: height)
                if let cell = collectionView?.cellForItem(at: path) { preferred = cell.preferredLayoutAttributesFitting(preferred) }
                offer(preferred, for: original)
            }
        } }
        defer {
            invalidated = false
            offsetAdjustment = 0
        }
        return (invalidated, offsetAdjustment)
    }

    /// Offers an element's `preferred` attributes for its `original` ones: the layout
    /// invalidates when it says it should, with the context it makes — the self-sizing path
    /// of cells and of supplementary views alike (``SupplementaryViews``, ``TableSectionViews``).
    /// Outside the engine's own calls the invalidation asks for a layout pass.
    @MainActor func offer(_ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes) {
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
    }

    func itemsWillChange(_ changes: ArrayChanges?, animated: Bool) {
        offeredHeights.removeAll(keepingCapacity: true)
        engineCall { MainActorBridge.run {
            let context = layout.makeContext()
            if let changes {
                pendingUpdate = (changes, currentSectionStarts())
                context.invalidatesDataSourceCounts = true
            } else {
                pendingUpdate = nil
                context.invalidatesEverything = true
            }
            layout.invalidateLayout(with: context)
        } }
    }

    func targetContentOffset(proposed y: Double) -> Double {
        prepareIfNeeded()
        return MainActorBridge.run {
            guard let collectionView else { return y }
            let proposed = collectionView.faceOffset(Point(x: 0, y: y))
            let target = layout.targetContentOffset(forProposedContentOffset: proposed)
            return collectionView.engineOffset(target).y
        }
    }

    // MARK: Index paths

    @MainActor private func currentSectionStarts() -> [Int] {
        guard let collectionView else { return [] }
        var starts: [Int] = []
        var total = 0
        for section in 0..<collectionView.numberOfSections {
            starts.append(total)
            total += collectionView.numberOfItems(inSection: section)
        }
        itemCount = total
        return starts
    }

    private func flatIndex(of path: IndexPath, starts: [Int]? = nil) -> Int {
        let starts = starts ?? sectionStarts
        guard starts.indices.contains(path.section) else { return -1 }
        return starts[path.section] + path.item
    }

    private func indexPath(ofFlat index: Int, starts: [Int]? = nil) -> IndexPath {
        let starts = starts ?? sectionStarts
        var section = 0
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= index { section = mid; low = mid + 1 } else { high = mid }
        }
        return IndexPath(item: index - (starts.isEmpty ? 0 : starts[section]), section: section)
    }

    /// UIKit's update items for `changes`: deletions and moves with their index paths before
    /// the update, insertions and moves with theirs after.
    @MainActor private func updateItems(_ changes: ArrayChanges, before: [Int], after: [Int]) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for index in changes.deletes {
            items.append(UICollectionViewUpdateItem(before: indexPath(ofFlat: index, starts: before), after: nil, action: .delete))
        }
        for index in changes.inserts {
            items.append(UICollectionViewUpdateItem(before: nil, after: indexPath(ofFlat: index, starts: after), action: .insert))
        }
        for move in changes.moves {
            items.append(UICollectionViewUpdateItem(before: indexPath(ofFlat: move.from, starts: before),
                                                    after: indexPath(ofFlat: move.to, starts: after), action: .move))
        }
        return items
    }

    private static func rect(_ attributes: UICollectionViewLayoutAttributes) -> LayoutRect {
        MainActorBridge.run {
            LayoutRect(x: Double(attributes.frame.minX), y: Double(attributes.frame.minY),
                       width: Double(attributes.frame.width), height: Double(attributes.frame.height))
        }
    }
}
