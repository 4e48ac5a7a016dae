import Foundation
import RunResults
import Storage

/// Reads a run history pair by pair into ``SeriesSummary``s, in bounded memory whatever its
/// size: the filters (scenario, strategy, one metric) run in SQL, each pair's runs stream
/// from the database and only its summaries are kept while it is read.
public enum HistoryReader {
    /// What to read.
    public struct Query: Sendable {
        public var scenario: String?
        public var strategy: String?
        /// Only this metric (read with SQLite's `json_extract`: the rest of each row's
        /// metrics never leaves the database).
        public var metric: Metric?
        /// Buckets a series is kept in: the sparkline's glyphs, the table's rows.
        public var width: Int
        /// Keep every run too: in each series (``read(_:_:_:)``), or by column in the pair
        /// (``readPairs(_:_:_:)``, the JSON form).
        public var keepsEveryRun: Bool

        public init(scenario: String? = nil, strategy: String? = nil, metric: Metric? = nil, width: Int, keepsEveryRun: Bool = false) {
            self.scenario = scenario
            self.strategy = strategy
            self.metric = metric
            self.width = width
            self.keepsEveryRun = keepsEveryRun
        }
    }

    /// Calls `body` with each pair's series (in ``Metric/all`` order; series with no value
    /// left out), pairs in the order their first run was recorded.
    ///
    /// - Complexity: O(n) for n runs matching; memory O(metrics × width) per pair (plus
    ///   every run of the pair with `keepsEveryRun`, and a host metric's values before its step).
    public static func read(_ history: RunHistory, _ query: Query, _ body: ([SeriesSummary]) throws -> Void) throws {
        try read(history, query, seriesKeepEveryRun: query.keepsEveryRun, pairKeepsEveryRun: false) { try body($0.series) }
    }

    /// Calls `body` with each pair, in the order its first run was recorded; with
    /// `keepsEveryRun`, the pair holds every run and value by column (the series then keep
    /// only their buckets: a run's time, revision and branch are held once, not per metric).
    ///
    /// - Complexity: O(n) for n runs matching; memory O(metrics × width) per pair, plus
    ///   O(metrics × runs) of the pair with `keepsEveryRun`.
    public static func readPairs(_ history: RunHistory, _ query: Query, _ body: (HistoryPair) throws -> Void) throws {
        try read(history, query, seriesKeepEveryRun: false, pairKeepsEveryRun: query.keepsEveryRun, body)
    }

    private static func read(_ history: RunHistory, _ query: Query, seriesKeepEveryRun: Bool, pairKeepsEveryRun: Bool,
                             _ body: (HistoryPair) throws -> Void) throws {
        let known = Dictionary(Metric.all.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let selection: RunHistory.MetricSelection = query.metric.map { .one($0.name, host: $0.kind == .host) } ?? .all
        // (Name index, column) → the metric's place in Metric.all, or -1 for a name that is
        // no metric of that column; resolved once per name met.
        let names = MetricNames()
        var order: [Int] = []
        for pair in try history.pairs(scenario: query.scenario, strategy: query.strategy) {
            // Non-optional elements, so that `add` mutates each summary in place (an optional's
            // force-unwrap copies it out and back in an unoptimized build, and its buckets with it).
            var series = Metric.all.map {
                SeriesSummary(scenario: pair.scenario, strategy: pair.strategy, metric: $0, pairRuns: pair.runs,
                              width: query.width, keepsEveryRun: seriesKeepEveryRun)
            }
            var runs: [HistoryPair.Run] = []
            var columns = RunColumns(metrics: pairKeepsEveryRun ? Metric.all.count : 0, runs: pair.runs)
            if pairKeepsEveryRun { runs.reserveCapacity(pair.runs) }
            // The stamps of the bucket being read: a series copies one when a bucket opens or closes.
            var stamps = RunStamps(first: 0, stamps: [])
            var place = -1, bucket = -1
            try history.scan(pair, only: selection, names: names) { run, values in
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
                try values { index, value, host in
                    while index * 2 >= order.count {
                        let metric = known[names.name(order.count / 2)]
                        let isHost = metric.map { Metric.all[$0].kind == .host }
                        order += [isHost == false ? metric! : -1, isHost == true ? metric! : -1]
                    }
                    let metric = order[index * 2 + (host ? 1 : 0)]
                    guard metric >= 0 else { return }
                    series[metric].add(value, place: place, bucket: runBucket, stamps: stamps)
                    if pairKeepsEveryRun { columns.set(value, metric: metric, run: place) }
                }
            }
            for index in series.indices { series[index].stamp(from: stamps) }
            let kept = series.indices.filter { series[$0].count > 0 }
            let values = pairKeepsEveryRun ? kept.map { columns.column($0, runs: runs.count) } : []
            try body(HistoryPair(scenario: pair.scenario, strategy: pair.strategy, series: kept.map { series[$0] },
                                 runs: runs, values: values))
        }
    }
}
