import ChatModel
import RunResults

/// Turns what a run observed (``RunEvent``) into its deterministic metrics and findings: the
/// only writer of either.
///
/// Every figure is computed from events of the run itself; nothing here reads a clock.
/// ``metrics(duration:)`` turns the accumulators into the report's ``MetricSet`` in
/// ``Metric/deterministic`` order.
public struct MetricsRecorder: Sendable {
    /// Frames and the engine's work.
    var frameWork = FrameWorkCounts()
    /// Load-more requests.
    var loadMore = LoadMoreCounts()
    /// What moves or shows wrong on screen.
    var stability = StabilityCounts()
    /// Streaming replies and the composer around them.
    var streaming = StreamingCounts()
    /// Unrequested scrolls, the hidden newest message and wasted page requests.
    var readerSymptoms = ReaderSymptoms()
    /// Cells on screen replaced by a reload.
    var cellReplacements = CellReplacementCounts()
    /// Text work the screen never shows; text trailing its stream.
    var textWork = TextWorkSymptoms()
    var unchangedRows = UnchangedRowWork()

    private var findingsByKind: [Finding.Kind: Finding] = [:]
    /// The frame events are recorded in, and its start on the virtual clock.
    private(set) var frame = 0
    private var time = VirtualInstant.zero

    public init() {}

    /// Events from now on happen in frame `frame`, which starts at `time`.
    mutating func beginFrame(_ frame: Int, at time: VirtualInstant) {
        self.frame = frame
        self.time = time
        textWork.configuredThisFrame.removeAll(keepingCapacity: true)
        textWork.rowsUnseenThisFrame.removeAll(keepingCapacity: true)
    }

    /// Movement below this is layout rounding, not a jump the user can see.
    public static let anchorDriftTolerance = 0.5

    /// Records `event`, seen in the current frame: each kind of event goes to the counters
    /// of its concern (`MetricsRecorder+<Concern>.swift`). O(1) amortised.
    mutating func record(_ event: RunEvent) {
        switch event {
        // Frames and the engine's work
        case let .frameClosed(cost, budget): recordFrameClosed(cost: cost, budget: budget)
        case let .snapshotApplied(animated, identical): recordSnapshotApplied(animated: animated, identicalItemCount: identical)
        case .layoutPass: frameWork.layoutPasses += 1
        case .cellsMeasured(let count): frameWork.cellsMeasured += count
        case .cellDequeued(let created): if created { frameWork.cellsCreated += 1 }
        case .cellConfigured: frameWork.cellsConfigured += 1
        case let .memory(cellsAlive, imageBytes): recordMemory(cellsAlive: cellsAlive, imageBytes: imageBytes)
        // Errors
        case .snapshotError(let message): note(.snapshotError, message)
        case .invalidRequest(let message): note(.invariantViolation, "the scroll view refused \(message)")
        case .unmodelledCall(let message): note(.invariantViolation, message)
        case .retrievalFailed(let message): note(.retrievalFailure, "retrieving a reply's sources failed: \(message)")
        case .actionDropped(let explanation): note(.actionDropped, explanation)
        // Load more
        case let .loadMore(trigger, duplicate): recordLoadMore(trigger: trigger, duplicate: duplicate)
        case .wastedLoadMore(let waste): recordWasted(waste)
        case .gestureBegan: recordGestureBegan()
        // The reader
        case let .unrequestedScroll(points, cause, touching, frame, time):
            recordUnrequestedScroll(points: points, cause: cause, touching: touching, frame: frame, time: time)
        case let .newestHidden(message, hidden, reason): recordNewestHidden(message, hiddenPoints: hidden, reason: reason)
        case .restsShortOfBottom(let points): recordShortOfBottom(points)
        // Stability
        case let .anchorMoved(item, points): recordAnchorMoved(item, points: points)
        case let .scrollToSettled(item, off, visible, cause): recordScrollToSettled(item, off: off, visible: visible, cause: cause)
        case .blankArea(let area): recordBlankArea(area)
        case let .upsideDown(item, kind, reason): recordUpsideDown(item, kind: kind, reason: reason)
        case let .staleCell(message, shown, current): recordStaleCell(message, shown: shown, current: current)
        case .laggingCell: stability.staleCellFrames += 1
        case let .visibleCellsReplaced(first, count, call, cause): recordCellsReplaced(first: first, count: count, call: call, cause: cause)
        // Streaming
        case let .tokensShown(count, latency): recordTokensShown(count, latency: latency)
        case .streamed(let seconds): streaming.streamingSeconds += seconds
        case let .followMiss(message, below): recordFollowMiss(message, below: below)
        case let .topAnchorMiss(item, points): recordTopAnchorMiss(item, points: points)
        case let .keyboardOverlap(message, hidden): recordKeyboardOverlap(message, hidden: hidden)
        case .contentScrolledByApp(let replyID): recordContentScrolledByApp(replyID: replyID)
        case .sendRefused(let explanation): recordSendRefused(explanation)
        // Text work
        case .rowConfigured(let id): recordRowConfigured(id)
        case .textLag(let milliseconds): recordTextLag(milliseconds: milliseconds)
        case let .staleAfterStream(id, shown, current, since): recordStaleAfterStream(id, shown: shown, current: current, sinceEndMilliseconds: since)
        case let .shownTextWentBackwards(id, from, to): recordShownTextWentBackwards(id, from: from, to: to)
        case .chunkCostSlope(let slope): recordChunkCostSlope(slope)
        case let .chunkCostGrows(id, growth): recordChunkCostGrowth(id, growth)
        case .unchangedRowConfigured(let id): recordUnchangedRow(id)
        case .restsPastEnd(let points): recordRestPastEnd(points)
        case let .readerLostPlace(item, points): recordReaderLostPlace(item, points)
        }
    }

    /// Notes a symptom; the first occurrence of each kind is kept with a running count.
    mutating func note(_ kind: Finding.Kind, _ message: @autoclosure () -> String) {
        note(kind, frame: frame, time: time, message())
    }

    /// Notes a symptom that began in an earlier frame (`frame` at `time`).
    mutating func note(_ kind: Finding.Kind, frame: Int, time: VirtualInstant, _ message: @autoclosure () -> String) {
        if var existing = findingsByKind[kind] {
            existing.occurrences += 1
            findingsByKind[kind] = existing
        } else {
            findingsByKind[kind] = Finding(frame: frame, time: time.seconds, kind: kind, message: message())
        }
    }

    /// The findings, in order of first occurrence.
    public var findings: [Finding] {
        findingsByKind.values.sorted { ($0.frame, $0.kind.rawValue) < ($1.frame, $1.kind.rawValue) }
    }

    /// The deterministic metrics of a run of `duration`.
    public func metrics(duration: VirtualDuration) -> MetricSet {
        let sortedCosts = frameWork.frameCosts.sorted()
        let sortedLatency = streaming.tokenToScreen.sorted()
        let seconds = max(duration.seconds, .leastNonzeroMagnitude)
        var m = MetricSet()
        m[.frames] = Double(frameWork.frameCosts.count)
        m[.hitches] = Double(frameWork.hitches)
        m[.hitchTimeRatio] = frameWork.latenessMilliseconds / seconds
        m[.frameCostP50] = Percentile.nearestRank(50, ofSorted: sortedCosts)
        m[.frameCostP90] = Percentile.nearestRank(90, ofSorted: sortedCosts)
        m[.frameCostP99] = Percentile.nearestRank(99, ofSorted: sortedCosts)
        m[.frameCostMax] = sortedCosts.last ?? 0
        m[.snapshotApplies] = Double(frameWork.snapshotApplies)
        m[.animatedApplies] = Double(frameWork.animatedApplies)
        m[.redundantApplies] = Double(frameWork.redundantApplies)
        m[.cellsConfigured] = Double(frameWork.cellsConfigured)
        m[.cellsMeasured] = Double(frameWork.cellsMeasured)
        m[.cellsCreated] = Double(frameWork.cellsCreated)
        m[.layoutPasses] = Double(frameWork.layoutPasses)
        m[.loadMoreCalls] = Double(loadMore.calls)
        m[.duplicateLoadMore] = Double(loadMore.duplicatesFromScroll + loadMore.duplicatesFromPrefetch)
        m[.duplicateLoadMoreFromScroll] = Double(loadMore.duplicatesFromScroll)
        m[.duplicateLoadMoreFromPrefetch] = Double(loadMore.duplicatesFromPrefetch)
        m[.loadMoreCallsPerGestureMax] = Double(loadMore.callsPerGestureMax)
        m[.loadMoreAfterNoMore] = Double(readerSymptoms.loadMoreAfterNoMore)
        m[.loadMoreWhilePageUnapplied] = Double(readerSymptoms.loadMoreWhilePageUnapplied)
        m[.loadMoreBeforeScroll] = Double(readerSymptoms.loadMoreBeforeScroll)
        m[.anchorDriftMax] = stability.anchorDriftMax
        m[.anchorDriftCount] = Double(stability.anchorDriftCount)
        m[.blankAreaMax] = stability.blankAreaMax
        m[.blankAreaCumulative] = stability.blankAreaCumulative
        m[.scrollToMisses] = Double(stability.scrollToMisses)
        m[.unrequestedScrolls] = Double(readerSymptoms.unrequestedScrolls)
        m[.unrequestedScrollMax] = readerSymptoms.unrequestedScrollMax
        m[.tokenToScreenP50] = Percentile.nearestRank(50, ofSorted: sortedLatency)
        m[.tokenToScreenP99] = Percentile.nearestRank(99, ofSorted: sortedLatency)
        m[.tokensPerSecond] = streaming.streamingSeconds > 0 ? Double(streaming.tokensShown) / streaming.streamingSeconds : 0
        m[.followMisses] = Double(streaming.followMisses)
        m[.topAnchorMisses] = Double(streaming.topAnchorMisses)
        m[.keyboardOverlapFrames] = Double(streaming.keyboardOverlapFrames)
        m[.newestHiddenFrames] = Double(readerSymptoms.newestHiddenFrames)
        m[.bottomShortfallMax] = readerSymptoms.bottomShortfallMax
        m[.upsideDownFrames] = Double(stability.upsideDownFrames)
        m[.sendsRefused] = Double(streaming.sendsRefused)
        m[.staleCellFrames] = Double(stability.staleCellFrames)
        m[.replacedVisibleCells] = Double(cellReplacements.cells)
        m[.replacedCellFrames] = Double(cellReplacements.frames)
        m[.peakCellsAlive] = Double(frameWork.peakCellsAlive)
        m[.peakImageBytes] = Double(frameWork.peakImageBytes)
        m[.scrollWritesPerReply] = Double(streaming.scrollWritesPerReply)
        m[.unshownUpdates] = Double(textWork.unshownUpdates)
        m[.textLagMax] = textWork.textLagMax
        m[.staleAfterStreamFrames] = Double(textWork.staleAfterStreamFrames)
        m[.shownTextRegressions] = Double(textWork.shownTextRegressions)
        m[.chunkCostSlope] = textWork.chunkCostSlope
        addRowWorkAndPlaceFigures(to: &m)
        assert(m.metrics == Metric.deterministic, "metric order must match Metric.deterministic")
        return m
    }

    /// A figure for a finding's text: two decimals at most, integers without a point.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
