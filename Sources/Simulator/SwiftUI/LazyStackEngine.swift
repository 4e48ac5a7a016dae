import ChatModel
import Foundation
import ListDiff
import ListLayout

/// The headless SwiftUI list's own behaviour: `ScrollView { LazyVStack { ForEach } }` with a
/// `ScrollViewReader`, over the machinery of ``ListEngine``; its state is ``LazyStackState``.
///
/// What is modelled, and where it comes from:
/// - **Lazy realization, no reuse.** A row is built the first time it comes on screen
///   (Apple, `LazyVStack`: "the stack view doesn't create items until it needs to render
///   them onscreen"; WWDC20 "Stacks, Grids, and Outlines in SwiftUI"), charged `rowCreate`.
///   Rows are never recycled into other rows: a realized row keeps its view graph and state
///   while it stays in the data, so the rows alive grow with the rows scrolled past
///   (`peakCellsAlive` counts them). Rows within ``LazyStackState/lookahead`` of the screen
///   are measured before they appear (an estimate of how far ahead SwiftUI sizes rows).
/// - **Body evaluation** (WWDC21 "Demystify SwiftUI", WWDC23 "Demystify SwiftUI
///   performance"): a state change invalidates the list's body, evaluated once in the
///   frame's transaction however many changes came before it; its `ForEach` gathers and
///   compares every row identifier of its data (`forEachDiffPerRow` × rows, realized or
///   not), and each on-screen row whose input changed runs its body (`rowBodyEvaluation`).
///   `snapshotApplies` counts these list body evaluations.
/// - **Rendering a row's text** as its ``RowRendering`` says: plain text, markdown parsed
///   whole on every body run, or parsed incrementally.
/// - **Images loaded asynchronously** (``AsyncImageLoading``, when the configuration asks
///   for it): a row shows its placeholder until its images arrive, then grows.
/// - **Estimated then measured heights**: rows not yet built have an estimated height;
///   building them measures them, which moves the content below (and the scroll position
///   when it is clamped) — SwiftUI has no self-sizing compensation to opt into, so the
///   collection view's ``CollectionViewLayoutSettings`` do not apply.
/// - **No prefetching**: a lazy stack has no prefetching API.
/// - **Its own scrolling**: `proxy.scrollTo` inside `withAnimation` runs the list's own
///   animation along a ``ListAnimation`` curve (``scrollTo(_:anchor:animation:)``), and
///   `.defaultScrollAnchor(.bottom)` opens the list at its bottom, sizing the rows it opens
///   on before they show, and keeps a list resting on its bottom there as it grows.
final class LazyStackEngine: ListKindEngine {
    unowned let engine: ListEngine
    let state: LazyStackState

    init(engine: ListEngine, configuration: LazyStackConfiguration) {
        self.engine = engine
        state = LazyStackState(configuration: configuration)
    }

    // MARK: - Rows

    /// Evaluates the list's body if a state change is waiting: the `ForEach` diffs its data,
    /// rows leave and join, and the on-screen rows whose input changed run their body.
    ///
    /// - Complexity: O(rows of the data) — the identifier diff SwiftUI does, charged per row.
    func prepareLayout() {
        guard let pending = state.pending else { return }
        state.pending = nil
        let old = engine.state.snapshot
        var new: ChatSnapshot
        do {
            new = try Self.forEachSnapshot(pending.rows, current: old)
        } catch {
            engine.record(.snapshotError("the list's ForEach data: \(error)"))
            return
        }
        var seen: Set<ChatItemID> = []
        let changed = pending.changed.filter { seen.insert($0).inserted && new.containsItem($0) && old.containsItem($0) }
        if !changed.isEmpty {
            do {
                try new.reconfigureItems(changed)
            } catch {
                // The rows run their bodies below all the same; only the marks are missing.
                engine.record(.snapshotError("the list's changed rows: \(error)"))
            }
        }
        if pending.listBody {
            engine.trace(pending.animated ? .applyAnimated : .apply)
            engine.record(.snapshotApplied(animated: pending.animated, identicalItemCount: nil))
            engine.ledger.chargeBodyEvaluation(rowsDiffed: pending.rowCount)
        }
        let changes = engine.state.changes(to: new)
        // The same rows (a streamed chunk changes a row's content, not the rows): nothing
        // left that a row on screen or remembered could name.
        if new.hasIdenticalIdentifiers(to: old) {
            assert(engine.cells.displayed.keys.allSatisfy(new.containsItem) && state.holdsOnly(new.containsItem),
                   "a row on screen or remembered is not in the list's data")
        } else {
            engine.cells.endDisplay(unless: { new.containsItem($0) })
            state.retain(where: { new.containsItem($0) })
        }
        engine.state.apply(new, changes: changes, item: engine.listItem(for:))
        for id in changed where engine.cells.isDisplayed(id) { engine.configure(id, reusingCell: true) }
        engine.needsLayout = true
    }

    /// The `ForEach` data as a snapshot of one section: `current` itself (a copy-on-write copy,
    /// O(rows) comparisons) when it already holds exactly `rows` in its one section 0 and no
    /// update marks — a streamed chunk changes a row's content, not the rows — else one built
    /// from `rows` (O(rows) hashing). The two are equal (`==`) whenever both exist.
    ///
    /// - Throws: what building it throws (a row named twice).
    static func forEachSnapshot(_ rows: [ChatItemID], current: ChatSnapshot) throws(SnapshotError) -> ChatSnapshot {
        if current.sectionIdentifiers == [0], current.reconfiguredItemIdentifiers.isEmpty,
           current.reloadedItemIdentifiers.isEmpty, current.reloadedSectionIdentifiers.isEmpty,
           current.itemIdentifiers == rows {
            return current
        }
        var new = ChatSnapshot()
        try new.appendSections([0])
        try new.appendItems(rows, toSection: 0)
        return new
    }

    func isPending(_ id: ChatItemID) -> Bool { state.pending?.rows.contains(id) == true }

    // MARK: - Measuring

    var measuringLookahead: Double { LazyStackState.lookahead }

    var compensatesSelfSizingAboveVisibleItems: Bool { false }

    /// `.defaultScrollAnchor(.bottom)`, while no scroll animation of the list runs.
    var keepsBottomAsContentGrows: Bool { state.anchorsAtBottom && state.animation == nil }

    var correctsBottomOncePerFrame: Bool { state.configuration.bottomAnchorSettling == .oncePerFrame }

    // MARK: - Visibility

    /// Builds the row the first time it shows (charged `rowCreate`, its images start
    /// loading) and keeps it after; a row shown again runs its body as a kept view.
    func display(_ id: ChatItemID, kind: CellKind) {
        let created = state.realize(id)
        engine.cells.display(id, kind: kind)
        if created {
            engine.ledger.chargeRowCreate()
            engine.startLoadingImages(of: id)
        }
        engine.record(.cellDequeued(created: created))
        engine.configure(id, reusingCell: !created)
    }

    /// The row's body and its text's rendering: nothing for plain text, the whole text for
    /// markdown parsed whole, the text appended since the last run for incremental markdown.
    func chargeConfiguration(_ configuration: CellConfiguration, of id: ChatItemID, message: Message?,
                             reusingCell: Bool) -> Int {
        engine.ledger.chargeRowBody(extraMicroseconds: configuration.extraCostMicroseconds)
        guard let message else { return 0 }
        let length = message.text.utf8.count
        if message.role == .assistant {
            switch state.configuration.rendering {
            case .plainText: break
            case .markdownWhole: engine.ledger.chargeParsing(characters: length, thinking: false)
            case .markdownIncremental:
                engine.ledger.chargeParsing(characters: max(0, length - (state.parsedLength[id] ?? 0)), thinking: false)
                state.parsedLength[id] = length
            }
        }
        return message.revision
    }

    /// A lazy stack has no prefetching API: nothing follows a visibility update.
    func didUpdateVisibleItems(_ visible: Range<Int>, span: Range<Double>) {}

    /// The rows realized: none is recycled.
    var cellsAlive: Int { state.realized.count }

    var imageLoading: (AsyncImageLoading, ImageLoads)? { state.configuration.imageLoading.map { ($0, state.images) } }
}
