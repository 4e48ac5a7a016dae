import Foundation
import RunResults
import Storage

/// Which pairs a read takes together, in one pass over the history in stored order.
///
/// Pair by pair, a pair's runs are found through an index and each read from the page that
/// holds it; a page holds runs of several pairs, so reading every pair reads each page as
/// many times. In stored order each page is read once, but every pair read in the pass is
/// held at once: its series' buckets, and with the JSON form its every run and value.
extension HistoryReader {
    /// Bytes a read holds at once for the pairs it reads together in one pass over the history
    /// in stored order (each page read once): a bucket of a series about 140 bytes, and with
    /// the JSON form every run's stamp and value (``bytesHeld(_:_:pairKeepsEveryRun:)``).
    /// 50 MB: an unfiltered view of 60 metrics at up to 6,000 pairs × width in one pass.
    static let storedOrderBytes = 50_000_000
    /// Passes over the history in stored order a read takes at most, a batch of pairs
    /// (``storedOrderBatches(_:_:seriesKeepEveryRun:pairKeepsEveryRun:storedOrderBytes:)``)
    /// each; a read that would need more goes pair by pair. A pass reads every page once and pair by pair reads each page once
    /// per pair it holds runs of, about three on a year of CI (a run is 1.4 KB, a page 4 KB).
    static let storedOrderPasses = 2

    /// The pairs read together, a batch per pass over the history in stored order
    /// (consecutive, in `pairs`' order, each holding at most `storedOrderBytes` unless it
    /// is one pair), or nil to read pair by pair: a filtered read (scenario, strategy: the
    /// index finds its few pairs' runs), a read whose series keep every run, or one that
    /// would take more than ``storedOrderPasses`` passes.
    /// - Complexity: O(pairs).
    static func storedOrderBatches(_ pairs: [RunHistory.Pair], _ query: Query, seriesKeepEveryRun: Bool = false,
                                   pairKeepsEveryRun: Bool, storedOrderBytes: Int = storedOrderBytes) -> [Range<Int>]? {
        guard query.scenario == nil, query.strategy == nil, !seriesKeepEveryRun else { return nil }
        var batches: [Range<Int>] = [], start = 0, held = 0
        for (index, pair) in pairs.enumerated() {
            let bytes = bytesHeld(pair, query, pairKeepsEveryRun: pairKeepsEveryRun)
            if index > start, held + bytes > storedOrderBytes {
                batches.append(start..<index)
                start = index
                held = 0
            }
            held += bytes
        }
        if start < pairs.count { batches.append(start..<pairs.count) }
        return batches.count <= storedOrderPasses ? batches : nil
    }

    /// Bytes `pair` holds while it is read (at most): 140 a bucket of each metric read, and
    /// with `pairKeepsEveryRun` each run's stamp and its value of each metric read.
    static func bytesHeld(_ pair: RunHistory.Pair, _ query: Query, pairKeepsEveryRun: Bool) -> Int {
        let metrics = query.metric == nil ? Metric.all.count : 1
        let buckets = min(query.width, max(1, pair.runs)) * metrics * 140
        let runs = pairKeepsEveryRun ? pair.runs * (MemoryLayout<HistoryPair.Run>.stride + metrics * MemoryLayout<Double>.stride) : 0
        return buckets + runs
    }
}
