import Foundation

/// One (scenario, strategy) pair of a run history as ``HistoryReader/readPairs(_:_:_:)``
/// hands it on: its series, and with `keepsEveryRun` every run and every value, by column —
/// a run's time, revision and branch once, each metric's values aligned with the runs.
public struct HistoryPair: Sendable {
    /// One run of the pair: when, from which revision and branch.
    public struct Run: Sendable, Hashable {
        public var revision: String?
        public var branch: String?
        public var recordedAt: Date
    }

    public let scenario: String
    public let strategy: String
    /// The pair's series (in ``Metric/all`` order, series with no value left out).
    public internal(set) var series: [SeriesSummary]
    /// Every run, oldest first; empty unless every run was asked for.
    public internal(set) var runs: [Run]
    /// Each run's values, as they were read (NaN where the run did not record a metric:
    /// stored values are finite). Empty unless every run was asked for.
    var values: RunColumns
    /// The place in ``Metric/all`` of each of ``series``: its column in ``values``.
    var seriesMetrics: [Int]

    /// The value of `series[seriesIndex]` in `runs[run]`, or nil when that run did not
    /// record it. O(1).
    public func value(series seriesIndex: Int, run: Int) -> Double? {
        let value = values.value(seriesMetrics[seriesIndex], run: run)
        return value.isNaN ? nil : value
    }
}
