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
        /// Keep every run of each series too (the JSON form).
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
        let known = Dictionary(Metric.all.enumerated().map { ($1.name, ($1, $0)) }, uniquingKeysWith: { first, _ in first })
        let selection: RunHistory.MetricSelection = query.metric.map { .one($0.name, host: $0.kind == .host) } ?? .all
        // Name index → (metric, its place in Metric.all), resolved once per name met.
        let names = MetricNames()
        var resolved: [(metric: Metric, order: Int)?] = []
        for pair in try history.pairs(scenario: query.scenario, strategy: query.strategy) {
            // Non-optional elements, so that `add` mutates each summary in place (an optional's
            // force-unwrap copies it out and back in an unoptimized build, and its buckets with it).
            var series = Metric.all.map {
                SeriesSummary(scenario: pair.scenario, strategy: pair.strategy, metric: $0, pairRuns: pair.runs,
                              width: query.width, keepsEveryRun: query.keepsEveryRun)
            }
            var place = -1
            try history.scan(pair, only: selection, names: names) { run, values in
                place += 1
                let revision = run.revision, branch = run.branch, recordedAt = run.recordedAt
                try values { index, value, host in
                    while resolved.count < names.count { resolved.append(known[names.name(resolved.count)]) }
                    guard let (metric, order) = resolved[index], (metric.kind == .host) == host else { return }
                    let point = MetricTrend.Point(value: value, revision: revision, branch: branch, recordedAt: recordedAt)
                    series[order].add(point, place: place)
                }
            }
            try body(series.filter { $0.count > 0 })
        }
    }
}
