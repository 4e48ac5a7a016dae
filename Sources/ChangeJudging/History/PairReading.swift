import Foundation
import RunResults
import Storage

/// One (scenario, strategy) pair of a history as its runs are read, oldest first: a
/// ``SeriesSummary`` per metric, the stamps of the bucket being read (a series copies one
/// when a bucket opens or closes, not per run), and with `pairKeepsEveryRun` every run and
/// value by column.
struct PairReading {
    let pair: RunHistory.Pair
    let pairKeepsEveryRun: Bool
    // Non-optional elements, so that `add` mutates each summary in place (an optional's
    // force-unwrap copies it out and back in an unoptimized build, and its buckets with it).
    private var series: [SeriesSummary]
    private var runs: [HistoryPair.Run] = []
    private var columns: RunColumns
    private var stamps = RunStamps(first: 0, stamps: [])
    /// The current run's place among the pair's runs, and its bucket.
    private var place = -1
    private var bucket = -1

    init(_ pair: RunHistory.Pair, width: Int, seriesKeepEveryRun: Bool, pairKeepsEveryRun: Bool) {
        self.pair = pair
        self.pairKeepsEveryRun = pairKeepsEveryRun
        series = Metric.all.map {
            SeriesSummary(scenario: pair.scenario, strategy: pair.strategy, metric: $0, pairRuns: pair.runs,
                          width: width, keepsEveryRun: seriesKeepEveryRun)
        }
        columns = RunColumns(metrics: pairKeepsEveryRun ? Metric.all.count : 0, runs: pair.runs)
        if pairKeepsEveryRun { runs.reserveCapacity(pair.runs) }
    }

    /// The next run begins: its values follow (``add(_:metric:)``).
    mutating func begin(_ run: RunHistory.ScannedRun) {
        place += 1
        let runBucket = series[0].bucket(of: place)
        if runBucket != bucket {
            for index in series.indices { series[index].stamp(from: stamps) }
            stamps.stamps.removeAll(keepingCapacity: true)
            stamps.first = place
            bucket = runBucket
        }
        stamps.stamps.append(MetricTrend.Point(value: 0, revision: run.revision, branch: run.branch, recordedAt: run.recordedAt))
        if pairKeepsEveryRun { runs.append(HistoryPair.Run(revision: run.revision, branch: run.branch, recordedAt: run.recordedAt)) }
    }

    /// The current run's value of `Metric.all[metric]`.
    mutating func add(_ value: Double, metric: Int) {
        series[metric].add(value, place: place, bucket: bucket, stamps: stamps)
        if pairKeepsEveryRun { columns.set(value, metric: metric, run: place) }
    }

    /// The pair read: its series with a value (in ``Metric/all`` order), every bucket stamped.
    mutating func finish() -> HistoryPair {
        for index in series.indices { series[index].stamp(from: stamps) }
        let kept = series.indices.filter { series[$0].count > 0 }
        let values = pairKeepsEveryRun ? kept.map { columns.take($0, runs: runs.count) } : []
        return HistoryPair(scenario: pair.scenario, strategy: pair.strategy, series: kept.map { series[$0] }, runs: runs, values: values)
    }
}
