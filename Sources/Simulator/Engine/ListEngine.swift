import ChatModel
import Foundation
import ListDiff
import ListLayout
import RunResults
import Viewport

/// The machinery every list shares, and the frame loop that runs it:
///
/// - ``CollectionViewState``: the data (the data source's snapshot, or the lazy stack's
///   `ForEach` data) and the list layout;
/// - ``ListViewport``: the scroll view on the screen (orientation, keyboard, gestures);
/// - ``VisibleCells``: the views on screen and the images they hold;
/// - ``CostLedger``: the frame's modelled main-thread work;
/// - ``MetricsRecorder``: the only writer of metrics and findings, told what happened.
///
/// What differs between a collection view and a SwiftUI lazy stack — how rows arrive, how
/// far ahead they are measured, how a view is made for an item coming on screen and what
/// configuring it costs, the list's own scroll animation — belongs to the list's kind
/// (``ListKindEngine``): ``CollectionViewEngine``, until the controller makes a lazy stack
/// (``adoptLazyStack(_:)``) and ``LazyStackEngine`` takes over. The engine runs the frame's
/// operations in the order UIKit does them and asks its kind where the kinds differ, never
/// which kind it is. Controllers never see it: they act through ``HeadlessCollectionView``,
/// ``DiffableDataSource`` and ``LazyStackList``, whose methods forward here.
final class ListEngine {
    let device: DeviceProfile
    /// The frame's modelled main-thread work, charged by the engine and its list kind.
    var ledger: CostLedger
    private(set) var recorder = MetricsRecorder()
    private(set) var now: VirtualInstant = .zero
    private(set) var frameIndex = 0
    /// What happened this frame, for the trace.
    private(set) var frameEvents: [FrameEvent] = []

    let viewport: ListViewport
    /// The scroll view (``ListViewport/scrollView``); the fields read every frame have
    /// forwarders on ``viewport``, which read them without copying the whole value.
    var scrollView: ScrollView { _read { yield viewport.scrollView } }
    /// Whether the list is moving: a finger on it, a deceleration, or an animated scroll (the
    /// viewport's or the list kind's) — what the checks of where the list rests wait out.
    var isMoving: Bool {
        viewport.isTracking || viewport.isDecelerating || viewport.isAnimatingScroll || list.isAnimatingScroll
    }
    let state: CollectionViewState
    let cells = VisibleCells()
    /// Which callback is running and which scrolls the controller made this frame.
    let scrolls = ScrollAttribution()
    /// Cells on screen that reloads dropped this frame, judged at its end.
    let replacedCells = CellReplacementWatch()
    private(set) var transform: ViewTransform = .identity
    /// Whether something moved or changed that the next layout pass must see.
    var needsLayout = true
    /// A cell configured during this layout pass changed its date header: it sizes again
    /// before the pass ends.
    var cellSizeInvalidated = false
    private var completions: [(due: VirtualInstant, body: () -> Void)] = []
    /// The controller's timers.
    var timers = VirtualTimers()
    /// The collection view: the list's kind until the controller makes a lazy stack, and the
    /// target of the collection view's and data source's calls in any case.
    private(set) lazy var collectionView = CollectionViewEngine(engine: self)
    /// The SwiftUI list, once the controller made one (``adoptLazyStack(_:)``).
    private(set) var lazyStack: LazyStackEngine?
    /// The list's kind: what the frame loop asks where the kinds differ.
    private(set) lazy var list: any ListKindEngine = collectionView
    /// UTF-8 length of each message's text the controller has revealed so far (a paced
    /// reveal); a message absent here shows all it has received.
    private(set) var shownLength: [MessageID: Int] = [:]
    /// What ``visibleItems()`` last listed, and from what.
    var visibleItemsCache: (key: VisibleItemsKey, items: [VisibleItem])?
    /// Whether ``visibleItems()`` answers from its last listing when nothing it depends on
    /// changed (the two are equal); false only in tests comparing the two paths.
    var reusesVisibleItems = true
    /// The row the controller scrolled to the top of the visible area, where it should stay,
    /// and where it landed on screen (nil until it has landed).
    var topAnchor: (id: ChatItemID, screenY: Double?)?
    /// The frame the list last moved to keep to its bottom, and whether a move waits for the
    /// next frame (``ListKindEngine/correctsBottomOncePerFrame``).
    var bottomCorrectedInFrame: Int?
    var bottomCorrectionPending = false

    /// Looks up a loaded message; supplied by the simulation.
    var message: (MessageID) -> Message? = { _ in nil }
    /// The reply streaming now, if any; supplied by the simulation.
    var streamingReplyID: () -> Int? = { nil }
    /// The controller's cell provider and prefetch callbacks; set by the simulation.
    var configureCell: ((inout CellConfiguration, ChatItemID, IndexPath) -> Void)?
    var prefetchItems: (([IndexPath]) -> Void)?
    var cancelPrefetchingItems: (([IndexPath]) -> Void)?

    init(device: DeviceProfile) throws {
        self.device = device
        ledger = CostLedger(costs: device.costs)
        viewport = try ListViewport(device: device)
        state = CollectionViewState(width: device.viewportWidth)
    }

    /// Makes the list a lazy stack of `configuration`: rows are not recycled, the list's
    /// geometry is the stack's, and the stack's behaviour replaces the collection view's.
    /// Only before anything was shown; a second call returns the first stack.
    func adoptLazyStack(_ configuration: LazyStackConfiguration) -> LazyStackEngine {
        if let lazyStack { return lazyStack }
        let stack = LazyStackEngine(engine: self, configuration: configuration)
        lazyStack = stack
        list = stack
        cells.recycles = false
        state.replaceLayout(configuration: stack.state.layoutConfiguration)
        needsLayout = true
        return stack
    }

    // MARK: - Recording

    /// Tells the recorder what happened, in this frame.
    func record(_ event: RunEvent) { recorder.record(event) }

    /// Notes `event` in the frame's trace.
    func trace(_ event: FrameEvent) { frameEvents.append(event) }

    /// Closes the frame's cost ledger; returns its total, ms.
    func closeFrame() -> Double { ledger.closeFrame() }

    /// A reload by `call` dropped the cell on screen of `id`, from the running callback.
    func noteCellDropped(_ id: ChatItemID, by call: CellReplacementCall) {
        replacedCells.noteDropped(id, by: call, cause: scrolls.callback, frame: frameIndex)
    }

    /// Counts a programmatic scroll towards the streaming reply's ``Metric/scrollWritesPerReply``.
    func recordScrollByApp() { record(.contentScrolledByApp(replyID: streamingReplyID())) }

    // MARK: - Time

    /// Moves to the start of a new frame.
    func beginFrame(at instant: VirtualInstant, index: Int) {
        now = instant
        frameIndex = index
        frameEvents.removeAll(keepingCapacity: true)
        recorder.beginFrame(index, at: instant)
        viewport.beginFrame()
        scrolls.beginFrame(animating: viewport.isAnimatingScroll || list.isAnimatingScroll)
    }

    /// Scroll physics, keyboard and alongside animations up to `now`, then the list's own
    /// scroll animation.
    func advancePhysics() {
        if viewport.advance(to: now) { needsLayout = true }
        list.advanceScroll()
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

    /// Runs `body` at the first completion point at or after `due` (an apply's completion).
    func enqueueCompletion(at due: VirtualInstant, _ body: @escaping () -> Void) { completions.append((due, body)) }

    /// Runs the completion handlers that are due.
    func runDueCompletions() {
        guard completions.contains(where: { $0.due <= now }) else { return }
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

    /// `y` within the scroll view's resting range.
    func clampedOffset(_ y: Double) -> Double {
        min(max(y, viewport.minContentOffsetY), viewport.maxContentOffsetY)
    }

    // MARK: - Queries for the checks and the trace

    /// The data source's current snapshot. O(1) (copy-on-write).
    var snapshot: ChatSnapshot { state.snapshot }

    /// The layout's content height, pt. O(1).
    var contentHeight: Double { state.contentHeight }

    /// The content frame of `id`, if it is in the list.
    func frame(of id: ChatItemID) -> LayoutRect? { state.frame(of: id) }

    /// Distance from the newest edge of the content (the bottom of the screen) in points.
    var distanceFromNewestEdge: Double { viewport.distanceFromVisualBottom }
}
