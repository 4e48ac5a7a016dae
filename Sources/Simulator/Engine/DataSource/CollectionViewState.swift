import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// What the collection view shows: the data source's current snapshot and the list layout of
/// its items, kept in step as snapshots are applied.
///
/// A reference owned by the engine, so that reading one of the two never copies the other.
///
/// The frame loop queries the layout and the snapshot many times a frame. Its queries are
/// forwarded here (``frame(at:)``, ``indexRange(intersecting:)``, …) and run on the values
/// where they lie (``InPlaceValue/query(_:)``): a query through the `layout` or `snapshot`
/// accessor copies the whole value first when the callee is not inlined (measured), retaining
/// and releasing every reference it holds, for a query that only reads.
final class CollectionViewState {
    // Both values live at a fixed address (``InPlaceValue``): the frame loop's queries read
    // them there, without a copy or a run-time exclusivity check.
    private let snapshotStorage = InPlaceValue(ChatSnapshot())
    private let layoutStorage: InPlaceValue<ListLayout>
    /// Changes whenever the snapshot or the layout may have changed: equal versions mean the
    /// same items at the same places.
    private(set) var version = 0
    /// Changes whenever the snapshot may have changed: equal versions mean the same items in
    /// the same order.
    private(set) var snapshotVersion = 0
    /// The placements looked up since the last change, newest last: the checks at the end of
    /// every frame ask for the same few rows (the reader's, the newest message's).
    private var recentPlacements: [(id: ChatItemID, index: Int, frame: LayoutRect)] = []
    private static let recentPlacementLimit = 8

    private func changed() {
        version &+= 1
        recentPlacements.removeAll(keepingCapacity: true)
    }

    /// The data source's current snapshot, without reload or reconfigure marks.
    private(set) var snapshot: ChatSnapshot {
        _read { yield snapshotStorage.value }
        _modify {
            defer {
                snapshotVersion &+= 1
                changed()
            }
            yield &snapshotStorage.value
        }
    }

    /// The list layout of the snapshot's items.
    private(set) var layout: ListLayout {
        _read { yield layoutStorage.value }
        _modify {
            defer { changed() }
            yield &layoutStorage.value
        }
    }

    // The layout's queries the frame loop makes many times a frame, answered from the stored
    // layout where it lies: through ``layout``'s accessor each would copy the whole layout
    // first (see ``InPlaceValue``).

    /// ``ListLayout/contentHeight``, or the custom layout's.
    var contentHeight: Double {
        if let customLayout { return customLayout.contentHeight }
        return layoutStorage.query { $0.contentHeight }
    }
    /// ``ListLayout/frame(at:)``, or the custom layout's.
    func frame(at position: Int) -> LayoutRect {
        if let customLayout { return customLayout.frame(at: position) }
        return layoutStorage.query { $0.frame(at: position) }
    }
    /// ``ListLayout/indexRange(intersecting:)``, or the custom layout's.
    func indexRange(intersecting span: Range<Double>) -> Range<Int> {
        if let customLayout { return customLayout.indexRange(intersecting: span) }
        return layoutStorage.query { $0.indexRange(intersecting: span) }
    }
    /// The self-sized (or estimated) height of the item at `position`, as the list layout
    /// measured it, whoever places it.
    func measuredHeight(at position: Int) -> Double { layoutStorage.query { $0.frame(at: position).height } }

    /// The app's own layout object, placing the items instead of ``layout`` (which still
    /// self-sizes them); nil (the default): the list layout places them.
    var customLayout: (any CustomItemLayout)? {
        didSet { changed() }
    }
    /// The custom layout changed its answers (it invalidated): cached placements are stale.
    func customLayoutDidChange() { changed() }

    /// What the viewport scrolls: the list layout, or the custom layout's placement.
    func withScrollContent<R>(_ body: (any ScrollContentLayout) throws -> R) rethrows -> R {
        guard let customLayout else { return try body(layout) }
        let count = snapshotStorage.value.numberOfItems
        return try body(CustomScrollContent(layout: customLayout, itemCount: count, reuse: { [unowned self] index in
            self.cellKind(at: index).rawValue
        }))
    }
    /// ``ListLayout/itemID(at:)``.
    func itemID(at position: Int) -> ChatItemID { layoutStorage.query { $0.itemID(at: position) } }
    /// ``ListLayout/cellKind(at:)``.
    func cellKind(at position: Int) -> CellKind { layoutStorage.query { $0.cellKind(at: position) } }
    /// ``ListLayout/isMeasured(at:)``.
    func isMeasured(at position: Int) -> Bool { layoutStorage.query { $0.isMeasured(at: position) } }
    /// The snapshot's ``Snapshot/indexOfItem(_:)``.
    func indexOfItem(_ id: ChatItemID) -> Int? { snapshotStorage.value.indexOfItem(id) }
    /// The snapshot's ``Snapshot/indexPath(ofItem:)``.
    func indexPath(ofItem id: ChatItemID) -> IndexPath? { snapshotStorage.value.indexPath(ofItem: id) }

    init(width: Double) {
        layoutStorage = InPlaceValue(ListLayout(width: width))
    }

    /// Replaces the list layout with an empty one of `configuration` (a lazy stack's
    /// geometry), keeping the width.
    func replaceLayout(configuration: ListLayoutConfiguration) {
        layout = ListLayout(width: layout.width, configuration: configuration)
    }

    /// The changes that turn the current items into `new`'s: none when the identifiers are
    /// the same (a reconfigure, a redundant apply, a streamed chunk) — O(1) when `new` shares
    /// the current snapshot's storage — else their diff.
    func changes(to new: ChatSnapshot) -> ArrayChanges {
        new.hasIdenticalIdentifiers(to: snapshotStorage.value)
            ? ArrayChanges() : ListDiff.diff(old: snapshotStorage.value.itemIdentifiers, new: new.itemIdentifiers)
    }

    /// Whether applying `new` would change nothing: the same identifiers and no reload or
    /// reconfigure marks.
    func isIdentical(to new: ChatSnapshot) -> Bool {
        new.hasIdenticalIdentifiers(to: snapshot) && new.reconfiguredItemIdentifiers.isEmpty
            && new.reloadedItemIdentifiers.isEmpty && new.reloadedSectionIdentifiers.isEmpty
    }

    /// Makes `new` current: the layout loses the removed and moved-from items (descending),
    /// gains the inserted and moved-to ones (ascending, in runs), and replaces the reloaded
    /// and reconfigured ones; `item` gives each new or replaced item's layout content. As in
    /// UIKit the stored snapshot carries no reload or reconfigure marks.
    ///
    /// - Complexity: O(c log n) layout updates for c changes, plus the snapshot copy.
    func apply(_ new: ChatSnapshot, changes: ArrayChanges, item: (ChatItemID) -> ListItem) {
        // A streamed chunk changes no item's place: only the reconfigured one is replaced.
        if !changes.isEmpty { applyStructure(new, changes: changes, item: item) }
        snapshot = new.withoutUpdateMarks()
        layout.setSecondSectionStart(Self.secondSectionStart(of: snapshotStorage.value))
        func replace(_ ids: [ChatItemID]) {
            for id in ids {
                guard let index = indexOfItem(id) else { continue }
                layout.replace(at: index, with: item(id))
            }
        }
        replace(new.reconfiguredItemIdentifiers)
        replace(new.reloadedItemIdentifiers)
    }

    /// The layout loses the removed and moved-from items of `changes` (descending) and gains
    /// the inserted and moved-to ones (ascending, in runs).
    private func applyStructure(_ new: ChatSnapshot, changes: ArrayChanges, item: (ChatItemID) -> ListItem) {
        let newItems = new.itemIdentifiers
        var removals = changes.deletes + changes.moves.map(\.from)
        removals.sort(by: >)
        for index in removals { layout.remove(index..<(index + 1)) }
        var insertions = changes.inserts + changes.moves.map(\.to)
        insertions.sort()
        var run: [ListItem] = []
        var runStart = -1
        for index in insertions {
            if runStart >= 0, index == runStart + run.count {
                run.append(item(newItems[index]))
            } else {
                if !run.isEmpty { layout.insert(run, at: runStart) }
                run = [item(newItems[index])]
                runStart = index
            }
        }
        if !run.isEmpty { layout.insert(run, at: runStart) }
    }

    /// Where the snapshot's second section begins (the first section's item count), or nil
    /// for a snapshot of one section. O(1).
    private static func secondSectionStart(of snapshot: ChatSnapshot) -> Int? {
        guard snapshot.numberOfSections >= 2 else { return nil }
        return snapshot.numberOfItems(inSectionAt: 0)
    }

    /// The layout becomes one of `configuration`, `width` wide, holding the current items
    /// at their estimated heights (each is measured again as it comes near the screen).
    /// O(n) for n items.
    func setLayoutConfiguration(_ configuration: ListLayoutConfiguration, width: Double, item: (ChatItemID) -> ListItem) {
        var fresh = ListLayout(width: width, configuration: configuration)
        fresh.insert(snapshot.itemIdentifiers.map(item), at: 0)
        fresh.setSecondSectionStart(Self.secondSectionStart(of: snapshot))
        layout = fresh
    }

    /// The rows the layout shows: the width changed, every item is measured again.
    func invalidateLayout(width: Double) { layout.invalidate(width: width) }

    /// Sets the date header `id`'s cell draws at its top, as the cell was just configured;
    /// returns whether it changed (the item then sizes again). O(log n).
    func setDateHeader(_ day: Int64?, of id: ChatItemID) -> Bool {
        guard let index = indexOfItem(id) else { return false }
        return layout.setDateHeader(day, at: index)
    }

    /// Sizes items with `sizer` where it answers, the cell sizer elsewhere (``ItemSizing``).
    func setItemSizer(_ sizer: (any ItemSizing)?) { layout.itemSizer = sizer }

    /// Forgets `id`'s measured height: it is measured again when next near the screen. O(log n).
    func invalidateMeasurement(of id: ChatItemID) {
        guard let index = indexOfItem(id) else { return }
        layout.invalidateMeasurement(at: index)
    }

    /// Self-sizes the items in `range`, keeping the item at `anchorY` in place.
    func measure(_ range: Range<Int>, anchorY: Double) -> MeasurementReport {
        layout.measure(range, anchorY: anchorY)
    }

    /// Replaces the layout content of `id` (measured again when it is next near the screen).
    /// O(log n).
    func replaceItem(_ id: ChatItemID, with item: ListItem) {
        guard let index = indexOfItem(id) else { return }
        layout.replace(at: index, with: item)
    }

    /// The content frame of `id`, if it is in the list. O(log n); O(1) when asked again
    /// before anything changed.
    func frame(of id: ChatItemID) -> LayoutRect? { placement(of: id)?.frame }

    /// The position and content frame of `id`, if it is in the list. O(log n); O(1) when
    /// asked again before anything changed.
    func placement(of id: ChatItemID) -> (index: Int, frame: LayoutRect)? {
        if let recent = recentPlacements.last(where: { $0.id == id }) { return (recent.index, recent.frame) }
        guard let index = indexOfItem(id) else { return nil }
        let frame = frame(at: index)
        if recentPlacements.count == Self.recentPlacementLimit { recentPlacements.removeFirst() }
        recentPlacements.append((id, index, frame))
        return (index, frame)
    }
}
