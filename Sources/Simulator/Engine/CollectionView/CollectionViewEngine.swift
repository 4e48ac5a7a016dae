import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// The headless collection view's own behaviour: `UICollectionView` with a
/// `UICollectionViewDiffableDataSource` and a self-sizing list layout, over the machinery
/// of ``ListEngine``.
///
/// What it models, and where it comes from:
/// - **Cell reuse.** An item coming on screen dequeues a cell of its kind, which "dequeues
///   an existing cell if one is available or creates a new one" (Apple,
///   `dequeueReusableCell(withReuseIdentifier:for:)`), charged as a dequeue or a creation;
///   it is configured afresh, so it parses its whole text. A reconfigured cell keeps its view
///   (`reconfigureItems`, WWDC21 "Make blazing fast lists and collection views") and parses
///   only the text appended since, unless its provider re-parses the whole text; a
///   reloaded one is replaced.
/// - **Self-sizing.** Items have estimated heights until they come on screen
///   (`NSCollectionLayoutDimension.estimated`, "the system calculates the actual size when
///   the content is rendered"); measuring them moves the content below. The layout keeps
///   the visible items still only when the app compensates
///   (``CollectionViewLayoutSettings/compensatesSelfSizingAboveVisibleItems``). A cell whose
///   configuration changes its date header sizes again in the same pass.
/// - **Prefetching** (`UICollectionViewDataSourcePrefetching`): items about to come on
///   screen in the scroll direction are offered to the controller (``Prefetcher``).
/// - **Applies** (``apply(_:animating:completion:)``): a diff of the snapshots, charged by
///   size, animated changes charged per change; the completion runs after the batch
///   animation (``batchAnimationDuration``).
final class CollectionViewEngine: ListKindEngine {
    /// How long a collection view's animated batch update runs before its completion fires.
    ///
    /// UIKit does not document it; animated `performBatchUpdates` and diffable applies run
    /// the standard 0.3 s view animation in practice — an estimate.
    static let batchAnimationDuration = VirtualDuration.milliseconds(300)

    unowned let engine: ListEngine
    var prefetcher = Prefetcher()
    /// `collectionViewLayout`'s settings.
    var layoutSettings = CollectionViewLayoutSettings()
    /// The cells whose images load after display (``CollectionViewLayoutSettings/imageLoading``).
    let cellImages = ImageLoads()

    init(engine: ListEngine) { self.engine = engine }

    // MARK: - Rows

    /// A collection view's data changes only by an apply, at once: nothing waits.
    func prepareLayout() {}

    func isPending(_ id: ChatItemID) -> Bool { false }

    // MARK: - Measuring

    /// Only the items intersecting the visible area are sized.
    var measuringLookahead: Double { 0 }

    var compensatesSelfSizingAboveVisibleItems: Bool { layoutSettings.compensatesSelfSizingAboveVisibleItems }

    /// A collection view stays where its offset is as the content grows.
    var keepsBottomAsContentGrows: Bool { false }

    var correctsBottomOncePerFrame: Bool { false }

    // MARK: - Visibility

    /// Dequeues a cell (reused from the pool of its kind, or created), configures it from
    /// scratch, and starts loading its images.
    func display(_ id: ChatItemID, kind: CellKind) {
        let reused = engine.cells.dequeue(id, kind: kind)
        engine.replacedCells.noteDequeued(id, frame: engine.frameIndex)
        engine.ledger.chargeDequeue(reused: reused)
        engine.record(.cellDequeued(created: !reused))
        engine.configure(id, reusingCell: false)
        engine.startLoadingImages(of: id)
    }

    /// The provider's configure cost; a date header that changed sizes the cell again in this
    /// pass; an assistant message's text parsed — only what was appended since a reused
    /// cell's last configuration, unless the provider re-parses the whole text.
    func chargeConfiguration(_ configuration: CellConfiguration, of id: ChatItemID, message: Message?,
                             reusingCell: Bool) -> Int {
        engine.ledger.chargeConfigure(kind: configuration.kind, extraMicroseconds: configuration.extraCostMicroseconds,
                                      createsDateFormatter: configuration.createsDateFormatter,
                                      linearLookupElements: configuration.linearLookupElements)
        if engine.state.setDateHeader(configuration.dateHeader, of: id) {
            engine.needsLayout = true
            engine.cellSizeInvalidated = true
        }
        guard let message else { return 0 }
        let length = message.text.utf8.count
        let parsed = configuration.reusesFinishedRendering && message.state.isFinal ? 0
            : reusingCell && !configuration.parsesWholeText
            ? engine.cells[id].map { max(0, length - $0.configuredLength) } ?? length : length
        // The app's own views charge their markdown parsing where their code does it.
        if message.role == .assistant, engine.state.layout.configuration.textHolding != .chargedByAppViews {
            engine.ledger.chargeParsing(characters: parsed, thinking: configuration.kind == .thinking)
        }
        return configuration.shownRevision.map { min($0, message.revision) } ?? message.revision
    }

    /// Offers the items about to come on screen to the controller's prefetch callback, then
    /// cancels the requests whose items left the prefetch window unseen.
    func didUpdateVisibleItems(_ visible: Range<Int>, span: Range<Double>) {
        let update = prefetcher.update(
            visible: visible, span: span, height: engine.viewport.size.height,
            direction: engine.viewport.lastScrollDirection, state: engine.state, displayed: engine.cells.displayed.keys,
            displayedVersion: engine.cells.version
        )
        if !update.fresh.isEmpty {
            engine.trace(.prefetch)
            engine.prefetchItems?(update.fresh)
        }
        if !update.cancelled.isEmpty { engine.cancelPrefetchingItems?(update.cancelled) }
    }

    /// The cells alive, in and out of the reuse pool.
    var cellsAlive: Int { engine.cells.reusePool.cellsAlive }

    var imageLoading: (AsyncImageLoading, ImageLoads)? { layoutSettings.imageLoading.map { ($0, cellImages) } }

    // MARK: - Scrolling

    /// The scroll view drives every scroll of a collection view: it has none of its own.
    func advanceScroll() {}

    var isAnimatingScroll: Bool { false }

    var animatingTopAnchor: ChatItemID? { nil }
}
