import ChatModel
import Foundation
import ListLayout
import MemoryProbe
import Mocks
import Viewport

/// One run: a controller under test, a conversation and a timeline, replayed frame by
/// frame on the virtual clock.
///
/// Each display-link tick (DESIGN.md, "Data flow of one run"):
/// 1. deliver the events due (timeline actions, tokens, page results) — the controller
///    hears of each through its callbacks and may apply snapshots at once;
/// 2. call the controller's `displayLinkDidFire`;
/// 3. advance scroll physics, the keyboard and animations; lay out (self-sizing) and update
///    the visible cells and prefetching; report `scrollViewDidScroll`;
/// 4. close the frame's modelled cost, check invariants and symptoms, record the frame.
///
/// Nothing reads the wall clock except the host figures, which are kept apart.
public final class Simulation {
    public struct Output: Sendable {
        public var result: RunResult
        /// Per-frame records, when the configuration asked for them.
        public var trace: [FrameRecord]
    }

    /// A finger on the screen: a drag of `distance` over `duration`, down the screen is
    /// positive (towards older messages).
    private struct FingerGesture {
        var start: VirtualInstant
        var duration: VirtualDuration
        var distance: Double
        var startScreenY: Double
        var releaseVelocity: Double?
    }

    /// Where drags start on screen: the middle of the list, above the composer.
    private static let fingerStartFraction = 0.45

    /// How long a fling's touch lasts before release: two frames at 60 Hz, an estimate of
    /// a quick flick's contact time.
    private static let flingContact = VirtualDuration.milliseconds(33)

    private let configuration: RunConfiguration
    private let controller: any ChatListController
    private let engine: ListEngine
    private let scheduler = EventScheduler()
    private let conversation: ConversationState
    private let context: ChatListContext
    private var gesture: FingerGesture?
    private var userWantsNewest = true
    private var lastReportedOffset = 0.0
    private var trace: [FrameRecord] = []
    private let random: SeededRandom
    private var repliesRequested = 0
    private let citationSource: (any CitationSource)?

    /// Prepares a run; the conversation opens on `history`'s newest page.
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
        let conversation = ConversationState(
            history: history, pageSize: configuration.pageSize, engine: engine, scheduler: scheduler
        )
        engine.message = { [unowned conversation] id in conversation.messages.message(id) }
        let context = ChatListContext(engine: engine, conversation: conversation)
        engine.configureCell = { [unowned context] cell, item, indexPath in
            controller.configure(&cell, for: item, at: indexPath, context)
        }
        engine.prefetchItems = { [unowned context] indexPaths in
            controller.prefetchItems(at: indexPaths, context)
        }
        self.engine = engine
        self.conversation = conversation
        self.context = context
        try conversation.open()
        for event in configuration.timeline.events {
            if case .reply(let spec) = event.action { try spec.validate() }
            scheduler.schedule(.timeline(event.action), at: event.at)
        }
    }

    /// Replays the run to its end, or stops it with ``RunBudgetExceeded`` when it would pass `budget`.
    public func run(budget runBudget: RunBudget = .standard) throws(RunBudgetExceeded) -> Output {
        let meter = try runBudget.meter(for: configuration)
        let probe = MemoryProbe()
        let startCounts = probe.allocationCounts()
        let startAllocated = probe.read().allocated.bytes
        var peakAllocated = startAllocated
        var frameClock = HostFrameClock()
        let wallStart = DispatchTime.now().uptimeNanoseconds

        let interval = configuration.device.frameInterval
        let budget = interval.milliseconds
        engine.beginFrame(at: .zero, index: 0)
        controller.viewDidLoad(context)
        engine.layoutIfNeeded()
        lastReportedOffset = engine.scrollView.contentOffset.y
        _ = engine.ledger.closeFrame()  // opening the screen is not a streaming frame

        var frame = 0
        var now = VirtualInstant.zero
        let end = VirtualInstant.zero + configuration.duration
        while now < end {
            try meter.check(frame: frame, at: now)
            frameClock.beginFrame()
            step(frame: frame, at: now, interval: interval, budget: budget)
            _ = frameClock.endFrame()
            if frame % 64 == 0 { peakAllocated = max(peakAllocated, probe.read().allocated.bytes) }
            frame += 1
            now = now + interval
        }
        if var reply = conversation.streamingReply { closeStreamingTime(&reply) }

        var host = MetricSet()
        host[.hostFrameTimeP50] = frameClock.histogram.p50Milliseconds
        host[.hostFrameTimeP99] = frameClock.histogram.p99Milliseconds
        // Growth of the allocated heap over the run's start, sampled every 64 frames.
        host[.hostAllocatedPeakBytes] = Double(peakAllocated > startAllocated ? peakAllocated - startAllocated : 0)
        if let startCounts, let endCounts = probe.allocationCounts() {
            // jemalloc merges thread-cache counts lazily: a lower bound for short runs.
            host[.hostAllocations] = Double(endCounts.since(startCounts).allocations)
        }
        host[.hostWallSeconds] = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9

        let result = RunResult(
            scenario: configuration.scenario, strategy: configuration.strategy,
            device: configuration.device.name, seed: configuration.seed, duration: configuration.duration,
            metrics: engine.recorder.metrics(duration: configuration.duration),
            hostMetrics: host, findings: engine.recorder.findings
        )
        return Output(result: result, trace: trace)
    }

    // MARK: - One frame

    private func step(frame: Int, at now: VirtualInstant, interval: VirtualDuration, budget: Double) {
        engine.beginFrame(at: now, index: frame)
        let anchor = firstVisibleMessage()
        let pinnedBefore = engine.distanceFromNewestEdge < 1

        // 1. Events due.
        while let (_, event) = scheduler.popDue(atOrBefore: now) { handle(event) }
        driveGesture()
        // 2. The display link.
        controller.displayLinkDidFire(context)
        // 3. Physics, layout, visibility, scroll callbacks.
        engine.advancePhysics()
        engine.layoutIfNeeded()
        if engine.scrollView.contentOffset.y != lastReportedOffset {
            lastReportedOffset = engine.scrollView.contentOffset.y
            controller.scrollViewDidScroll(context)
            engine.layoutIfNeeded()
        }
        engine.runDueCompletions()
        engine.layoutIfNeeded()

        // 4. Cost and checks.
        let cost = engine.ledger.closeFrame()
        engine.recorder.recordFrame(costMilliseconds: cost, budgetMilliseconds: budget)
        if cost > budget {
            engine.recorder.note(.hitch, frame: frame, time: now,
                                 "frame took \(format(cost)) ms of modelled work against a \(format(budget)) ms budget")
        }
        checkAnchor(anchor, pinnedBefore: pinnedBefore, frame: frame, now: now)
        let visible = engine.visibleItems()
        checkUpright(visible, frame: frame, now: now)
        checkBlankArea(frame: frame, now: now)
        checkNewestVisible(frame: frame, now: now)
        recordTokensShown(presentedAt: now + interval)
        if configuration.recordsTrace { recordTrace(frame: frame, now: now, cost: cost, budget: budget, visible: visible) }
    }

    // MARK: - Events

    private func handle(_ event: SimulationEvent) {
        switch event {
        case .timeline(let action): perform(action)
        case .replyChunk(let replyID): deliverChunk(replyID: replyID)
        case .replyEnd(let replyID): endReply(replyID: replyID)
        case .pageLoaded(let page, let cursor):
            engine.frameEvents.append("pageLoaded")
            if let count = conversation.receivePage(page, cursor: cursor) {
                controller.messagesDidChange(.olderPageLoaded(count: count, hasMore: conversation.hasMoreHistory), context)
            } else {
                controller.messagesDidChange(.olderPageFailed, context)
            }
        }
    }

    private func perform(_ action: TimelineAction) {
        switch action {
        case let .send(text, images):
            engine.frameEvents.append("send")
            userWantsNewest = true
            var rng = random.fork("send-\(conversation.messages.count)-\(engine.frameIndex)")
            let attachments = (0..<images).map { index -> ImageAttachment in
                let sizes = [(4032, 3024), (3024, 4032), (1179, 2556), (1920, 1080), (800, 600)]
                let size = sizes[Int(rng.next() % UInt64(sizes.count))]
                return ImageAttachment(id: index, pixelWidth: size.0, pixelHeight: size.1)
            }
            let id = conversation.appendNew(role: .user, text: text, attachments: attachments, state: .complete)
            controller.messagesDidChange(.sent(id), context)
        case .reply(let spec):
            repliesRequested += 1
            // Specs were validated in init, so scheduling cannot fail here.
            guard let schedule = try? Self.replyModel(seed: configuration.seed, reply: repliesRequested).schedule(for: spec) else { return }
            startReply(schedule: schedule, citationLimit: spec.style.citations)
        case .replaySchedule(let schedule):
            startReply(schedule: schedule, citationLimit: 0)
        case let .keyboard(show):
            let begin = engine.keyboardHeight
            if show { engine.showKeyboard() } else { engine.hideKeyboard() }
            let endHeight = show ? engine.fullKeyboardHeight : 0
            controller.keyboardWillChange(KeyboardChange(beginHeight: begin, endHeight: endHeight, duration: Keyboard.animationDuration), context)
        case let .drag(distance, duration):
            beginGesture(distance: distance, duration: duration, releaseVelocity: nil)
        case let .fling(velocity):
            let contact = Self.flingContact
            beginGesture(distance: velocity * contact.seconds, duration: contact, releaseVelocity: velocity)
        case .scrollToBottom:
            engine.frameEvents.append("scrollToBottomTap")
            userWantsNewest = true
            controller.scrollToBottomTapped(context)
        case .scrollToTop:
            engine.frameEvents.append("scrollToTopTap")
            userWantsNewest = false
            engine.scrollView.scrollToTop()
        case let .resize(width, height):
            engine.resize(to: Size(width: width, height: height))
            controller.viewportDidChange(context)
        case .stopReply:
            guard let reply = conversation.streamingReply else { return }
            engine.frameEvents.append("stop")
            finishReply(reply, state: .stopped)
        case .setThinkingExpanded(let expanded):
            toggleNewest(where: { $0.text.contains("<think>") }) { $0.isThinkingExpanded = expanded }
        case .setCitationsExpanded(let expanded):
            toggleNewest(where: { !$0.citations.isEmpty }) { $0.isCitationsExpanded = expanded }
        }
    }

    private func toggleNewest(where matches: (Message) -> Bool, _ body: (inout Message) -> Void) {
        guard let message = conversation.messages.last(where: matches) else { return }
        conversation.update(message.id) {
            body(&$0)
            $0.revision &+= 1
        }
        controller.messagesDidChange(.tokens(message.id), context)
    }

    // MARK: - Replies

    private func startReply(schedule: ReplySchedule, citationLimit: Int) {
        if let previous = conversation.streamingReply { finishReply(previous, state: .stopped) }
        engine.frameEvents.append("reply")
        // Seed 004: the question is embedded and the sources retrieved before generation;
        // the reply carries them once its stream ends.
        var citations: [Citation] = []
        if citationLimit > 0, let source = citationSource,
           let question = conversation.messages.last(where: { $0.role == .user }) {
            citations = (try? source.citations(for: question.text, limit: citationLimit)) ?? []
        }
        let id = conversation.appendNew(role: .assistant, text: "", state: .streaming)
        let reply = ConversationState.StreamingReply(
            id: conversation.makeReplyID(), messageID: id, requestedAt: engine.now,
            schedule: schedule, citations: citations
        )
        conversation.streamingReply = reply
        controller.messagesDidChange(.replyStarted(id), context)
        scheduleNext(reply)
    }

    private func scheduleNext(_ reply: ConversationState.StreamingReply) {
        let base = reply.requestedAt
        if reply.nextChunk < reply.schedule.chunks.count {
            let at = base + (reply.schedule.chunks[reply.nextChunk].at - .zero)
            scheduler.schedule(.replyChunk(replyID: reply.id), at: max(at, engine.now))
        } else {
            scheduler.schedule(.replyEnd(replyID: reply.id), at: max(base + (reply.schedule.end.at - .zero), engine.now))
        }
    }

    private func deliverChunk(replyID: Int) {
        guard var reply = conversation.streamingReply, reply.id == replyID else { return }
        let chunk = reply.schedule.chunks[reply.nextChunk]
        reply.nextChunk += 1
        var revision = 0
        conversation.update(reply.messageID) {
            $0.append(chunk.delta)
            revision = $0.revision
        }
        reply.pendingTokens.append((engine.now, revision, chunk.tokenCount))
        if reply.firstArrival == nil { reply.firstArrival = engine.now }
        conversation.streamingReply = reply
        engine.frameEvents.append("token")
        controller.messagesDidChange(.tokens(reply.messageID), context)
        scheduleNext(reply)
    }

    private func endReply(replyID: Int) {
        guard let reply = conversation.streamingReply, reply.id == replyID else { return }
        let state: MessageState = switch reply.schedule.end {
        case .finished: .complete
        case .failed: .failed
        case .stopped: .stopped
        }
        finishReply(reply, state: state)
    }

    private func finishReply(_ reply: ConversationState.StreamingReply, state: MessageState) {
        var reply = reply
        closeStreamingTime(&reply)
        conversation.streamingReply = nil
        conversation.update(reply.messageID) {
            if state == .complete, !reply.citations.isEmpty { $0.citations = reply.citations }
            $0.finish(state)
        }
        engine.frameEvents.append("replyEnd")
        controller.messagesDidChange(.replyFinished(reply.messageID, state), context)
    }

    private func closeStreamingTime(_ reply: inout ConversationState.StreamingReply) {
        if let first = reply.firstArrival, let last = reply.lastShown, last > first {
            engine.recorder.recordStreamingTime((last - first).seconds)
        }
        reply.firstArrival = nil
    }

    // MARK: - Gestures

    private func beginGesture(distance: Double, duration: VirtualDuration, releaseVelocity: Double?) {
        if gesture != nil { engine.endDrag(screenVelocity: nil) }
        if distance > 0 { userWantsNewest = false }
        let listTop = engine.screenSafeArea.top
        let listBottom = engine.viewport.height - engine.bottomObstruction
        let startY = listTop + (listBottom - listTop) * Self.fingerStartFraction
        gesture = FingerGesture(start: engine.now, duration: duration, distance: distance, startScreenY: startY,
                                releaseVelocity: releaseVelocity)
        engine.beginDrag(screenY: startY)
        controller.scrollViewWillBeginDragging(context)
    }

    /// Moves the finger to where the gesture puts it now; lifts it at the gesture's end.
    private func driveGesture() {
        guard let g = gesture else { return }
        let elapsed = engine.now - g.start
        let fraction = min(1, Double(elapsed.microseconds) / Double(max(1, g.duration.microseconds)))
        engine.moveDrag(screenY: g.startScreenY + g.distance * fraction)
        if fraction >= 1 {
            gesture = nil
            engine.endDrag(screenVelocity: g.releaseVelocity)
        }
    }

    // MARK: - Checks

    /// The first visible message in the list's own order (lowest index) and its leading edge
    /// in content coordinates: its top in a natural list, its visual bottom in a flipped one.
    private func firstVisibleMessage() -> (id: ChatItemID, minY: Double, offsetY: Double)? {
        engine.visibleItems()
            .filter { if case .message = $0.id { true } else { false } }
            .min { $0.index < $1.index }
            .map { ($0.id, $0.frame.minY, engine.scrollView.contentOffset.y) }
    }

    /// Unrequested movement of the first visible message: how far its leading edge moved on
    /// screen, less what scrolling (the user's, or an animated scroll the controller asked
    /// for) explains. Not measured while the list rests on its newest edge, where content is
    /// meant to move as the newest message grows, nor in a frame where the controller
    /// jumped the offset (`setContentOffset(_:animated: false)`), a move it asked for.
    private func checkAnchor(_ anchor: (id: ChatItemID, minY: Double, offsetY: Double)?, pinnedBefore: Bool, frame: Int, now: VirtualInstant) {
        guard let anchor, let rect = engine.frame(of: anchor.id) else { return }
        if pinnedBefore || engine.controllerJumped { return }
        // On screen the leading edge sits at ±(minY − offset); scrolls the user or the
        // controller asked for are subtracted back out.
        let moved = (rect.minY - anchor.minY) - (engine.scrollView.contentOffset.y - anchor.offsetY)
        let drift = moved + engine.requestedOffsetDelta
        if engine.recorder.recordAnchorMovement(drift) {
            engine.recorder.note(.anchorDrift, frame: frame, time: now,
                                 "\(anchor.id) moved \(format(abs(drift))) pt on screen without a scroll (a layout change before it)")
        }
    }

    private func checkUpright(_ visible: [(id: ChatItemID, index: Int, frame: LayoutRect, screenY: Double, cell: ListEngine.DisplayedCell)], frame: Int, now: VirtualInstant) {
        let transform = engine.transform
        guard let wrong = visible.first(where: { !$0.cell.configuration.transformChain(in: transform).isContentUpright }) else { return }
        engine.recorder.upsideDownFrames += 1
        let cell = wrong.cell.configuration
        let why: String
        if transform.isFlipped && cell.cellTransform.isFlipped && cell.hostsContent {
            why = "cell.transform does not reach UIHostingConfiguration content; unflip the contentView"
        } else if transform.isFlipped {
            why = "the collection view is flipped and nothing unflips the cell's content"
        } else {
            why = "a transform in the cell flips its content"
        }
        engine.recorder.note(.upsideDown, frame: frame, time: now,
                             "\(wrong.id) (\(cell.kind.rawValue)) drawn with y-scale -1: \(why)")
    }

    private func checkBlankArea(frame: Int, now: VirtualInstant) {
        let scroll = engine.scrollView
        let unobscured = scroll.unobscuredContentRange
        let contentHeight = engine.layout.contentHeight
        guard contentHeight >= unobscured.upperBound - unobscured.lowerBound else { return }
        let above = max(0, min(unobscured.upperBound, 0) - unobscured.lowerBound)
        let below = max(0, unobscured.upperBound - max(unobscured.lowerBound, contentHeight))
        // Below half a point it is layout rounding, not a gap anyone sees.
        guard above + below >= 0.5 else { return }
        let area = (above + below) * engine.viewport.width
        engine.recorder.recordBlankArea(area)
        engine.recorder.note(.blankArea, frame: frame, time: now,
                             "\(format(area)) pt² of the list showed no content (overscroll or a stale offset)")
    }

    /// Follow misses (a followed stream's last line off screen) and keyboard overlap (the
    /// keyboard or composer hiding the newest message the user is looking at).
    private func checkNewestVisible(frame: Int, now: VirtualInstant) {
        guard userWantsNewest, !engine.scrollView.isTracking else { return }
        let visibleBottom = engine.viewport.height - engine.bottomObstruction
        let visibleTop = engine.screenSafeArea.top
        if let reply = conversation.streamingReply, let rect = engine.frame(of: .message(reply.messageID)) {
            let bottom = engine.screenMapping.screenY(of: rect) + rect.height
            if bottom > visibleBottom + 1 || bottom < visibleTop {
                engine.recorder.followMisses += 1
                engine.recorder.note(.followMiss, frame: frame, time: now,
                                     "the streaming reply \(reply.messageID) ends \(format(bottom - visibleBottom)) pt below the visible area")
            }
        }
        if engine.keyboardHeight > 0, let newest = conversation.messages.last,
           let rect = engine.frame(of: .message(newest.id)) {
            let bottom = engine.screenMapping.screenY(of: rect) + rect.height
            if bottom > visibleBottom + 1, bottom < engine.viewport.height + rect.height {
                engine.recorder.keyboardOverlapFrames += 1
                engine.recorder.note(.keyboardOverlap, frame: frame, time: now,
                                     "the keyboard and composer hide \(format(bottom - visibleBottom)) pt of the newest message \(newest.id)")
            }
        }
    }

    /// Tokens count as shown in the frame whose visible cell was configured with them.
    private func recordTokensShown(presentedAt presented: VirtualInstant) {
        guard var reply = conversation.streamingReply, !reply.pendingTokens.isEmpty,
              let cell = engine.displayed[.message(reply.messageID)] else { return }
        var shown = 0
        for pending in reply.pendingTokens {
            guard pending.revision <= cell.revision else { break }
            engine.recorder.recordTokensShown(count: pending.tokens, latencyMilliseconds: (presented - pending.arrival).milliseconds)
            shown += 1
        }
        guard shown > 0 else { return }
        reply.pendingTokens.removeFirst(shown)
        reply.lastShown = presented
        conversation.streamingReply = reply
    }

    private func recordTrace(frame: Int, now: VirtualInstant, cost: Double, budget: Double,
                             visible: [(id: ChatItemID, index: Int, frame: LayoutRect, screenY: Double, cell: ListEngine.DisplayedCell)]) {
        let transform = engine.transform
        let insets = engine.scrollView.adjustedContentInset
        trace.append(FrameRecord(
            frame: frame, time: now.seconds, cost: cost, hitch: cost > budget,
            offsetY: engine.scrollView.contentOffset.y, contentHeight: engine.layout.contentHeight,
            viewportWidth: engine.viewport.width, viewportHeight: engine.viewport.height,
            insetTop: insets.top, insetBottom: insets.bottom, keyboard: engine.keyboardHeight,
            visible: visible.map {
                FrameRecord.VisibleItem(item: $0.id.description, index: $0.index, kind: $0.cell.configuration.kind.rawValue,
                                        screenY: $0.screenY, height: $0.frame.height,
                                        upright: $0.cell.configuration.transformChain(in: transform).isContentUpright)
            },
            events: engine.frameEvents
        ))
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
