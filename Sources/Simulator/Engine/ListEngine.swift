import ChatModel
import Foundation
import ListDiff
import ListLayout
import Viewport

/// The headless collection view's machinery: data source snapshot, list layout, scroll view,
/// visible cells, reuse pool and decoded images, charging modelled cost for everything it
/// does and recording what the metrics need.
///
/// Controllers never see this type: they act through ``HeadlessCollectionView`` and
/// ``DiffableDataSource``, whose UIKit-shaped methods forward here.
final class ListEngine {
    /// A cell on screen.
    struct DisplayedCell {
        var configuration: CellConfiguration
        /// The content revision the cell was last configured with.
        var revision: Int
        /// UTF-8 length of the text it was last configured with (incremental parse cost).
        var configuredLength: Int
    }

    /// `UIView.animate(withDuration:)` of the content offset inside a keyboard notification:
    /// the offset moves in step with the screen's bottom obstruction (keyboard, composer),
    /// so content pinned above the keyboard stays pinned on every frame. When the
    /// obstruction does not change (a resize, a keyboard already at rest), it follows the
    /// keyboard's timing curve over `duration`.
    struct AlongsideAnimation {
        var start: VirtualInstant
        var duration: VirtualDuration
        var from: Double
        var to: Double
        var obstructionFrom: Double
        var obstructionTo: Double
    }

    /// How long a collection view's animated batch update runs before its completion fires.
    ///
    /// UIKit does not document it; animated `performBatchUpdates` and diffable applies run
    /// the standard 0.3 s view animation in practice — an estimate.
    static let batchAnimationDuration = VirtualDuration.milliseconds(300)

    let device: DeviceProfile
    var costs: DeviceProfile.Costs { device.costs }
    var ledger = CostLedger()
    var recorder = MetricsRecorder()
    private(set) var now: VirtualInstant = .zero
    var frameIndex = 0
    /// What happened this frame, for the trace.
    var frameEvents: [String] = []

    var scrollView: ScrollView
    var layout: ListLayout
    private(set) var snapshot = ChatSnapshot()
    private(set) var transform: ViewTransform = .identity
    var layoutSettings = CollectionViewLayoutSettings()
    private var needsLayout = true

    private(set) var displayed: [ChatItemID: DisplayedCell] = [:]
    private var prefetched: Set<ChatItemID> = []
    private(set) var reusePool = CellReusePool()
    private var decodedImageBytes: [MessageID: Int] = [:]
    private(set) var imageBytes = 0
    private var completions: [(due: VirtualInstant, body: () -> Void)] = []
    private var alongside: AlongsideAnimation?
    /// The keyboard of a flipped list (a natural list's lives in its scroll view, whose
    /// bottom safe area it joins).
    private var screenKeyboard = Keyboard()
    private var lastScrollDirection = 0.0
    /// Offset changes this frame that the user or a scroll request caused (not drift).
    private(set) var requestedOffsetDelta = 0.0
    /// Whether the controller jumped the offset this frame (a requested move).
    private(set) var controllerJumped = false
    private var viewportSize: Size
    private var safeArea: DeviceProfile.VerticalInsets

    /// Looks up a loaded message; supplied by the simulation.
    var message: (MessageID) -> Message? = { _ in nil }
    /// The controller's cell provider and delegate callbacks; set by the simulation.
    var configureCell: ((inout CellConfiguration, ChatItemID, IndexPath) -> Void)?
    var prefetchItems: (([IndexPath]) -> Void)?

    init(device: DeviceProfile) throws {
        self.device = device
        viewportSize = Size(width: device.viewportWidth, height: device.viewportHeight)
        safeArea = device.safeAreaPortrait
        layout = ListLayout(width: device.viewportWidth)
        scrollView = try ScrollView(
            frameSize: viewportSize,
            safeAreaInsets: Viewport.EdgeInsets(top: safeArea.top, bottom: safeArea.bottom)
        )
        scrollView.composerHeight = device.composerHeight
        scrollView.alwaysBounceVertical = true
    }

    // MARK: - Orientation and geometry

    var isFlipped: Bool { transform.isFlipped }

    var screenMapping: ScreenMapping {
        ScreenMapping(
            orientation: isFlipped ? .flipped : .natural,
            contentOffsetY: scrollView.contentOffset.y,
            viewportHeight: viewportSize.height
        )
    }

    func setTransform(_ newValue: ViewTransform) {
        guard newValue != transform else { return }
        transform = newValue
        if isFlipped {
            // The composer and keyboard now sit at the view's top edge in its own
            // coordinates; safe area is re-derived every frame (see syncFlippedSafeArea).
            scrollView.composerHeight = 0
        } else {
            scrollView.composerHeight = device.composerHeight
        }
        syncFlippedSafeArea()
        needsLayout = true
    }

    var isKeyboardAnimating: Bool { isFlipped ? screenKeyboard.isAnimating : scrollView.keyboard.isAnimating }

    /// The keyboard's height over the screen's bottom edge now.
    var keyboardHeight: Double { isFlipped ? screenKeyboard.visibleHeight : scrollView.keyboard.visibleHeight }

    /// Screen points covered at the bottom by the composer and the keyboard (or home indicator).
    var bottomObstruction: Double { device.composerHeight + max(keyboardHeight, safeArea.bottom) }

    var viewport: Size { viewportSize }
    var screenSafeArea: DeviceProfile.VerticalInsets { safeArea }

    /// Safe area in the view's own coordinates: a flipped view sees the screen's bottom
    /// obstruction at its top edge, as UIKit converts safe areas into a transformed view.
    private func syncFlippedSafeArea() {
        let insets = isFlipped
            ? Viewport.EdgeInsets(top: bottomObstruction, bottom: safeArea.top)
            : Viewport.EdgeInsets(top: safeArea.top, bottom: safeArea.bottom)
        if insets != scrollView.safeAreaInsets {
            _ = try? scrollView.resize(to: viewportSize, safeAreaInsets: insets)
        }
    }

    /// The resting offset range once the keyboard reaches `keyboardHeight`.
    func restingOffsetRange(keyboardHeight target: Double) -> ClosedRange<Double> {
        let obstructionNow = bottomObstruction
        let obstructionThen = device.composerHeight + max(target, safeArea.bottom)
        let delta = obstructionThen - obstructionNow
        let minY = scrollView.minContentOffsetY - (isFlipped ? delta : 0)
        let maxY = max(minY, scrollView.maxContentOffsetY + (isFlipped ? 0 : delta))
        return minY...maxY
    }

    // MARK: - Time

    /// Moves to the start of a new frame.
    func beginFrame(at instant: VirtualInstant, index: Int) {
        now = instant
        frameIndex = index
        frameEvents.removeAll(keepingCapacity: true)
        requestedOffsetDelta = 0
        controllerJumped = false
    }

    /// Scroll physics, keyboard and alongside animations up to `now`.
    func advancePhysics() {
        let before = scrollView.contentOffset.y
        scrollView.advance(to: now)
        screenKeyboard.advance(to: now)
        syncFlippedSafeArea()
        if let animation = alongside {
            let elapsed = now - animation.start
            let timeFraction = min(1, Double(elapsed.microseconds) / Double(max(1, animation.duration.microseconds)))
            let span = animation.obstructionTo - animation.obstructionFrom
            let progress = abs(span) < 0.001
                ? TimingCurve.keyboard.progress(timeFraction)
                : min(1, max(0, (bottomObstruction - animation.obstructionFrom) / span))
            scrollView.contentOffset = Point(x: 0, y: animation.from + (animation.to - animation.from) * progress)
            if timeFraction >= 1 && !isKeyboardAnimating { alongside = nil }
        }
        let delta = scrollView.contentOffset.y - before
        requestedOffsetDelta += delta
        if delta != 0 {
            lastScrollDirection = delta
            needsLayout = true
        }
    }

    // MARK: - Scrolling requested by the controller

    /// A scroll the controller asked for. A jump (not animated) makes the whole frame's
    /// movement requested: the user sees the list jump where the app sent it, whatever
    /// self-sizing does on the way. An animated scroll's movement is requested frame by
    /// frame. (A silent adjustment through the `contentOffset` setter is neither: that is
    /// how a layout jump is compensated, and a bad compensation is drift.)
    func setContentOffset(_ offset: Point, animated: Bool) {
        alongside = nil
        scrollView.setContentOffset(offset, animated: animated)
        if !animated { controllerJumped = true }
        needsLayout = true
        frameEvents.append(animated ? "scrollAnimated" : "setOffset")
    }

    var isAnimatingScroll: Bool { scrollView.isAnimatingScroll || alongside != nil }

    func animateContentOffset(to y: Double, duration: VirtualDuration) {
        // The keyboard's animation runs on the scroll view's clock; start on the same instant.
        let keyboardTarget = isFlipped ? screenKeyboard.targetHeight : scrollView.keyboard.targetHeight
        alongside = AlongsideAnimation(
            start: scrollView.now, duration: duration, from: scrollView.contentOffset.y, to: y,
            obstructionFrom: bottomObstruction,
            obstructionTo: device.composerHeight + max(keyboardTarget, safeArea.bottom)
        )
        frameEvents.append("scrollAlongside")
    }

    func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let item = snapshot.itemIdentifier(at: indexPath), let index = snapshot.indexOfItem(item) else {
            recorder.note(.snapshotError, frame: frameIndex, time: now, "scrollToItem(at: \(indexPath)) names no item")
            return
        }
        layoutIfNeeded()
        let before = scrollView.contentOffset.y
        try? scrollView.scrollToItem(at: index, at: position, in: layout, animated: animated)
        requestedOffsetDelta += scrollView.contentOffset.y - before
        if !animated { controllerJumped = true }
        alongside = nil
        needsLayout = true
        frameEvents.append("scrollToItem")
    }

    // MARK: - Keyboard and viewport

    func showKeyboard() {
        let height = viewportSize.width > viewportSize.height ? device.keyboardHeight.landscape : device.keyboardHeight.portrait
        if isFlipped {
            try? screenKeyboard.show(height: height, at: scrollView.now)
        } else {
            try? scrollView.showKeyboard(height: height)
        }
        frameEvents.append("keyboardShow")
    }

    func hideKeyboard() {
        if isFlipped { screenKeyboard.hide(at: scrollView.now) } else { scrollView.hideKeyboard() }
        frameEvents.append("keyboardHide")
    }

    /// The keyboard's full height for the current orientation.
    var fullKeyboardHeight: Double {
        viewportSize.width > viewportSize.height ? device.keyboardHeight.landscape : device.keyboardHeight.portrait
    }

    func resize(to size: Size) {
        viewportSize = size
        safeArea = size.width > size.height ? device.safeAreaLandscape : device.safeAreaPortrait
        let insets = isFlipped
            ? Viewport.EdgeInsets(top: bottomObstruction, bottom: safeArea.top)
            : Viewport.EdgeInsets(top: safeArea.top, bottom: safeArea.bottom)
        _ = try? scrollView.resize(to: size, safeAreaInsets: insets)
        layout.invalidate(width: size.width)
        needsLayout = true
        frameEvents.append("resize")
    }

    // MARK: - Gestures

    /// Converts a screen y into the scroll view's own coordinates (mirrored when flipped).
    func viewY(screenY: Double) -> Double { isFlipped ? viewportSize.height - screenY : screenY }

    func beginDrag(screenY: Double) {
        alongside = nil
        try? scrollView.beginDragging(fingerY: viewY(screenY: screenY))
        frameEvents.append("dragBegin")
    }

    func moveDrag(screenY: Double) {
        let before = scrollView.contentOffset.y
        try? scrollView.dragMoved(toFingerY: viewY(screenY: screenY))
        requestedOffsetDelta += scrollView.contentOffset.y - before
        if scrollView.contentOffset.y != before { lastScrollDirection = scrollView.contentOffset.y - before }
        needsLayout = true
    }

    /// Lifts the finger; `screenVelocity` is the finger's speed down the screen, pt/s.
    func endDrag(screenVelocity: Double?) {
        // A finger moving down the screen decreases a natural view's offset and increases a
        // flipped one's.
        let velocity = screenVelocity.map { isFlipped ? $0 : -$0 }
        try? scrollView.endDragging(velocity: velocity)
        frameEvents.append("dragEnd")
    }

    // MARK: - Data source

    func currentSnapshot() -> ChatSnapshot { snapshot }

    func apply(_ new: ChatSnapshot, animating: Bool, completion: (() -> Void)?) {
        frameEvents.append(animating ? "applyAnimated" : "apply")
        recorder.snapshotApplies += 1
        if animating { recorder.animatedApplies += 1 }
        let reconfigured = new.reconfiguredItemIdentifiers
        let reloaded = new.reloadedItemIdentifiers
        if new.hasIdenticalIdentifiers(to: snapshot), reconfigured.isEmpty, reloaded.isEmpty, new.reloadedSectionIdentifiers.isEmpty {
            recorder.redundantApplies += 1
            recorder.note(.redundantApply, frame: frameIndex, time: now,
                          "applied a snapshot identical to the current one (\(new.numberOfItems) items)")
        }

        let oldItems = snapshot.itemIdentifiers
        let newItems = new.itemIdentifiers
        let changes = ListDiff.diff(old: oldItems, new: newItems)
        ledger.charge(costs.snapshotBuildPerItem * Double(newItems.count), .applyDiff)
        ledger.charge(costs.diffPerItem * Double(oldItems.count + newItems.count), .applyDiff)
        ledger.charge(costs.applyFixed, .applyDiff)
        if animating {
            ledger.charge(costs.animatedApplyFixed, .applyDiff)
            ledger.charge(costs.animatedApplyPerItem * Double(changes.count + reconfigured.count + reloaded.count), .applyDiff)
        }

        // Cells of deleted items leave the screen.
        // The snapshot answers membership in O(1): no set of all items per apply.
        for id in displayed.keys where !new.containsItem(id) { endDisplay(id) }
        prefetched = prefetched.filter { new.containsItem($0) }

        // Layout: removals (deleted and moved-from) descending, then insertions ascending.
        var removals = changes.deletes + changes.moves.map(\.from)
        removals.sort(by: >)
        for index in removals { layout.remove(index..<(index + 1)) }
        var insertions = changes.inserts + changes.moves.map(\.to)
        insertions.sort()
        var run: [ListItem] = []
        var runStart = -1
        for index in insertions {
            if runStart >= 0, index == runStart + run.count {
                run.append(listItem(for: newItems[index]))
            } else {
                if !run.isEmpty { layout.insert(run, at: runStart) }
                run = [listItem(for: newItems[index])]
                runStart = index
            }
        }
        if !run.isEmpty { layout.insert(run, at: runStart) }

        snapshot = new.withoutUpdateMarks()

        // Reconfigure keeps the cell; reload replaces it.
        for id in reconfigured + reloaded {
            guard let index = snapshot.indexOfItem(id) else { continue }
            layout.replace(at: index, with: listItem(for: id))
        }
        for id in reconfigured where displayed[id] != nil {
            configure(id, reusingCell: true)
        }
        for id in reloaded where displayed[id] != nil {
            endDisplay(id)
        }
        needsLayout = true
        if let completion {
            completions.append((animating ? now + Self.batchAnimationDuration : now, completion))
        }
    }

    private func listItem(for id: ChatItemID) -> ListItem {
        switch id {
        case .message(let messageID):
            if let message = message(messageID) { return .message(message) }
            recorder.note(.snapshotError, frame: frameIndex, time: now,
                          "the snapshot names \(messageID), which is not a loaded message")
            return .loadingOlder
        case .typingIndicator: return .typingIndicator
        case .dateSeparator(let day): return .dateSeparator(day: day)
        case .loadingOlder: return .loadingOlder
        }
    }

    /// Runs the completion handlers that are due.
    func runDueCompletions() {
        guard !completions.isEmpty else { return }
        let due = completions.filter { $0.due <= now }
        completions.removeAll { $0.due <= now }
        for completion in due { completion.body() }
    }

    // MARK: - Layout and visibility

    func setNeedsLayout() { needsLayout = true }

    /// Lays out if anything changed: self-sizes the items entering the visible area (which
    /// can move the content below them — the jump UIKit shows unless the layout compensates),
    /// updates the content size, then the visible cells.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        recorder.layoutPasses += 1
        for _ in 0..<4 {
            let span = visibleSpan
            let range = layout.indexRange(intersecting: span)
            guard !range.isEmpty else { break }
            let anchorY = layout.frame(at: range.lowerBound).minY
            let report = layout.measure(range, anchorY: anchorY)
            recorder.cellsMeasured += report.cellsMeasured
            ledger.charge(costs.selfSizingMeasure * Double(report.cellsMeasured), .layout)
            ledger.charge(costs.textLayoutPerCharacter * Double(report.charactersLaidOut), .layout)
            syncContentSize()
            if layoutSettings.compensatesSelfSizingAboveVisibleItems {
                let delta = growthAboveVisibleTop(report)
                if delta != 0 { scrollView.adjustContentOffset(by: delta) }
            }
            if report.changes.isEmpty { break }
        }
        syncContentSize()
        updateVisibleCells()
    }

    /// The height change of measured items that began above the top of the unobscured
    /// area — including one straddling it — which is what moves the visible content.
    private func growthAboveVisibleTop(_ report: MeasurementReport) -> Double {
        let visibleTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        var shift = 0.0
        var growth = 0.0
        for change in report.changes {
            let minYBefore = layout.frame(at: change.index).minY - shift
            if minYBefore < visibleTop { growth += change.delta }
            shift += change.delta
        }
        return growth
    }

    private func syncContentSize() {
        let size = Size(width: viewportSize.width, height: layout.contentHeight)
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }

    /// The content y range the bounds show.
    var visibleSpan: Range<Double> {
        let y = scrollView.contentOffset.y
        return y..<(y + viewportSize.height)
    }

    private func updateVisibleCells() {
        let range = layout.indexRange(intersecting: visibleSpan)
        var visible: [ChatItemID] = []
        visible.reserveCapacity(range.count)
        for index in range { visible.append(layout.item(at: index).id) }
        let visibleSet = Set(visible)
        for id in displayed.keys where !visibleSet.contains(id) { endDisplay(id) }
        for id in visible where displayed[id] == nil {
            let kind = layout.cellKind(at: snapshot.indexOfItem(id) ?? 0)
            let reused = reusePool.dequeue(kind: kind.rawValue)
            if reused {
                ledger.charge(costs.cellDequeue, .visibility)
            } else {
                ledger.charge(costs.cellCreate, .visibility)
                recorder.cellsCreated += 1
            }
            displayed[id] = DisplayedCell(configuration: CellConfiguration(kind: kind), revision: -1, configuredLength: 0)
            configure(id, reusingCell: false)
        }
        ledger.charge(costs.layoutPassPerVisibleItem * Double(visible.count), .layout)
        recorder.recordMemory(cellsAlive: reusePool.cellsAlive, imageBytes: imageBytes)
        updatePrefetching(visible: range)
    }

    private func endDisplay(_ id: ChatItemID) {
        guard let cell = displayed.removeValue(forKey: id) else { return }
        reusePool.enqueue(kind: cell.configuration.kind.rawValue)
        if case .message(let messageID) = id, let bytes = decodedImageBytes.removeValue(forKey: messageID) {
            imageBytes -= bytes
        }
    }

    /// Runs the controller's cell provider for `id` and charges what configuring costs.
    private func configure(_ id: ChatItemID, reusingCell: Bool) {
        guard let indexPath = snapshot.indexPath(ofItem: id), let index = snapshot.indexOfItem(id) else { return }
        var configuration = CellConfiguration(kind: layout.cellKind(at: index))
        configureCell?(&configuration, id, indexPath)
        recorder.cellsConfigured += 1
        ledger.charge(configureCost(for: configuration.kind) + configuration.extraCostMicroseconds, .visibility)

        var revision = 0
        var length = 0
        if case .message(let messageID) = id, let message = message(messageID) {
            revision = message.revision
            length = message.text.utf8.count
            let previous = displayed[id]
            let parsed = reusingCell && previous != nil ? max(0, length - previous!.configuredLength) : length
            if message.role == .assistant {
                ledger.charge(costs.markdownParsePerCharacter * Double(parsed), .visibility)
                if configuration.kind == .thinking { ledger.charge(costs.thinkParsePerCharacter * Double(parsed), .visibility) }
            }
            if !message.attachments.isEmpty, decodedImageBytes[messageID] == nil {
                let megapixels = message.attachments.reduce(0) { $0 + $1.megapixels }
                ledger.charge(costs.imageDecodePerMegapixel * megapixels, .visibility)
                let bytes = message.attachments.reduce(0) { $0 + $1.decodedBytes }
                decodedImageBytes[messageID] = bytes
                imageBytes += bytes
            }
        }
        displayed[id] = DisplayedCell(configuration: configuration, revision: revision, configuredLength: length)
    }

    private func configureCost(for kind: CellKind) -> Double {
        switch kind {
        case .user, .assistant, .failed: costs.configureText
        case .images: costs.configureImage
        case .thinking: costs.configureThinking
        case .typingIndicator: costs.configureTypingIndicator
        case .dateSeparator: costs.configureDateSeparator
        case .loadingOlder: costs.configureLoadingOlder
        }
    }

    /// Prefetches about one screen ahead in the direction of scrolling, telling the
    /// controller about items newly in that window (UICollectionView's prefetching).
    private func updatePrefetching(visible: Range<Int>) {
        guard !visible.isEmpty, lastScrollDirection != 0 else { return }
        let height = viewportSize.height
        let span = visibleSpan
        let window = lastScrollDirection < 0
            ? (span.lowerBound - height)..<span.lowerBound
            : span.upperBound..<(span.upperBound + height)
        let range = layout.indexRange(intersecting: window)
        var fresh: [IndexPath] = []
        var inWindow = Set<ChatItemID>()
        for index in range where !visible.contains(index) {
            let id = layout.item(at: index).id
            inWindow.insert(id)
            if prefetched.insert(id).inserted, let indexPath = snapshot.indexPath(ofItem: id) {
                fresh.append(indexPath)
            }
        }
        prefetched.formIntersection(inWindow.union(displayed.keys))
        if !fresh.isEmpty {
            frameEvents.append("prefetch")
            prefetchItems?(fresh)
        }
    }

    // MARK: - Queries for metrics and the trace

    /// The displayed items with their frames, top of the screen first.
    func visibleItems() -> [(id: ChatItemID, index: Int, frame: LayoutRect, screenY: Double, cell: DisplayedCell)] {
        let mapping = screenMapping
        var items: [(id: ChatItemID, index: Int, frame: LayoutRect, screenY: Double, cell: DisplayedCell)] = []
        items.reserveCapacity(displayed.count)
        for (id, cell) in displayed {
            guard let index = snapshot.indexOfItem(id) else { continue }
            let frame = layout.frame(at: index)
            items.append((id, index, frame, mapping.screenY(of: frame), cell))
        }
        items.sort { $0.screenY != $1.screenY ? $0.screenY < $1.screenY : $0.index < $1.index }
        return items
    }

    /// The content frame of `id`, if it is in the list.
    func frame(of id: ChatItemID) -> LayoutRect? {
        snapshot.indexOfItem(id).map { layout.frame(at: $0) }
    }

    /// Distance from the newest edge of the content (the bottom of the screen) in points.
    var distanceFromNewestEdge: Double {
        isFlipped
            ? scrollView.contentOffset.y - scrollView.minContentOffsetY
            : scrollView.maxContentOffsetY - scrollView.contentOffset.y
    }
}
