import Scenarios

/// What `chatrig sweep` found: per strategy and device, the highest token rate meeting the
/// criterion, and the cost of the scenario against conversation length.
///
/// Deterministic figures (rates, probe values, modelled costs) are the same on every
/// machine; host figures (`host…`: wall time, CPU time per frame, memory, start-up) are
/// measurements of this machine and kept apart in every output.
public struct SweepReport: Sendable {
    public var toolVersion: String
    public var scenario: String
    public var seed: UInt64
    /// The bound each rate probe must meet.
    public var criterion: Expectation
    /// The rates searched, `nil` when the sweep measured history cost only.
    public var rates: ClosedRange<Double>?
    /// The search's grid step, tokens per second.
    public var resolution: Double
    /// One rate search per strategy and device, strategies outermost, in the order asked.
    public var series: [RateSeries]
    /// One cost curve per strategy and device, in the same order; empty without `--history`.
    public var historyCurves: [HistoryCurve]
    /// One cost-against-reply-length curve per strategy and device, in the same order; empty
    /// without `--reply-tokens`.
    public var replyLengthCurves: [ReplyLengthCurve] = []
    /// Probes run at once.
    public var jobs: Int
    /// Real seconds the whole sweep took.
    public var wallSeconds: Double

    public init(toolVersion: String, scenario: String, seed: UInt64, criterion: Expectation, rates: ClosedRange<Double>?,
                resolution: Double, series: [RateSeries], historyCurves: [HistoryCurve], jobs: Int, wallSeconds: Double) {
        self.toolVersion = toolVersion
        self.scenario = scenario
        self.seed = seed
        self.criterion = criterion
        self.rates = rates
        self.resolution = resolution
        self.series = series
        self.historyCurves = historyCurves
        self.jobs = jobs
        self.wallSeconds = wallSeconds
    }
}

/// The rate search of one strategy on one device.
public struct RateSeries: Sendable {
    public var strategy: String
    public var device: String
    public var outcome: RateSearch.Outcome
    /// Every probe of the search, in the order it took them.
    public var probes: [RateSearch.Probe]
    /// Real seconds each probe took, in the same order (host figures).
    public var probeWallSeconds: [Double]
    /// Probes run after the search to test its assumption (``RateSearch/checkRates(after:probes:)``),
    /// by rate.
    public var checks: [RateSearch.Probe]
    /// Real seconds each check took, in the same order (host figures).
    public var checkWallSeconds: [Double]
    /// Probe pairs, search and checks together, that contradict the assumption that cost
    /// rises with the rate.
    public var violations: [MonotonicityViolation]

    public init(strategy: String, device: String, outcome: RateSearch.Outcome, probes: [RateSearch.Probe],
                probeWallSeconds: [Double], checks: [RateSearch.Probe] = [], checkWallSeconds: [Double] = [],
                violations: [MonotonicityViolation]) {
        self.strategy = strategy
        self.device = device
        self.outcome = outcome
        self.probes = probes
        self.probeWallSeconds = probeWallSeconds
        self.checks = checks
        self.checkWallSeconds = checkWallSeconds
        self.violations = violations
    }

    /// Search probes and checks together, by rate.
    public var allProbes: [RateSearch.Probe] { (probes + checks).sorted { $0.rate < $1.rate } }

    /// The probe at the highest rate that met the criterion, if any.
    public var highestPassingProbe: RateSearch.Probe? {
        outcome.highestPassingRate.flatMap { rate in probes.first { $0.rate == rate } }
    }
}

/// The cost of one strategy on one device against the length of the conversation.
public struct HistoryCurve: Sendable {
    public var strategy: String
    public var device: String
    /// By history size, ascending.
    public var points: [HistoryPoint]

    public init(strategy: String, device: String, points: [HistoryPoint]) {
        self.strategy = strategy
        self.device = device
        self.points = points
    }
}

/// One run of the scenario over a history of ``history`` messages, at its own rates.
public struct HistoryPoint: Sendable {
    public var history: Int
    /// Modelled: the 99th-percentile frame cost (ms) and the hitch-time ratio (ms/s).
    public var frameCostP99: Double
    public var hitchTimeRatio: Double
    /// Host: the 99th-percentile CPU time per frame on this machine (ms).
    public var hostFrameTimeP99: Double
    /// Host: heap bytes the run held after its last frame, `nil` without jemalloc.
    public var hostHeldBytes: UInt64?
    /// Host: real seconds from the start of the run to its first frame.
    public var hostStartupSeconds: Double
    /// Host: real seconds of the whole run, start-up included.
    public var hostWallSeconds: Double

    public init(history: Int, frameCostP99: Double, hitchTimeRatio: Double, hostFrameTimeP99: Double,
                hostHeldBytes: UInt64?, hostStartupSeconds: Double, hostWallSeconds: Double) {
        self.history = history
        self.frameCostP99 = frameCostP99
        self.hitchTimeRatio = hitchTimeRatio
        self.hostFrameTimeP99 = hostFrameTimeP99
        self.hostHeldBytes = hostHeldBytes
        self.hostStartupSeconds = hostStartupSeconds
        self.hostWallSeconds = hostWallSeconds
    }
}
