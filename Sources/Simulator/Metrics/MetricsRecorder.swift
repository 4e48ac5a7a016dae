import ChatModel

/// Accumulates a run's deterministic metrics and findings as frames go by.
///
/// Every figure is computed from events of the run itself; nothing here reads a clock.
/// ``metrics(duration:)`` turns the accumulators into the report's flat ``MetricSet`` in
/// ``Metric/deterministic`` order.
public struct MetricsRecorder: Sendable {
    // Frames
    private(set) var frameCosts: [Double] = []
    private(set) var hitches = 0
    private(set) var latenessMilliseconds = 0.0
    // Work
    var snapshotApplies = 0
    var animatedApplies = 0
    var redundantApplies = 0
    var cellsConfigured = 0
    var cellsMeasured = 0
    var cellsCreated = 0
    var layoutPasses = 0
    // Load more
    var loadMoreCalls = 0
    var duplicateLoadMoreFromScroll = 0
    var duplicateLoadMoreFromPrefetch = 0
    // Stability
    private(set) var anchorDriftMax = 0.0
    private(set) var anchorDriftCount = 0
    private(set) var blankAreaMax = 0.0
    private(set) var blankAreaCumulative = 0.0
    // Streaming
    private(set) var tokenToScreen: [Double] = []
    private(set) var tokensShown = 0
    private(set) var streamingSeconds = 0.0
    var followMisses = 0
    var keyboardOverlapFrames = 0
    var upsideDownFrames = 0
    // Memory (modelled)
    private(set) var peakCellsAlive = 0
    private(set) var peakImageBytes = 0

    private var findingsByKind: [Finding.Kind: Finding] = [:]

    public init() {}

    /// Movement below this is layout rounding, not a jump the user can see.
    public static let anchorDriftTolerance = 0.5

    /// Records one frame's modelled cost against the frame budget.
    mutating func recordFrame(costMilliseconds: Double, budgetMilliseconds: Double) {
        frameCosts.append(costMilliseconds)
        if costMilliseconds > budgetMilliseconds {
            hitches += 1
            latenessMilliseconds += costMilliseconds - budgetMilliseconds
        }
    }

    /// Records an unrequested movement of the first visible message; returns whether it
    /// counted as drift.
    @discardableResult
    mutating func recordAnchorMovement(_ points: Double) -> Bool {
        let magnitude = abs(points)
        guard magnitude > Self.anchorDriftTolerance else { return false }
        anchorDriftCount += 1
        anchorDriftMax = max(anchorDriftMax, magnitude)
        return true
    }

    mutating func recordBlankArea(_ area: Double) {
        blankAreaMax = max(blankAreaMax, area)
        blankAreaCumulative += area
    }

    mutating func recordTokensShown(count: Int, latencyMilliseconds: Double) {
        tokensShown += count
        for _ in 0..<count { tokenToScreen.append(latencyMilliseconds) }
    }

    mutating func recordStreamingTime(_ seconds: Double) { streamingSeconds += seconds }

    mutating func recordMemory(cellsAlive: Int, imageBytes: Int) {
        peakCellsAlive = max(peakCellsAlive, cellsAlive)
        peakImageBytes = max(peakImageBytes, imageBytes)
    }

    /// Notes a symptom; the first occurrence of each kind is kept with a running count.
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
        m[.anchorDriftMax] = anchorDriftMax
        m[.anchorDriftCount] = Double(anchorDriftCount)
        m[.blankAreaMax] = blankAreaMax
        m[.blankAreaCumulative] = blankAreaCumulative
        m[.tokenToScreenP50] = Percentile.nearestRank(50, ofSorted: sortedLatency)
        m[.tokenToScreenP99] = Percentile.nearestRank(99, ofSorted: sortedLatency)
        m[.tokensPerSecond] = streamingSeconds > 0 ? Double(tokensShown) / streamingSeconds : 0
        m[.followMisses] = Double(followMisses)
        m[.keyboardOverlapFrames] = Double(keyboardOverlapFrames)
        m[.upsideDownFrames] = Double(upsideDownFrames)
        m[.peakCellsAlive] = Double(peakCellsAlive)
        m[.peakImageBytes] = Double(peakImageBytes)
        assert(m.metrics == Metric.deterministic, "metric order must match Metric.deterministic")
        return m
    }
}
