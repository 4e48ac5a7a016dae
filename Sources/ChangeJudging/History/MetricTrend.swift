import Foundation
import OrderedCollections
import RunResults
import Storage

/// One metric of one (scenario, strategy) over the recorded runs, oldest first, and the
/// first run where it stepped.
///
/// A deterministic metric steps where its value first differs from the run before: the
/// simulation is exact, so any change is a change of code or scenario. A host metric
/// steps where its value first differs from the median of all earlier runs (two at least)
/// by more than ``minimumEffect`` (noise under that is ignored).
public struct MetricTrend: Sendable {
    /// One recorded run's value.
    public struct Point: Sendable {
        public var value: Double
        public var revision: String?
        public var branch: String?
        public var recordedAt: Date
    }

    public var scenario: String
    public var strategy: String
    public var metric: Metric
    public var points: [Point]
    /// Index in ``points`` of the first step, or nil when the metric never stepped.
    public var stepIndex: Int?

    /// The default minimum effect of a host metric's step: 10 %.
    public static let minimumEffect = 0.1

    public init(scenario: String, strategy: String, metric: Metric, points: [Point], minimumEffect: Double = MetricTrend.minimumEffect) {
        self.scenario = scenario
        self.strategy = strategy
        self.metric = metric
        self.points = points
        let values = points.map(\.value)
        switch metric.kind {
        case .deterministic:
            stepIndex = values.indices.dropFirst().first { values[$0] != values[$0 - 1] }
        case .host:
            // The median of every earlier run, kept as the runs go by: O(n log n) for n runs.
            var earlier = RunningMedian()
            stepIndex = nil
            for (index, value) in values.enumerated() {
                if index >= 2 {
                    let before = earlier.median
                    if before == 0 ? value != 0 : abs(value - before) / abs(before) > minimumEffect {
                        stepIndex = index
                        break
                    }
                }
                earlier.insert(value)
            }
        }
    }

    /// The trends of `records` grouped by (scenario, strategy, metric), in first-seen order
    /// of pairs and ``Metric/all`` order of metrics; `metric` keeps only that one.
    /// O(m · r log r) for r records of m metrics.
    public static func trends(of records: [RunRecord], metric only: Metric? = nil) -> [MetricTrend] {
        struct Pair: Hashable { var scenario: String, strategy: String }
        let byPair = OrderedDictionary(grouping: records) { Pair(scenario: $0.scenario, strategy: $0.strategy) }
        var trends: [MetricTrend] = []
        for runs in byPair.values {
            for metric in Metric.all where only == nil || only == metric {
                let points = runs.compactMap { run -> Point? in
                    run.value(of: metric).map { Point(value: $0, revision: run.gitRevision, branch: run.branch, recordedAt: run.recordedAt) }
                }
                guard !points.isEmpty else { continue }
                trends.append(MetricTrend(scenario: runs[0].scenario, strategy: runs[0].strategy, metric: metric, points: points))
            }
        }
        return trends
    }
}
