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
    private var first: Double?
    private var previous: Point?
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
        let bucket = pairRuns <= width ? place : place * width / pairRuns
        if bucket == bucketIndex, !buckets.isEmpty {
            buckets[buckets.count - 1].last = point
            buckets[buckets.count - 1].minimum = Swift.min(buckets[buckets.count - 1].minimum, point.value)
            buckets[buckets.count - 1].maximum = Swift.max(buckets[buckets.count - 1].maximum, point.value)
            buckets[buckets.count - 1].sum += point.value
            buckets[buckets.count - 1].count += 1
        } else {
            bucketIndex = bucket
            buckets.append(Bucket(first: point, last: point, minimum: point.value, maximum: point.value, sum: point.value, count: 1))
        }
        if let first { if point.value != first { moved = true } } else { first = point.value }
        if step == nil, let previous {
            switch metric.kind {
            case .deterministic:
                if point.value != previous.value { step = Step(index: count, before: previous, after: point, run: place) }
            case .host:
                if count >= 2 {
                    let before = earlier.median
                    if before == 0 ? point.value != 0 : abs(point.value - before) / abs(before) > MetricTrend.minimumEffect {
                        step = Step(index: count, before: previous, after: point, run: place)
                        earlier = RunningMedian()  // no longer needed
                    }
                }
            }
        }
        if step == nil && metric.kind == .host { earlier.insert(point.value) }
        previous = point
        points?.append(point)
        count += 1
    }
}
