import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// The headless collection view's machinery, assembled from its parts:
///
/// - ``CollectionViewState``: the data source's snapshot and the list layout;
/// - ``ListViewport``: the scroll view on the screen (orientation, keyboard, gestures);
/// - ``VisibleCells`` and ``Prefetcher``: the cells on screen, their reuse and prefetching;
/// - ``CostLedger``: the frame's modelled main-thread work;
/// - ``MetricsRecorder``: the only writer of metrics and findings, told what happened.
///
/// The engine runs the collection view's operations across those parts in the order UIKit
/// does them. Controllers never see it: they act through ``HeadlessCollectionView`` and
/// ``DiffableDataSource``, whose UIKit-shaped methods forward here.
final class ListEngine {
    /// How long a collection view's animated batch update runs before its completion fires.
    ///
    /// UIKit does not document it; animated `performBatchUpdates` and diffable applies run
    /// the standard 0.3 s view animation in practice — an estimate.
    static let batchAnimationDuration = VirtualDuration.milliseconds(300)

    let device: DeviceProfile
    private(set) var ledger: CostLedger
    private(set) var recorder = MetricsRecorder()
    private(set) var now: VirtualInstant = .zero
    private(set) var frameIndex = 0
    /// What happened this frame, for the trace.
    private(set) var frameEvents: [FrameEvent] = []

    let viewport: ListViewport
    let state: CollectionViewState
    let cells = VisibleCells()
    /// Which callback is running and which scrolls the controller made this frame.
    let scrolls = ScrollAttribution()
    private var prefetcher = Prefetcher()
    private(set) var transform: ViewTransform = .identity
    var layoutSettings = CollectionViewLayoutSettings()
    private var needsLayout = true
    /// A cell configured during this layout pass changed its date header: it sizes again
    /// before the pass ends.
    private var cellSizeInvalidated = false
    private var completions: [(due: VirtualInstant, body: () -> Void)] = []
    /// The controller's timers.
    var timers = VirtualTimers()
    /// The SwiftUI list's state, when the controller drives a lazy stack instead of the
    /// collection view (``LazyStackList``).
    private(set) var lazyStack: LazyStackState?
    /// The collection view's cells whose images load after display (``CollectionViewLayoutSettings/imageLoading``).
    private let cellImages = ImageLoads()
    /// UTF-8 length of each message's text the controller has revealed so far (a paced
    /// reveal); a message absent here shows all it has received.
    private(set) var shownLength: [MessageID: Int] = [:]
    /// The row the controller scrolled to the top of the visible area, where it should stay,
    /// and where it landed on screen (nil until it has landed).
    var topAnchor: (id: ChatItemID, screenY: Double?)?

    /// Looks up a loaded message; supplied by the simulation.
    var message: (MessageID) -> Message? = { _ in nil }
    /// The reply streaming now, if any; supplied by the simulation.
    var streamingReplyID: () -> Int? = { nil }
    /// The controller's cell provider and prefetch callback; set by the simulation.
    var configureCell: ((inout CellConfiguration, ChatItemID, IndexPath) -> Void)?
    var prefetchItems: (([IndexPath]) -> Void)?

    init(device: DeviceProfile) throws {
        self.device = device
        ledger = CostLedger(costs: device.costs)
        viewport = try ListViewport(device: device)
        state = CollectionViewState(width: device.viewportWidth)
    }

    // MARK: - Recording

    /// Tells the recorder what happened, in this frame.
    func record(_ event: RunEvent) { recorder.record(event) }

    /// Notes `event` in the frame's trace.
    func trace(_ event: FrameEvent) { frameEvents.append(event) }

    /// Closes the frame's cost ledger; returns its total, ms.
    func closeFrame() -> Double { ledger.closeFrame() }

    // MARK: - Time

    /// Moves to the start of a new frame.
    func beginFrame(at instant: VirtualInstant, index: Int) {
        now = instant
        frameIndex = index
        frameEvents.removeAll(keepingCapacity: true)
        recorder.beginFrame(index, at: instant)
        viewport.beginFrame()
        scrolls.beginFrame(animating: viewport.isAnimatingScroll || lazyStack?.animation != nil)
    }

    /// Scroll physics, keyboard and alongside animations up to `now`.
    func advancePhysics() {
        if viewport.advance(to: now) { needsLayout = true }
        advanceLazyScroll()
    }

    /// Fires the controller's timers that are due (a timer may schedule another one due now;
    /// at most 10 000 run in one tick, so a timer re-arming itself at zero delay cannot hang
    /// the run).
    func runDueTimers() {
        var fired = 0
        while fired < 10_000, let body = timers.popDue(atOrBefore: now) {
            body()
            fired += 1
        }
    }

    /// Reveals `length` UTF-8 bytes of `message`'s text (nil: all of it).
    func setShownLength(_ length: Int?, of message: MessageID) { shownLength[message] = length }

    /// Runs the completion handlers that are due.
    func runDueCompletions() {
        guard !completions.isEmpty else { return }
        let due = completions.filter { $0.due <= now }
        completions.removeAll { $0.due <= now }
        for completion in due { completion.body() }
    }

    // MARK: - The view

    func setTransform(_ newValue: ViewTransform) {
        guard newValue != transform else { return }
        transform = newValue
        viewport.setOrientation(newValue.isFlipped ? .flipped : .natural)
        needsLayout = true
    }

    /// The app changes the scroll view directly (`contentOffset`, `contentInset`); a change
    /// that moves the content needs a layout pass.
    func updateScrollView(movesContent: Bool = true, _ body: (inout ScrollView) -> Void) {
        viewport.update(body)
        if movesContent { needsLayout = true }
    }

    func setNeedsLayout() { needsLayout = true }

    /// The controller's own main-thread work this frame.
    func chargeController(microseconds: Double) { ledger.chargeController(microseconds: microseconds) }

    // MARK: - The SwiftUI lazy stack

    /// Switches the engine to a lazy stack of `configuration`: rows are not recycled, the
    /// list's geometry is the stack's. Only before anything was shown.
    func adoptLazyStack(_ configuration: LazyStackConfiguration) -> LazyStackState {
        if let lazyStack { return lazyStack }
        let stack = LazyStackState(configuration: configuration)
        lazyStack = stack
        cells.recycles = false
        state.replaceLayout(configuration: stack.layoutConfiguration)
        needsLayout = true
        return stack
    }

    /// Evaluates the list's body if a state change is waiting: the `ForEach` diffs its data,
    /// rows leave and join, and the on-screen rows whose input changed run their body.
    ///
    /// - Complexity: O(rows of the data) — the identifier diff SwiftUI does, charged per row.
    func evaluateBodyIfNeeded() {
        guard let stack = lazyStack, let pending = stack.pending else { return }
        stack.pending = nil
        var new = ChatSnapshot()
        // Cannot throw: one new section, and the rows are distinct (the controller's ForEach ids).
        try? new.appendSections([0])
        do {
            try new.appendItems(pending.rows, toSection: 0)
        } catch {
            record(.snapshotError("the list's ForEach data: \(error)"))
            return
        }
        var seen: Set<ChatItemID> = []
        let changed = pending.changed.filter { seen.insert($0).inserted && new.containsItem($0) && state.snapshot.containsItem($0) }
        if !changed.isEmpty { try? new.reconfigureItems(changed) }
        if pending.listBody {
            trace(pending.animated ? .applyAnimated : .apply)
            record(.snapshotApplied(animated: pending.animated, identicalItemCount: nil))
            ledger.chargeBodyEvaluation(rowsDiffed: pending.rowCount)
        }
        let changes = ListDiff.diff(old: state.snapshot.itemIdentifiers, new: new.itemIdentifiers)
        cells.endDisplay(unless: { new.containsItem($0) })
        stack.retain(where: { new.containsItem($0) })
        state.apply(new, changes: changes, item: listItem(for:))
        for id in changed where cells[id] != nil { configure(id, reusingCell: true) }
        needsLayout = true
    }

    /// How images load after a row or cell is first shown, and the loads so far: the lazy
    /// stack's (`AsyncImage`) or the collection view's (an image pipeline), if either loads
    /// asynchronously.
    private var imageLoading: (AsyncImageLoading, ImageLoads)? {
        if let stack = lazyStack { return stack.configuration.imageLoading.map { ($0, stack.images) } }
        return layoutSettings.imageLoading.map { ($0, cellImages) }
    }

    /// A row or cell just shown starts loading its images, when they load asynchronously;
    /// they arrive after the configured latency. O(timers).
    private func startLoadingImages(of id: ChatItemID) {
        guard let (loading, loads) = imageLoading, case .message(let messageID) = id,
              let message = message(messageID), !message.attachments.isEmpty, loads.start(id) else { return }
        _ = timers.schedule(at: now + loading.latency) { [weak self] in self?.imagesDidLoad(id) }
    }

    /// A row's or cell's images arrived: its content grows to their size and it self-sizes
    /// again at the next layout.
    private func imagesDidLoad(_ id: ChatItemID) {
        guard let (_, loads) = imageLoading, loads.finish(id) else { return }
        state.replaceItem(id, with: listItem(for: id))
        needsLayout = true
    }

    /// Starts or replaces the list's scroll animation from the current offset to `y`.
    func animateLazyScroll(to y: Double, curve: ListAnimation, topAnchor: ChatItemID?) {
        guard let stack = lazyStack else { return }
        stack.animation = .init(start: now, from: viewport.scrollView.contentOffset.y, to: y, curve: curve, topAnchor: topAnchor)
        scrolls.noteAnimation()
        trace(.scrollAnimated)
        recordScrollByApp()
    }

    /// Moves the lazy stack's running scroll animation to `now`; a touch stops it.
    private func advanceLazyScroll() {
        guard let stack = lazyStack, let animation = stack.animation else { return }
        if viewport.scrollView.isTracking {
            stack.animation = nil
            return
        }
        let elapsed = (now - animation.start).seconds
        let done = elapsed >= animation.curve.settleTime
        let progress = done ? 1 : animation.curve.progress(after: elapsed)
        let y = animation.from + (animation.to - animation.from) * progress
        viewport.moveRequested(to: clampedOffset(y))
        needsLayout = true
        if done {
            stack.animation = nil
            if let anchor = animation.topAnchor { topAnchor = (anchor, nil) }
        }
    }

    /// `y` within the scroll view's resting range.
    func clampedOffset(_ y: Double) -> Double {
        min(max(y, viewport.scrollView.minContentOffsetY), viewport.scrollView.maxContentOffsetY)
    }

    /// A jump the list makes because the app asked (`scrollTo` without animation) or its
    /// modifiers say so (`defaultScrollAnchor`).
    func jumpLazyScroll(to y: Double) {
        lazyStack?.animation = nil
        viewport.setContentOffset(Point(y: clampedOffset(y)), animated: false)
        scrolls.noteJump()
        needsLayout = true
        trace(.setOffset)
        recordScrollByApp()
    }

    // MARK: - Scrolling requested by the controller

    func setContentOffset(_ offset: Point, animated: Bool) {
        viewport.setContentOffset(offset, animated: animated)
        if animated { scrolls.noteAnimation() } else { scrolls.noteJump() }
        needsLayout = true
        trace(animated ? .scrollAnimated : .setOffset)
        recordScrollByApp()
    }

    func animateContentOffset(to y: Double, duration: VirtualDuration) {
        viewport.animateContentOffset(to: y, duration: duration)
        scrolls.noteAnimation()
        trace(.scrollAlongside)
        recordScrollByApp()
    }

    func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let item = state.snapshot.itemIdentifier(at: indexPath), let index = state.snapshot.indexOfItem(item) else {
            record(.snapshotError("scrollToItem(at: \(indexPath)) names no item"))
            return
        }
        layoutIfNeeded()
        do {
            try viewport.scrollToItem(at: index, at: position, in: state.layout, animated: animated)
            if animated { scrolls.noteAnimation() } else { scrolls.noteJump() }
        } catch {
            // The layout holds one row per snapshot item, so the index is in range.
            record(.snapshotError("scrollToItem(at: \(indexPath)): \(error)"))
        }
        needsLayout = true
        trace(.scrollToItem)
        recordScrollByApp()
    }

    /// Counts a programmatic scroll towards the streaming reply's ``Metric/scrollWritesPerReply``.
    private func recordScrollByApp() { record(.contentScrolledByApp(replyID: streamingReplyID())) }

    // MARK: - The user

    /// A tap on the status bar: scroll to the top, animated.
    func scrollToTop() {
        viewport.scrollToTop()
        scrolls.noteUserScroll()
    }

    func showKeyboard() {
        do {
            try viewport.showKeyboard()
        } catch {
            record(.invalidRequest("the device's keyboard: \(error)"))
        }
        trace(.keyboardShow)
    }

    func hideKeyboard() {
        viewport.hideKeyboard()
        trace(.keyboardHide)
    }

    func resize(to size: Size) {
        do {
            try viewport.resize(to: size)
        } catch {
            record(.invalidRequest("resize to \(size.width) × \(size.height): \(error)"))
            return
        }
        state.invalidateLayout(width: size.width)
        needsLayout = true
        trace(.resize)
    }

    /// The composer over the list changes height: the scroll view's bottom obstruction
    /// follows (its offset is kept in range, as UIKit keeps it when the safe area changes).
    func setComposerHeight(_ height: Double) {
        guard height != viewport.scrollView.composerHeight else { return }
        viewport.update { $0.composerHeight = height }
        needsLayout = true
    }

    func beginDrag(screenY: Double) {
        do {
            try viewport.beginDrag(screenY: screenY)
            scrolls.noteUserScroll()
        } catch {
            record(.invalidRequest("a drag at y \(screenY): \(error)"))
        }
        trace(.dragBegin)
    }

    func moveDrag(screenY: Double) {
        do {
            _ = try viewport.moveDrag(screenY: screenY)
        } catch {
            record(.invalidRequest("a drag to y \(screenY): \(error)"))
        }
        needsLayout = true
    }

    /// Lifts the finger; `screenVelocity` is the finger's speed down the screen, pt/s.
    func endDrag(screenVelocity: Double?) {
        do {
            try viewport.endDrag(screenVelocity: screenVelocity)
        } catch {
            record(.invalidRequest("a release: \(error)"))
        }
        trace(.dragEnd)
    }

    // MARK: - Data source

    func apply(_ new: ChatSnapshot, animating: Bool, completion: (() -> Void)?) {
        trace(animating ? .applyAnimated : .apply)
        record(.snapshotApplied(animated: animating, identicalItemCount: state.isIdentical(to: new) ? new.numberOfItems : nil))
        let reconfigured = new.reconfiguredItemIdentifiers
        let reloaded = new.reloadedItemIdentifiers
        let oldCount = state.snapshot.numberOfItems
        let changes = ListDiff.diff(old: state.snapshot.itemIdentifiers, new: new.itemIdentifiers)
        ledger.chargeApply(oldItems: oldCount, newItems: new.numberOfItems,
                           animatedChanges: animating ? changes.count + reconfigured.count + reloaded.count : nil)

        // Cells of deleted items leave the screen. The snapshot answers membership in O(1).
        cells.endDisplay(unless: { new.containsItem($0) })
        prefetcher.retain(where: { new.containsItem($0) })
        cellImages.retain(where: { new.containsItem($0) })
        state.apply(new, changes: changes, item: listItem(for:))

        // Reconfigure keeps the cell; reload replaces it.
        for id in reconfigured where cells[id] != nil { configure(id, reusingCell: true) }
        for id in reloaded where cells[id] != nil { cells.endDisplay(id) }
        needsLayout = true
        if let completion {
            completions.append((animating ? now + Self.batchAnimationDuration : now, completion))
        }
    }

    /// `reloadData()`: every cell is dropped and dequeued again, and every item returns to
    /// its estimated height, measured again as it comes near the screen. UIKit keeps no
    /// self-sized heights across a reload: after `reloadData()` the layout is invalidated and
    /// asks its items again, starting from the estimates (`NSCollectionLayoutDimension.estimated`,
    /// "the system calculates the actual size when the content is rendered"), so the content
    /// above the visible items changes height under a still offset — the jump a full reload
    /// shows while the user reads history.
    func reloadData() {
        cells.endDisplay(unless: { _ in false })
        prefetcher.retain(where: { _ in false })
        state.setLayoutConfiguration(state.layout.configuration, width: state.layout.width, item: listItem(for:))
        needsLayout = true
    }

    /// `setCollectionViewLayout(_:animated: false)`: lays the list out with `configuration`
    /// from now on.
    func setLayoutConfiguration(_ configuration: ListLayoutConfiguration) {
        guard configuration != state.layout.configuration else { return }
        state.setLayoutConfiguration(configuration, width: state.layout.width, item: listItem(for:))
        needsLayout = true
    }

    private func listItem(for id: ChatItemID) -> ListItem {
        switch id {
        case .message(let messageID):
            if var message = message(messageID) {
                if let (_, loads) = imageLoading, !message.attachments.isEmpty, !loads.loaded.contains(id) {
                    message.isShowingImagePlaceholder = true
                }
                return .message(message)
            }
            record(.snapshotError("the snapshot names \(messageID), which is not a loaded message"))
            return .loadingOlder
        case .typingIndicator: return .typingIndicator
        case .dateSeparator(let day): return .dateSeparator(day: day)
        case .loadingOlder: return .loadingOlder
        }
    }

    // MARK: - Layout and visibility

    /// Lays out if anything changed: self-sizes the items entering the visible area (which
    /// can move the content below them — the jump UIKit shows unless the layout compensates),
    /// updates the content size, then the visible cells.
    func layoutIfNeeded() {
        evaluateBodyIfNeeded()
        guard needsLayout else { return }
        needsLayout = false
        cellSizeInvalidated = false
        record(.layoutPass)
        // `.defaultScrollAnchor(.bottom)` keeps a list resting on its bottom there as it grows.
        let keepsBottom = lazyStack?.anchorsAtBottom == true && lazyStack?.animation == nil
            && !viewport.scrollView.isTracking && !viewport.scrollView.isDecelerating && distanceFromNewestEdge < 1
        let lookahead = lazyStack == nil ? 0 : LazyStackState.lookahead
        for _ in 0..<4 {
            let visible = viewport.visibleSpan
            let range = state.layout.indexRange(intersecting: (visible.lowerBound - lookahead)..<(visible.upperBound + lookahead))
            guard !range.isEmpty else { break }
            let anchorY = state.layout.frame(at: range.lowerBound).minY
            let report = state.measure(range, anchorY: anchorY)
            record(.cellsMeasured(report.cellsMeasured))
            ledger.chargeMeasurement(report)
            viewport.setContentSize(state.layout.contentHeight)
            if layoutSettings.compensatesSelfSizingAboveVisibleItems {
                let delta = growthAboveVisibleTop(report)
                if delta != 0 { viewport.update { $0.adjustContentOffset(by: delta) } }
            }
            if report.changes.isEmpty { break }
        }
        viewport.setContentSize(state.layout.contentHeight)
        if keepsBottom, distanceFromNewestEdge >= 0.5 {
            viewport.moveRequested(to: viewport.scrollView.maxContentOffsetY)
            scrolls.noteJump()
        }
        updateVisibleCells()
        // A cell whose configuration changed its size (its date header) self-sizes again in
        // the same pass, as UIKit sizes a cell from its configured content before drawing it.
        // Bounded: the second pass configures only cells that were not displayed yet.
        if cellSizeInvalidated {
            cellSizeInvalidated = false
            layoutIfNeeded()
        }
    }

    /// The height change of measured items that began above the top of the unobscured
    /// area — including one straddling it — which is what moves the visible content.
    private func growthAboveVisibleTop(_ report: MeasurementReport) -> Double {
        let visibleTop = viewport.scrollView.contentOffset.y + viewport.scrollView.adjustedContentInset.top
        var shift = 0.0
        var growth = 0.0
        for change in report.changes {
            let minYBefore = state.layout.frame(at: change.index).minY - shift
            if minYBefore < visibleTop { growth += change.delta }
            shift += change.delta
        }
        return growth
    }

    private func updateVisibleCells() {
        let span = viewport.visibleSpan
        let range = state.layout.indexRange(intersecting: span)
        var visible: [ChatItemID] = []
        visible.reserveCapacity(range.count)
        for index in range { visible.append(state.layout.item(at: index).id) }
        let visibleSet = Set(visible)
        cells.endDisplay(unless: { visibleSet.contains($0) })
        for id in visible where cells[id] == nil {
            let kind = state.layout.cellKind(at: state.snapshot.indexOfItem(id) ?? 0)
            if let stack = lazyStack {
                // A lazy stack builds a row the first time it shows it and keeps it.
                let created = stack.realize(id)
                cells.display(id, kind: kind)
                if created {
                    ledger.chargeRowCreate()
                    startLoadingImages(of: id)
                }
                record(.cellDequeued(created: created))
                configure(id, reusingCell: !created)
                continue
            }
            let reused = cells.dequeue(id, kind: kind)
            ledger.chargeDequeue(reused: reused)
            record(.cellDequeued(created: !reused))
            configure(id, reusingCell: false)
            startLoadingImages(of: id)
        }
        ledger.chargeLayoutPass(visibleItems: visible.count)
        record(.memory(cellsAlive: lazyStack?.realized.count ?? cells.reusePool.cellsAlive, imageBytes: cells.imageBytes))
        if lazyStack != nil { return }  // a lazy stack has no prefetching API
        let fresh = prefetcher.update(
            visible: range, span: span, height: viewport.size.height, direction: viewport.lastScrollDirection,
            layout: state.layout, snapshot: state.snapshot, displayed: cells.displayed.keys
        )
        if !fresh.isEmpty {
            trace(.prefetch)
            prefetchItems?(fresh)
        }
    }

    /// Runs the controller's cell provider for `id` and charges what configuring costs.
    private func configure(_ id: ChatItemID, reusingCell: Bool) {
        guard let indexPath = state.snapshot.indexPath(ofItem: id), let index = state.snapshot.indexOfItem(id) else { return }
        var configuration = CellConfiguration(kind: state.layout.cellKind(at: index))
        configureCell?(&configuration, id, indexPath)
        record(.cellConfigured)
        if let stack = lazyStack {
            configureRow(id, configuration: configuration, stack: stack)
            return
        }
        ledger.chargeConfigure(kind: configuration.kind, extraMicroseconds: configuration.extraCostMicroseconds,
                               createsDateFormatter: configuration.createsDateFormatter,
                               linearLookupElements: configuration.linearLookupElements)
        if state.setDateHeader(configuration.dateHeader, of: id) {
            needsLayout = true
            cellSizeInvalidated = true
        }

        var revision = 0
        var length = 0
        if case .message(let messageID) = id, let message = message(messageID) {
            revision = configuration.shownRevision.map { min($0, message.revision) } ?? message.revision
            length = message.text.utf8.count
            // A reconfigured cell parses only the text appended since it was last configured,
            // unless its provider re-parses the whole text.
            let parsed = reusingCell && !configuration.parsesWholeText
                ? cells[id].map { max(0, length - $0.configuredLength) } ?? length : length
            if message.role == .assistant {
                ledger.chargeParsing(characters: parsed, thinking: configuration.kind == .thinking)
            }
            if !message.attachments.isEmpty, !cells.holdsImages(of: messageID) {
                ledger.chargeImageDecode(megapixels: message.attachments.reduce(0) { $0 + $1.megapixels })
                cells.holdImages(of: messageID, bytes: message.attachments.reduce(0) { $0 + $1.decodedBytes })
            }
        }
        cells.store(.init(configuration: configuration, revision: revision, configuredLength: length), for: id)
    }

    /// A lazy stack's row runs its body: the row's own cost and its text's rendering.
    private func configureRow(_ id: ChatItemID, configuration: CellConfiguration, stack: LazyStackState) {
        ledger.chargeRowBody(extraMicroseconds: configuration.extraCostMicroseconds)
        var revision = 0
        var length = 0
        if case .message(let messageID) = id, let message = message(messageID) {
            revision = message.revision
            length = message.text.utf8.count
            if message.role == .assistant {
                switch stack.configuration.rendering {
                case .plainText: break
                case .markdownWhole: ledger.chargeParsing(characters: length, thinking: false)
                case .markdownIncremental:
                    ledger.chargeParsing(characters: max(0, length - (stack.parsedLength[id] ?? 0)), thinking: false)
                    stack.parsedLength[id] = length
                }
            }
            if !message.attachments.isEmpty, !cells.holdsImages(of: messageID) {
                ledger.chargeImageDecode(megapixels: message.attachments.reduce(0) { $0 + $1.megapixels })
                cells.holdImages(of: messageID, bytes: message.attachments.reduce(0) { $0 + $1.decodedBytes })
            }
        }
        cells.store(.init(configuration: configuration, revision: revision, configuredLength: length), for: id)
    }

    // MARK: - Queries for the checks and the trace

    /// The data source's current snapshot. O(1) (copy-on-write).
    var snapshot: ChatSnapshot { state.snapshot }

    /// The layout's content height, pt. O(1).
    var contentHeight: Double { state.layout.contentHeight }

    /// A displayed item: its position in the list and on screen, and its cell.
    struct VisibleItem {
        var id: ChatItemID
        var index: Int
        var frame: LayoutRect
        var screenY: Double
        var cell: VisibleCells.Cell
    }

    /// The displayed items with their frames, top of the screen first.
    func visibleItems() -> [VisibleItem] {
        let mapping = viewport.scrollView.screenMapping
        var items: [VisibleItem] = []
        items.reserveCapacity(cells.displayed.count)
        for (id, cell) in cells.displayed {
            guard let (index, frame) = state.placement(of: id) else { continue }
            items.append(VisibleItem(id: id, index: index, frame: frame, screenY: mapping.screenY(of: frame), cell: cell))
        }
        items.sort { $0.screenY != $1.screenY ? $0.screenY < $1.screenY : $0.index < $1.index }
        return items
    }

    /// The content frame of `id`, if it is in the list.
    func frame(of id: ChatItemID) -> LayoutRect? { state.frame(of: id) }

    /// Distance from the newest edge of the content (the bottom of the screen) in points.
    var distanceFromNewestEdge: Double { viewport.scrollView.distanceFromVisualBottom }
}
