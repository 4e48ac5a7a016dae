import Foundation
import RunResults
import Storage

/// Reads a run history into ``SeriesSummary``s, in bounded memory whatever its size: the
/// filters (scenario, strategy, one metric) run in SQL and the runs stream from the
/// database, only the summaries kept (and with the JSON form every value of the pairs being
/// read) — an unfiltered view reads its pairs in batches, each in one pass over the file in
/// stored order (``storedOrderBatches(_:_:seriesKeepEveryRun:pairKeepsEveryRun:storedOrderBytes:)``), a
/// filtered one a pair at a time.
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
        try read(history, query, bucketBytes: nil, body)
    }

    /// ``read(_:_:_:)`` holding at most `bucketBytes` of buckets in its one pass in stored
    /// order (nil: ``storedOrderBucketBytes``) before its pairs keep their runs instead.
    static func read(_ history: RunHistory, _ query: Query, bucketBytes: Int?, _ body: ([SeriesSummary]) throws -> Void) throws {
        try read(history, query, seriesKeepEveryRun: query.keepsEveryRun, pairKeepsEveryRun: false, bucketBytes: bucketBytes) {
            try body($0.series)
        }
    }

    /// Calls `body` with each pair, in the order its first run was recorded; with
    /// `keepsEveryRun`, the pair holds every run and value by column (the series then keep
    /// only their buckets: a run's time, revision and branch are held once, not per metric).
    ///
    /// - Complexity: O(n) for n runs matching; memory O(metrics × width) per pair, plus
    ///   O(metrics × runs) of the pairs read together with `keepsEveryRun` (at most
    ///   ``storedOrderBytes`` in at most ``storedOrderPasses`` passes, or one pair's).
    public static func readPairs(_ history: RunHistory, _ query: Query, _ body: (HistoryPair) throws -> Void) throws {
        try readPairs(history, query, storedOrderBytes: nil, body)
    }

    /// ``readPairs(_:_:_:)`` holding at most `storedOrderBytes` (nil: the default) per pass in stored order.
    static func readPairs(_ history: RunHistory, _ query: Query, storedOrderBytes: Int?, _ body: (HistoryPair) throws -> Void) throws {
        try read(history, query, seriesKeepEveryRun: false, pairKeepsEveryRun: query.keepsEveryRun, storedOrderBytes: storedOrderBytes, body)
    }

    private static func read(_ history: RunHistory, _ query: Query, seriesKeepEveryRun: Bool, pairKeepsEveryRun requested: Bool,
                             storedOrderBytes: Int? = nil, bucketBytes: Int? = nil, _ body: (HistoryPair) throws -> Void) throws {
        let selection: RunHistory.MetricSelection = query.metric.map { .one($0.name, host: $0.kind == .host) } ?? .all
        let names = MetricNames()
        var resolver = MetricResolver(names: names)
        let pairs = try history.pairs(scenario: query.scenario, strategy: query.strategy)
        let (pairKeepsEveryRun, batches) = readingPlan(pairs, query, seriesKeepEveryRun: seriesKeepEveryRun, pairKeepsEveryRun: requested,
                                                       storedOrderBytes: storedOrderBytes, bucketBytes: bucketBytes)
        func reading(_ pair: RunHistory.Pair) -> PairReading {
            PairReading(pair, width: query.width, only: query.metric.flatMap(Metric.all.firstIndex(of:)),
                        seriesKeepEveryRun: seriesKeepEveryRun, pairKeepsEveryRun: pairKeepsEveryRun)
        }
        var readInStoredOrder = 0
        for batch in batches ?? [] {
            var readings = pairs[batch].map(reading)
            let inOrder = try history.scanInStoredOrder(Array(pairs[batch]), only: selection, names: names) { pair, run, values in
                readings[pair].begin(run)
                try values { index, value, host in
                    let metric = resolver.metric(index, host: host)
                    if metric >= 0 { readings[pair].add(value, metric: metric) }
                }
            }
            guard inOrder else { break }
            // Each pair let go of once its body ran: a finished pair's series (a wide view's
            // buckets) and kept values are not held while the rest of the batch finishes.
            readings.reverse()
            while var reading = readings.popLast() { try body(reading.finish()) }
            readInStoredOrder = batch.upperBound
        }
        // Pair by pair: every pair, or those after the batches read in stored order (a run
        // stored after a newer run of its pair stops a pass, and the rest is read this way).
        for pair in pairs[readInStoredOrder...] {
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
