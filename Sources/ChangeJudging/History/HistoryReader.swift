import Foundation
import RunResults
import Storage

/// Reads a run history into ``SeriesSummary``s, in bounded memory whatever its size: the
/// filters (scenario, strategy, one metric) run in SQL and the runs stream from the
/// database, only the summaries kept — every pair's at once in one pass over the file in
/// stored order (an unfiltered view, up to ``storedOrderBuckets``), else a pair's at a time.
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

    /// Pairs × width up to which the series of every pair are read together, in one pass
    /// over the history in stored order (each page read once; memory about 60 metrics ×
    /// 140 bytes a bucket: 50 MB at most), rather than pair by pair (each page read once
    /// per pair it holds runs of). A filtered read (scenario, strategy) is pair by pair.
    static let storedOrderBuckets = 6_000
    /// The JSON form (every value of every pair, by column) is read pair by pair: in one
    /// pass it held every pair's values at once (159 MB on a year of CI) and took 7% more
    /// CPU time (the pages saved were lost to a colder cache).

    private static func read(_ history: RunHistory, _ query: Query, seriesKeepEveryRun: Bool, pairKeepsEveryRun: Bool,
                             _ body: (HistoryPair) throws -> Void) throws {
        let selection: RunHistory.MetricSelection = query.metric.map { .one($0.name, host: $0.kind == .host) } ?? .all
        let names = MetricNames()
        var resolver = MetricResolver(names: names)
        let pairs = try history.pairs(scenario: query.scenario, strategy: query.strategy)
        func reading(_ pair: RunHistory.Pair) -> PairReading {
            PairReading(pair, width: query.width, seriesKeepEveryRun: seriesKeepEveryRun, pairKeepsEveryRun: pairKeepsEveryRun)
        }
        if query.scenario == nil, query.strategy == nil, !seriesKeepEveryRun, !pairKeepsEveryRun,
           pairs.count * query.width <= storedOrderBuckets {
            var readings = pairs.map(reading)
            let inOrder = try history.scanInStoredOrder(pairs, only: selection, names: names) { pair, run, values in
                readings[pair].begin(run)
                try values { index, value, host in
                    let metric = resolver.metric(index, host: host)
                    if metric >= 0 { readings[pair].add(value, metric: metric) }
                }
            }
            if inOrder {
                for index in readings.indices { try body(readings[index].finish()) }
                return
            }
        }
        for pair in pairs {
            var reading = reading(pair)
            try history.scan(pair, only: selection, names: names) { run, values in
                reading.begin(run)
                try values { index, value, host in
                    let metric = resolver.metric(index, host: host)
                    if metric >= 0 { reading.add(value, metric: metric) }
                }
            }
            try body(reading.finish())
        }
    }
}

/// A scan's metric name index and column → the metric's place in ``Metric/all``, or -1 for
/// a name that is no metric of that column; resolved once per name met.
struct MetricResolver {
    let names: MetricNames
    private var order: [Int] = []
    private let known = Dictionary(Metric.all.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })

    init(names: MetricNames) {
        self.names = names
    }

    mutating func metric(_ index: Int, host: Bool) -> Int {
        while index * 2 >= order.count {
            let metric = known[names.name(order.count / 2)]
            let isHost = metric.map { Metric.all[$0].kind == .host }
            order += [isHost == false ? metric! : -1, isHost == true ? metric! : -1]
        }
        return order[index * 2 + (host ? 1 : 0)]
    }
}
