import Foundation
import RunResults

/// One (scenario, strategy, metric) series of a run history, summarised as its runs stream
/// by, in memory bounded by the width it is shown at: the runs fall into at most ``width``
/// buckets by their place in the pair's runs (each bucket keeps its first and last run, its
/// extremes and its mean), and the step is found on the way — for a deterministic metric the
/// first run whose value differs from the run before; for a host metric the first that
/// differs from the median of every earlier run (two at least) by more than
/// ``MetricTrend/minimumEffect``, as ``MetricTrend`` finds them. With `keepsEveryRun` (the
/// JSON form), every run is kept as well.
public struct SeriesSummary: Sendable {
    public typealias Point = MetricTrend.Point

    /// Runs that fell into one bucket.
    public struct Bucket: Sendable {
        public var first: Point
        public var last: Point
        public var minimum: Double
        public var maximum: Double
        public var sum: Double
        public var count: Int
        /// The place of the bucket's last run among the pair's runs, and whether ``last``
        /// holds its stamp yet (a reader stamps it when the bucket closes, not per run).
        var lastPlace: Int
        var lastStamped: Bool

        /// The runs' mean value.
        public var mean: Double { sum / Double(count) }
    }

    /// Where the series stepped: the run's place among the series' values and the runs on
    /// both sides.
    public struct Step: Sendable {
        /// The run's place among the series' values.
        public var index: Int
        public var before: Point
        public var after: Point
        /// The run's place among the pair's runs (``index`` plus the runs before it that did
        /// not record the metric).
        public var run: Int = 0
    }

    public let scenario: String
    public let strategy: String
    public let metric: Metric
    /// Runs of the pair (the series may have fewer: a metric a run did not report).
    public let pairRuns: Int
    /// Buckets at most.
    public let width: Int
    public private(set) var count = 0
    /// The non-empty buckets, oldest first.
    public private(set) var buckets: [Bucket] = []
    /// Whether any value differs from the first.
    public private(set) var moved = false
    public private(set) var step: Step?
    /// Every run, when kept.
    public private(set) var points: [Point]?

    private var bucketIndex = -1
    private var first: Double = 0
    /// The value of the run added last.
    private var previousValue: Double = 0
    private var earlier = RunningMedian()

    public init(scenario: String, strategy: String, metric: Metric, pairRuns: Int, width: Int, keepsEveryRun: Bool = false) {
        self.scenario = scenario
        self.strategy = strategy
        self.metric = metric
        self.pairRuns = max(1, pairRuns)
        self.width = max(1, width)
        points = keepsEveryRun ? [] : nil
    }

    /// Adds the run at `place` (0-based among the pair's runs, ascending) with `point`.
    /// - Complexity: O(1) amortized; O(log n) for a host metric before its step.
    public mutating func add(_ point: Point, place: Int) {
        let stamps = RunStamps(first: place, stamps: [point])
        add(point.value, place: place, bucket: bucket(of: place), stamps: stamps)
        stamp(from: stamps)
    }

    /// The bucket of the run at `place`: the same for every series of a pair.
    func bucket(of place: Int) -> Int {
        pairRuns <= width ? place : place * width / pairRuns
    }

    /// Adds `value` of the run at `place`, in `bucket` (``bucket(of:)``), whose stamp is in
    /// `stamps`: the reader's form, which copies a run's stamp into a bucket when the bucket
    /// opens and when it closes (``stamp(from:)``), not for every run.
    mutating func add(_ value: Double, place: Int, bucket: Int, stamps: RunStamps) {
        // Before this run joins its bucket, the last bucket's last run is the run before it:
        // the step compares values and copies that run out only when it steps.
        if step == nil, count > 0 {
            let stepped: Bool
            switch metric.kind {
            case .deterministic:
                stepped = value != previousValue
            case .host:
                let before = count >= 2 ? earlier.median : value
                stepped = count >= 2 && (before == 0 ? value != 0 : abs(value - before) / abs(before) > MetricTrend.minimumEffect)
            }
            if stepped, let previous = buckets.last {
                step = Step(index: count, before: previous.lastStamped ? previous.last : stamps.point(previousValue, at: previous.lastPlace),
                            after: stamps.point(value, at: place), run: place)
                earlier = RunningMedian()  // no longer needed
            }
        }
        if step == nil && metric.kind == .host { earlier.insert(value) }
        if bucket == bucketIndex, !buckets.isEmpty {
            let last = buckets.count - 1
            buckets[last].last.value = value
            buckets[last].lastPlace = place
            buckets[last].lastStamped = false
            buckets[last].minimum = Swift.min(buckets[last].minimum, value)
            buckets[last].maximum = Swift.max(buckets[last].maximum, value)
            buckets[last].sum += value
            buckets[last].count += 1
        } else {
            bucketIndex = bucket
            let point = stamps.point(value, at: place)
            buckets.append(Bucket(first: point, last: point, minimum: value, maximum: value, sum: value, count: 1,
                                  lastPlace: place, lastStamped: true))
        }
        if count == 0 { first = value } else if value != first { moved = true }
        previousValue = value
        if points != nil { points!.append(stamps.point(value, at: place)) }
        count += 1
    }

    /// Gives the last bucket's last run its stamp, when `stamps` holds it (the reader calls
    /// this before it lets go of a bucket's stamps, and at the end of the pair).
    mutating func stamp(from stamps: RunStamps) {
        guard let bucket = buckets.last, !bucket.lastStamped, stamps.holds(bucket.lastPlace) else { return }
        buckets[buckets.count - 1].last = stamps.point(bucket.last.value, at: bucket.lastPlace)
        buckets[buckets.count - 1].lastStamped = true
    }
}

/// The stamps (time, revision, branch) of a run of consecutive runs of a pair, by place:
/// what a reader holds of the bucket it is reading, so that its series copy a stamp only
/// when they need it.
struct RunStamps {
    /// The place of the first run held.
    var first: Int
    /// Each run's stamp (its value unused).
    var stamps: [MetricTrend.Point]

    func holds(_ place: Int) -> Bool {
        place >= first && place - first < stamps.count
    }

    /// The run at `place` (held) with `value`.
    func point(_ value: Double, at place: Int) -> MetricTrend.Point {
        var point = stamps[place - first]
        point.value = value
        return point
    }
}
