import Simulator

/// A deterministic metric that a scenario can gate on, named as in every report
/// (DESIGN.md, "Metrics"). Host metrics are measured on the machine and never gated.
public enum Metric: String, CaseIterable, Hashable, Sendable {
    case frames
    case hitches
    case hitchTimeRatio
    case frameCostP50
    case frameCostP90
    case frameCostP99
    case frameCostMax
    case snapshotApplies
    case animatedApplies
    case redundantApplies
    case cellsConfigured
    case cellsMeasured
    case cellsCreated
    case layoutPasses
    case loadMoreCalls
    case duplicateLoadMore
    case duplicateLoadMoreFromScroll
    case duplicateLoadMoreFromPrefetch
    case anchorDriftMax
    case anchorDriftCount
    case blankAreaMax
    case blankAreaCumulative
    case tokenToScreenP50
    case tokenToScreenP99
    case tokensPerSecond
    case followMisses
    case keyboardOverlapFrames
    case upsideDownFrames
    case peakCellsAlive
    case peakImageBytes

    /// The unit the metric is reported in.
    public var unit: MetricUnit {
        switch self {
        case .hitchTimeRatio: .millisecondsPerSecond
        case .frameCostP50, .frameCostP90, .frameCostP99, .frameCostMax,
             .tokenToScreenP50, .tokenToScreenP99: .milliseconds
        case .anchorDriftMax: .points
        case .blankAreaMax, .blankAreaCumulative: .squarePoints
        case .tokensPerSecond: .perSecond
        case .peakImageBytes: .bytes
        default: .count
        }
    }

    /// Host metric names (DESIGN.md): real figures of the machine, which a scenario cannot
    /// gate on because they are not deterministic.
    public static let hostMetricNames = Set(MetricName.host)
}

/// The unit of a metric, and the suffixes an expectation may write after its number.
public enum MetricUnit: Hashable, Sendable {
    /// A plain count; no suffix.
    case count
    /// Milliseconds: `ms`.
    case milliseconds
    /// Milliseconds of lateness per second of scenario: `ms/s`.
    case millisecondsPerSecond
    /// Points: `pt`.
    case points
    /// Square points: `pt²` or `pt^2`.
    case squarePoints
    /// Per second: `/s`.
    case perSecond
    /// Bytes: `B`, `KB`, `MB`, `GB` (powers of 1000), `KiB`, `MiB`, `GiB` (powers of 1024).
    case bytes

    /// Accepted suffixes and the factor that converts a written value to the metric's unit.
    /// A bare number is always accepted (factor 1).
    public var suffixes: [(spelling: String, factor: Double)] {
        switch self {
        case .count: []
        case .milliseconds: [("ms", 1)]
        case .millisecondsPerSecond: [("ms/s", 1)]
        case .points: [("pt", 1)]
        case .squarePoints: [("pt²", 1), ("pt^2", 1)]
        case .perSecond: [("/s", 1)]
        case .bytes: [
            ("B", 1), ("KB", 1e3), ("MB", 1e6), ("GB", 1e9),
            ("KiB", 1_024), ("MiB", 1_048_576), ("GiB", 1_073_741_824),
        ]
        }
    }
}
