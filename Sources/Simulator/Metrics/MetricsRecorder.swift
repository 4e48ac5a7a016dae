import ChatModel
import RunResults

/// Turns what a run observed (``RunEvent``) into its deterministic metrics and findings: the
/// only writer of either.
///
/// Every figure is computed from events of the run itself; nothing here reads a clock.
/// ``metrics(duration:)`` turns the accumulators into the report's ``MetricSet`` in
/// ``Metric/deterministic`` order.
public struct MetricsRecorder: Sendable {
    // Frames
    private var frameCosts: [Double] = []
    private var hitches = 0
    private var latenessMilliseconds = 0.0
    // Work
    private var snapshotApplies = 0
    private var animatedApplies = 0
    private var redundantApplies = 0
    private var cellsConfigured = 0
    private var cellsMeasured = 0
    private var cellsCreated = 0
    private var layoutPasses = 0
    // Load more
    private var loadMoreCalls = 0
    private var duplicateLoadMoreFromScroll = 0
    private var duplicateLoadMoreFromPrefetch = 0
    private var loadMoreCallsThisGesture = 0
    private var loadMoreCallsPerGestureMax = 0
    private var inGesture = false
    // Stability
    private var anchorDriftMax = 0.0
    private var anchorDriftCount = 0
    private var blankAreaMax = 0.0
    private var blankAreaCumulative = 0.0
    private var scrollToMisses = 0
    // Streaming
    private var tokenToScreen: [Double] = []
    private var tokensShown = 0
    private var streamingSeconds = 0.0
    private var followMisses = 0
    private var topAnchorMisses = 0
    private var sendsRefused = 0
    private var keyboardOverlapFrames = 0
    private var upsideDownFrames = 0
    private var staleCellFrames = 0
    // Memory (modelled)
    private var peakCellsAlive = 0
    private var peakImageBytes = 0
    // Scrolling by the app
    private var scrollWritesByReply: [Int: Int] = [:]
    private var scrollWritesPerReply = 0
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

    /// Records `event`, seen in the current frame. O(1) amortised.
    mutating func record(_ event: RunEvent) {
        switch event {
        case let .frameClosed(cost, budget):
            frameCosts.append(cost)
            guard cost > budget else { return }
            hitches += 1
            latenessMilliseconds += cost - budget
            note(.hitch,
                 "frame took \(Self.format(cost)) ms of modelled work against a \(Self.format(budget)) ms budget")
        case let .snapshotApplied(animated, identicalItemCount):
            snapshotApplies += 1
            if animated { animatedApplies += 1 }
            guard let identicalItemCount else { return }
            redundantApplies += 1
            note(.redundantApply,
                 "applied a snapshot identical to the current one (\(identicalItemCount) items)")
        case .layoutPass: layoutPasses += 1
        case .cellsMeasured(let count): cellsMeasured += count
        case .cellDequeued(let created):
            if created { cellsCreated += 1 }
        case .cellConfigured: cellsConfigured += 1
        case let .memory(cellsAlive, imageBytes):
            peakCellsAlive = max(peakCellsAlive, cellsAlive)
            peakImageBytes = max(peakImageBytes, imageBytes)
        case .snapshotError(let message):
            note(.snapshotError, message)
        case .invalidRequest(let message):
            note(.invariantViolation, "the scroll view refused \(message)")
        case .unmodelledCall(let message):
            note(.invariantViolation, message)
        case .retrievalFailed(let message):
            note(.retrievalFailure, "retrieving a reply's sources failed: \(message)")
        case .actionDropped(let explanation):
            note(.actionDropped, explanation)
        case let .loadMore(trigger, duplicate):
            loadMoreCalls += 1
            if inGesture {
                loadMoreCallsThisGesture += 1
                loadMoreCallsPerGestureMax = max(loadMoreCallsPerGestureMax, loadMoreCallsThisGesture)
            }
            guard let duplicate else { return }
            switch trigger {
            case .scroll: duplicateLoadMoreFromScroll += 1
            case .prefetch: duplicateLoadMoreFromPrefetch += 1
            }
            note(.duplicateLoadMore, "load-more from \(trigger.rawValue) issued \(duplicate.explanation)")
        case .wastedLoadMore(let waste): recordWasted(waste)
        case let .unrequestedScroll(points, cause, touching, frame, time):
            recordUnrequestedScroll(points: points, cause: cause, touching: touching, frame: frame, time: time)
        case let .newestHidden(message, hidden, reason):
            recordNewestHidden(message, hiddenPoints: hidden, reason: reason)
        case .restsShortOfBottom(let points): recordShortOfBottom(points)
        case .gestureBegan:
            inGesture = true
            loadMoreCallsThisGesture = 0
        case let .anchorMoved(item, points):
            let magnitude = abs(points)
            guard magnitude > Self.anchorDriftTolerance else { return }
            anchorDriftCount += 1
            anchorDriftMax = max(anchorDriftMax, magnitude)
            note(.anchorDrift,
                 "\(item) moved \(Self.format(magnitude)) pt on screen without a scroll (a layout change before it)")
        case let .scrollToSettled(item, off, visible, cause):
            // Within a point is layout rounding.
            if let off, abs(off) <= 1, visible { return }
            scrollToMisses += 1
            let why = if let off { "came to rest \(Self.format(abs(off))) pt from the requested position\(visible ? "" : ", off screen")" }
                else { "is not in the list" }
            let scroll = cause.map { "the app's scroll to \(item) (from \($0.name))" } ?? "the scroll to \(item)"
            note(.scrollToMiss, "\(scroll) \(why)")
        case .blankArea(let area):
            blankAreaMax = max(blankAreaMax, area)
            blankAreaCumulative += area
            note(.blankArea,
                 "\(Self.format(area)) pt² of the list showed no content (overscroll or a stale offset)")
        case let .upsideDown(item, kind, reason):
            upsideDownFrames += 1
            note(.upsideDown,
                 "\(item) (\(kind.rawValue)) drawn with y-scale -1: \(reason.explanation)")
        case .laggingCell: staleCellFrames += 1
        case let .staleCell(message, shown, current):
            staleCellFrames += 1
            note(.staleCell,
                 "\(message) shows content revision \(shown) of \(current): no apply reconfigured its cell (same identifiers, no reconfigureItems)")
        case let .visibleCellsReplaced(first, count, call, cause):
            recordCellsReplaced(first: first, count: count, call: call, cause: cause)
        case let .tokensShown(count, latency):
            tokensShown += count
            for _ in 0..<count { tokenToScreen.append(latency) }
        case .streamed(let seconds):
            streamingSeconds += seconds
        case let .followMiss(message, below):
            followMisses += 1
            note(.followMiss,
                 "the streaming reply \(message) ends \(Self.format(below)) pt below the visible area")
        case let .topAnchorMiss(item, points):
            topAnchorMisses += 1
            note(.topAnchorMiss,
                 "\(item), scrolled to the top of the list, moved \(Self.format(points)) pt from where it landed")
        case let .keyboardOverlap(message, hidden):
            keyboardOverlapFrames += 1
            note(.keyboardOverlap,
                 "the keyboard and composer hide \(Self.format(hidden)) pt of the newest message \(message)")
        case .contentScrolledByApp(let replyID):
            guard let replyID else { return }
            scrollWritesByReply[replyID, default: 0] += 1
            scrollWritesPerReply = max(scrollWritesPerReply, scrollWritesByReply[replyID]!)
        case .sendRefused(let explanation):
            sendsRefused += 1
            note(.sendRefused, explanation)
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
        let sortedCosts = frameCosts.sorted()
        let sortedLatency = tokenToScreen.sorted()
        let seconds = max(duration.seconds, .leastNonzeroMagnitude)
        var m = MetricSet()
        m[.frames] = Double(frameCosts.count)
        m[.hitches] = Double(hitches)
        m[.hitchTimeRatio] = latenessMilliseconds / seconds
        m[.frameCostP50] = Percentile.nearestRank(50, ofSorted: sortedCosts)
        m[.frameCostP90] = Percentile.nearestRank(90, ofSorted: sortedCosts)
        m[.frameCostP99] = Percentile.nearestRank(99, ofSorted: sortedCosts)
        m[.frameCostMax] = sortedCosts.last ?? 0
        m[.snapshotApplies] = Double(snapshotApplies)
        m[.animatedApplies] = Double(animatedApplies)
        m[.redundantApplies] = Double(redundantApplies)
        m[.cellsConfigured] = Double(cellsConfigured)
        m[.cellsMeasured] = Double(cellsMeasured)
        m[.cellsCreated] = Double(cellsCreated)
        m[.layoutPasses] = Double(layoutPasses)
        m[.loadMoreCalls] = Double(loadMoreCalls)
        m[.duplicateLoadMore] = Double(duplicateLoadMoreFromScroll + duplicateLoadMoreFromPrefetch)
        m[.duplicateLoadMoreFromScroll] = Double(duplicateLoadMoreFromScroll)
        m[.duplicateLoadMoreFromPrefetch] = Double(duplicateLoadMoreFromPrefetch)
        m[.loadMoreCallsPerGestureMax] = Double(loadMoreCallsPerGestureMax)
        m[.loadMoreAfterNoMore] = Double(readerSymptoms.loadMoreAfterNoMore)
        m[.loadMoreWhilePageUnapplied] = Double(readerSymptoms.loadMoreWhilePageUnapplied)
        m[.loadMoreBeforeScroll] = Double(readerSymptoms.loadMoreBeforeScroll)
        m[.anchorDriftMax] = anchorDriftMax
        m[.anchorDriftCount] = Double(anchorDriftCount)
        m[.blankAreaMax] = blankAreaMax
        m[.blankAreaCumulative] = blankAreaCumulative
        m[.scrollToMisses] = Double(scrollToMisses)
        m[.unrequestedScrolls] = Double(readerSymptoms.unrequestedScrolls)
        m[.unrequestedScrollMax] = readerSymptoms.unrequestedScrollMax
        m[.tokenToScreenP50] = Percentile.nearestRank(50, ofSorted: sortedLatency)
        m[.tokenToScreenP99] = Percentile.nearestRank(99, ofSorted: sortedLatency)
        m[.tokensPerSecond] = streamingSeconds > 0 ? Double(tokensShown) / streamingSeconds : 0
        m[.followMisses] = Double(followMisses)
        m[.topAnchorMisses] = Double(topAnchorMisses)
        m[.keyboardOverlapFrames] = Double(keyboardOverlapFrames)
        m[.newestHiddenFrames] = Double(readerSymptoms.newestHiddenFrames)
        m[.bottomShortfallMax] = readerSymptoms.bottomShortfallMax
        m[.upsideDownFrames] = Double(upsideDownFrames)
        m[.sendsRefused] = Double(sendsRefused)
        m[.staleCellFrames] = Double(staleCellFrames)
        m[.replacedVisibleCells] = Double(cellReplacements.cells)
        m[.replacedCellFrames] = Double(cellReplacements.frames)
        m[.peakCellsAlive] = Double(peakCellsAlive)
        m[.peakImageBytes] = Double(peakImageBytes)
        m[.scrollWritesPerReply] = Double(scrollWritesPerReply)
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
