/// The stable metric names of every report (DESIGN.md, "Metrics").
///
/// Deterministic metrics are byte-for-byte comparable between runs and can be gated on in
/// `expect:` blocks; host metrics are real figures of the machine that ran the scenario.
public enum MetricName {
    /// Every deterministic metric, in report order.
    public static let deterministic: [String] = [
        "frames", "hitches", "hitchTimeRatio",
        "frameCostP50", "frameCostP90", "frameCostP99", "frameCostMax",
        "snapshotApplies", "animatedApplies", "redundantApplies",
        "cellsConfigured", "cellsMeasured", "cellsCreated", "layoutPasses",
        "loadMoreCalls", "duplicateLoadMore", "duplicateLoadMoreFromScroll", "duplicateLoadMoreFromPrefetch",
        "anchorDriftMax", "anchorDriftCount",
        "blankAreaMax", "blankAreaCumulative",
        "tokenToScreenP50", "tokenToScreenP99", "tokensPerSecond",
        "followMisses", "keyboardOverlapFrames", "upsideDownFrames",
        "peakCellsAlive", "peakImageBytes",
    ]

    /// Every host metric, in report order.
    public static let host: [String] = [
        "hostFrameTimeP50", "hostFrameTimeP99", "hostAllocatedPeakBytes", "hostAllocations", "hostWallSeconds",
    ]
}
