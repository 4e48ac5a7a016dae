import ChatModel
import Foundation
import ListLayout
import MemoryProbe
import Mocks
import RunResults
import Viewport

/// One run: a controller under test, a conversation and a timeline, replayed frame by
/// frame on the virtual clock.
///
/// Each display-link tick:
/// 1. deliver the events due (timeline actions, tokens, page results) — the controller
///    hears of each through its callbacks and may apply snapshots at once;
/// 2. call the controller's `displayLinkDidFire`;
/// 3. advance scroll physics, the keyboard and animations; lay out (self-sizing) and update
///    the visible cells and prefetching; report `scrollViewDidScroll`;
/// 4. close the frame's modelled cost, run the symptom checks (``FrameChecks``), record
///    the frame.
///
/// Nothing reads the wall clock except the host figures, which are kept apart.
public final class Simulation {
    public struct Output: Sendable {
        public var result: RunResult
        /// Per-frame records, when the configuration asked for them.
        public var trace: [FrameRecord]
    }

    /// Called with each frame's record as the frame closes, when set: a consumer that keeps
    /// less than the whole trace (the report's pictures) sees every frame without the
    /// run holding them all.
    public var frameObserver: ((FrameRecord) -> Void)?

    let configuration: RunConfiguration
    /// The controller under test (what the app's protocols are asked of).
    let controller: any ChatListController
    /// The same controller as the simulation calls it: each call attributed to its callback.
    let calls: AttributedController
    let engine: ListEngine
    let scheduler = EventScheduler()
    let conversation: ConversationState
    let context: ChatListContext
    let checks: FrameChecks
    /// What the reader does and asks for; follows the row they read.
    let reader: ReaderWatch
    /// Whether the newest message shows when the user should see it.
    let newest: NewestMessageWatch
    /// Text trailing its stream: lag, stuck or going backwards.
    let shownText: ShownTextWatch
    let pastEnd: PastEndWatch
    /// Per-chunk cost growing with the streaming reply's length.
    let replyGrowth: ReplyCostGrowthWatch
    var gesture: FingerGesture?
    var userWantsNewest = true
    private var lastReportedOffset = 0.0
    private var trace: [FrameRecord] = []
    private var costAttribution = CostAttributionRecorder()
    let random: SeededRandom
    /// The app's clock, last change and refused-send bookkeeping.
    var session = AppSession()
    /// The `reply` actions performed so far: the number of the next one's mock model.
    var repliesRequested = 0
    /// The scroll to a message waiting to be judged, if any.
    var scrollToRequest: FrameChecks.ScrollToRequest?
    /// What the display and scroll delegate callbacks were last told.
    var delegateState = DelegateState()
    let citationSource: (any CitationSource)?

    /// Prepares a run; the conversation opens on `history`'s newest page.
    ///
    /// A `reply` whose spec is out of range is dropped when it is due, with an
    /// `actionDropped` finding that fails the run (``Finding/Kind/failsRun``).
    ///
    /// - Parameter citations: where replies that cite sources (`citations: n`) get them;
    ///   without one, such replies finish without citations.
    public init(
        configuration: RunConfiguration, controller: any ChatListController, history: any MessageHistory,
        citations: (any CitationSource)? = nil
    ) throws {
        self.configuration = configuration
        self.citationSource = citations
        self.controller = controller
        random = SeededRandom(seed: configuration.seed)
        let engine = try ListEngine(device: configuration.device)
        let calls = AttributedController(controller, attribution: engine.scrolls)
        self.calls = calls
        let conversation = ConversationState(
            history: history, pageSize: configuration.pageSize, engine: engine, scheduler: scheduler
        )
        engine.message = { [unowned conversation] id in conversation.messages.message(id) }
        engine.streamingReplyID = { [unowned conversation] in conversation.streamingReply?.id }
        let context = ChatListContext(engine: engine, conversation: conversation)
        engine.configureCell = { [unowned context] cell, item, indexPath in
            calls.configure(&cell, for: item, at: indexPath, context)
        }
        engine.prefetchItems = { [unowned context] indexPaths in
            calls.prefetchItems(at: indexPaths, context)
        }
        engine.cancelPrefetchingItems = { [unowned context] indexPaths in
            calls.cancelPrefetchingForItems(at: indexPaths, context)
        }
        self.engine = engine
        self.conversation = conversation
        self.context = context
        checks = FrameChecks(engine: engine, conversation: conversation)
        reader = ReaderWatch(engine: engine)
        newest = NewestMessageWatch(engine: engine, conversation: conversation)
        shownText = ShownTextWatch(engine: engine, conversation: conversation)
        pastEnd = PastEndWatch(engine: engine)
        replyGrowth = ReplyCostGrowthWatch(engine: engine, conversation: conversation,
                                           textLayoutPerCharacter: configuration.device.costs.textLayoutPerCharacter)
        try conversation.open()
        for event in configuration.timeline.events {
            scheduler.schedule(.timeline(event.action), at: event.at)
        }
    }

    /// Replays the run to its end, or stops it with ``RunBudgetExceeded`` when it would pass `budget`.
    public func run(budget runBudget: RunBudget = .standard) throws(RunBudgetExceeded) -> Output {
        // One reading of the allocator starts both the budget's meter and the heap's peak.
        var heap = HeapSampler()
        let meter = try runBudget.meter(for: configuration, startHeap: heap.start)
        let probe = MemoryProbe()
        let startCounts = probe.allocationCounts()
        var frameClock = WindowedFrameClock()
        let wallStart = DispatchTime.now().uptimeNanoseconds

        let interval = configuration.device.frameInterval
        let budget = interval.milliseconds
        costAttribution.reserveCapacity(frames: Int(configuration.frameCount))
        openScreen()

        var frame = 0
        var now = VirtualInstant.zero
        let end = VirtualInstant.zero + configuration.duration
        frameClock.beginWindow()
        while now < end {
            // The heap reading stays out of the frame timing: the clock's window closes before
            // it and a new one opens after. One reading of the allocator serves the budget and
            // the peak.
            if heap.isDue(frame) {
                frameClock.closeWindow()
                try heap.sampleIfDue(frame: frame, at: now, meter: meter)
                frameClock.beginWindow()
            }
            step(frame: frame, at: now, interval: interval, budget: budget)
            frameClock.tick()  // this frame's end and the next one's start: one wall-clock read
            frame += 1
            now = now + interval
        }
        frameClock.closeWindow()
        if var reply = conversation.streamingReply { closeStreamingTime(&reply) }
        closeRevealingReply()
        reader.finish()

        var host = MetricSet()
        host[.hostFrameTimeP50] = frameClock.histogram.p50Milliseconds
        host[.hostFrameTimeP99] = frameClock.histogram.p99Milliseconds
        // Growth of the allocated heap over the run's start, sampled every 64 frames (or
        // less often when reading it is expensive: HeapSampler).
        host[.hostAllocatedPeakBytes] = Double(heap.peakGrowth)
        if let startCounts, let endCounts = probe.allocationCounts() {
            // jemalloc merges thread-cache counts lazily: a lower bound for short runs.
            host[.hostAllocations] = Double(endCounts.since(startCounts).allocations)
        }
        host[.hostWallSeconds] = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9

        replyGrowth.finish()  // the last reply's slope, if it streamed to the end of the run
        return Output(result: result(hostMetrics: host), trace: trace)
    }

    /// Frame 0: the screen opens (`viewDidLoad`, a first layout); not a streaming frame.
    private func openScreen() {
        engine.beginFrame(at: .zero, index: 0)
        calls.viewDidLoad(context)
        engine.layoutIfNeeded()
        lastReportedOffset = engine.viewport.contentOffsetY
        _ = engine.closeFrame()
    }

    /// The run's result: the recorder's metrics and findings, `hostMetrics`, the cost attribution.
    private func result(hostMetrics host: MetricSet) -> RunResult {
        var result = RunResult(
            scenario: configuration.scenario, strategy: configuration.strategy,
            device: configuration.device.name, seed: configuration.seed, duration: configuration.duration,
            metrics: engine.recorder.metrics(duration: configuration.duration),
            hostMetrics: host, findings: engine.recorder.findings
        )
        result.usedLazyStack = engine.lazyStack != nil
        result.costAttribution = costAttribution.attribution()
        return result
    }

    // MARK: - One frame

    private func step(frame: Int, at now: VirtualInstant, interval: VirtualDuration, budget: Double) {
        engine.beginFrame(at: now, index: frame)
        // The items the last frame closed on: nothing between two frames changes them, so the
        // engine answers from its last listing (ListEngine.visibleItems()).
        reader.beginFrame(visible: engine.visibleItems())

        // 1. Events due.
        while let (_, event) = scheduler.popDue(atOrBefore: now) { handle(event) }
        driveGesture()
        engine.scrolls.during(.timer) { engine.runDueTimers() }
        // 2. The display link.
        calls.displayLinkDidFire(context)
        // 3. Physics, layout, visibility, scroll callbacks.
        engine.advancePhysics()
        engine.layoutIfNeeded()
        if engine.viewport.contentOffsetY != lastReportedOffset {
            lastReportedOffset = engine.viewport.contentOffsetY
            calls.scrollViewDidScroll(context)
            engine.layoutIfNeeded()
        }
        deliverScrollTransitions()
        deliverDisplayChanges()
        engine.scrolls.during(.applyCompletion) { engine.runDueCompletions() }
        engine.layoutIfNeeded()

        // 4. Cost and checks.
        let cost = engine.closeFrame()
        engine.record(.frameClosed(costMilliseconds: cost, budgetMilliseconds: budget))
        costAttribution.record(time: now.seconds, cost: cost, operations: engine.ledger.closedOperations, phases: engine.ledger.closedPhases)
        replyGrowth.frameClosed(cost: cost, operations: engine.ledger.closedOperations)
        reader.endFrame()
        let visible = engine.visibleItems()
        checks.checkUpright(visible)
        checks.checkFreshness(visible) { shownText.isLagging($0, now: now) }
        shownText.check(visible, now: now)
        checks.checkReplacedCells()
        checks.checkBlankArea()
        checks.checkNewestVisible(userWantsNewest: userWantsNewest)
        newest.check(userWantsNewest: userWantsNewest)
        pastEnd.check()
        checks.recordTokensShown(presentedAt: now + interval)
        let pickPending = scrollToRequest != nil
        if let request = scrollToRequest, checks.checkScrollTo(request) { scrollToRequest = nil }
        checks.checkAppScrollToItem(answeringPick: pickPending)
        if configuration.recordsTrace || frameObserver != nil {
            recordTrace(frame: frame, now: now, cost: cost, budget: budget, visible: visible)
        }
    }

    // MARK: - Events

    private func handle(_ event: SimulationEvent) {
        switch event {
        case .timeline(let action): perform(action)
        case .replyChunk(let replyID): deliverChunk(replyID: replyID)
        case .replyEnd(let replyID): endReply(replyID: replyID)
        case let .retrievedReply(schedule, citationLimit): deliverRetrievedReply(schedule, citationLimit: citationLimit)
        case .pageLoaded(let page, let cursor):
            engine.trace(.pageLoaded)
            if let count = conversation.receivePage(page, cursor: cursor) {
                calls.messagesDidChange(.olderPageLoaded(count: count, hasMore: conversation.hasMoreHistory), context)
            } else {
                calls.messagesDidChange(.olderPageFailed, context)
            }
        case let .newerPageLoaded(page, cursor): deliverNewerPage(page, cursor: cursor)
        case let .newestPageLoaded(page): deliverNewestPage(page)
        case let .windowLoaded(page, id, position): deliverWindow(page, around: id, position: position)
        }
    }

    // MARK: - Trace

    private func recordTrace(frame: Int, now: VirtualInstant, cost: Double, budget: Double, visible: [ListEngine.VisibleItem]) {
        let transform = engine.transform
        let viewport = engine.viewport  // a trace is opt-in: one copy a frame is fine here
        let insets = viewport.adjustedContentInset
        let record = FrameRecord(
            frame: frame, time: now.seconds, cost: cost, hitch: cost > budget,
            offsetY: viewport.contentOffsetY, contentHeight: engine.contentHeight,
            viewportWidth: viewport.size.width, viewportHeight: viewport.size.height,
            insetTop: insets.top, insetBottom: insets.bottom, keyboard: viewport.keyboardHeight,
            visible: visible.map {
                FrameRecord.VisibleItem(item: $0.id.description, index: $0.index, kind: $0.cell.configuration.kind.rawValue,
                                        screenY: $0.screenY, height: $0.frame.height,
                                        upright: $0.cell.configuration.transformChain(in: transform).isContentUpright)
            },
            frameEvents: engine.frameEvents, phases: engine.ledger.closedPhases, cellsAlive: engine.cells.reusePool.cellsAlive,
            findings: engine.recorder.findings.filter { $0.frame == frame }.map(\.kind),
            operations: engine.ledger.closedOperations
        )
        frameObserver?(record)
        if configuration.recordsTrace { trace.append(record) }
    }
}
