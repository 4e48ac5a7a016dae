import Foundation
import RunResults
import Storage

/// One (scenario, strategy) pair of a history as its runs are read, oldest first: a
/// ``SeriesSummary`` per metric, the stamps of the bucket being read (a series copies one
/// when a bucket opens or closes, not per run), and with `pairKeepsEveryRun` every run and
/// value by column.
///
/// With `pairKeepsEveryRun` the series are summed up when the pair is finished, from the
/// values kept, run by run as they came: a read of many pairs at once (in stored order)
/// then touches one pair's series at a time, not every pair's at every run, and each
/// series ends exactly as it would have run by run.
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

    /// `only`: the place in ``Metric/all`` of the one metric read, if one is.
    init(_ pair: RunHistory.Pair, width: Int, only: Int? = nil, seriesKeepEveryRun: Bool, pairKeepsEveryRun: Bool) {
        self.pair = pair
        self.pairKeepsEveryRun = pairKeepsEveryRun
        series = Metric.all.map {
            SeriesSummary(scenario: pair.scenario, strategy: pair.strategy, metric: $0, pairRuns: pair.runs,
                          width: width, keepsEveryRun: seriesKeepEveryRun)
        }
        columns = RunColumns(metrics: pairKeepsEveryRun ? Metric.all.count : 0, only: pairKeepsEveryRun ? only : nil, runs: pair.runs)
        if pairKeepsEveryRun { runs.reserveCapacity(pair.runs) }
    }

    /// The next run begins: its values follow (``add(_:metric:)``).
    mutating func begin(_ run: RunHistory.ScannedRun) {
        if pairKeepsEveryRun {
            place += 1
            runs.append(HistoryPair.Run(revision: run.revision, branch: run.branch, recordedAt: run.recordedAt))
        } else {
            advance(revision: run.revision, branch: run.branch, recordedAt: run.recordedAt)
        }
    }

    /// The current run's value of `Metric.all[metric]`.
    mutating func add(_ value: Double, metric: Int) {
        if pairKeepsEveryRun {
            columns.set(value, metric: metric, run: place)
        } else {
            series[metric].add(value, place: place, bucket: bucket, stamps: stamps)
        }
    }

    /// The pair read: its series with a value (in ``Metric/all`` order), every bucket stamped.
    mutating func finish() -> HistoryPair {
        if pairKeepsEveryRun { sumUpKeptRuns() }
        for index in series.indices { series[index].stamp(from: stamps) }
        let kept = series.indices.filter { series[$0].count > 0 }
        return HistoryPair(scenario: pair.scenario, strategy: pair.strategy, series: kept.map { series[$0] }, runs: runs,
                           values: columns, seriesMetrics: kept)
    }

    /// The next run's place, its bucket, and its stamp held (the last bucket's stamps let go
    /// of, once each series has stamped its last run from them, when the bucket changes).
    private mutating func advance(revision: String?, branch: String?, recordedAt: Date) {
        place += 1
        let runBucket = series[0].bucket(of: place)
        if runBucket != bucket {
            for index in series.indices { series[index].stamp(from: stamps) }
            stamps.stamps.removeAll(keepingCapacity: true)
            stamps.first = place
            bucket = runBucket
        }
        stamps.stamps.append(MetricTrend.Point(value: 0, revision: revision, branch: branch, recordedAt: recordedAt))
    }

    /// Adds the kept runs' values to the series, run by run, as ``add(_:metric:)`` would have.
    private mutating func sumUpKeptRuns() {
        place = -1
        for run in runs {
            advance(revision: run.revision, branch: run.branch, recordedAt: run.recordedAt)
            for metric in columns.metrics {
                let value = columns.value(metric, run: place)
                if !value.isNaN { series[metric].add(value, place: place, bucket: bucket, stamps: stamps) }
            }
        }
    }
}
