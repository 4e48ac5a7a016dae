import Foundation
import RunResults
import Storage

/// Which pairs a read takes together, in one pass over the history in stored order.
///
/// Pair by pair, a pair's runs are found through an index and each read from the page that
/// holds it; a page holds runs of several pairs, so reading every pair reads each page as
/// many times. In stored order each page is read once, but every pair read in the pass is
/// held at once: its series' buckets, or with the JSON form its every run and value.
///
/// Measured on a year of CI (180,000 runs of 50 pairs, 263 MB; release build): the JSON
/// form pair by pair took 0.94 s of system time re-reading pages, in one pass 0.25 s, at
/// 161 MB peak. The terminal view's series are summed up as the runs come, every pair's
/// at once: at 100 columns one pass is the faster, but at 300 (252 buckets a series, 88 MB
/// of buckets touched by turns) it took 3.7 s of user time against 1.3 s pair by pair.
extension HistoryReader {
    /// Bytes the JSON form holds at once for the pairs it reads together in one pass over
    /// the history in stored order: every run's stamp and value
    /// (``bytesHeld(_:_:pairKeepsEveryRun:)``). A year of CI reads in one pass.
    static let storedOrderBytes = 128_000_000
    /// Passes over the history in stored order the JSON form takes at most, a batch of pairs
    /// each; a read that would need more goes pair by pair. A pass reads every page once and
    /// pair by pair reads each page once per pair it holds runs of (about three on a year of
    /// CI: a run is 1.4 KB, a page 4 KB).
    static let storedOrderPasses = 2
    /// Bytes of buckets the terminal view holds when it reads every pair in one pass (its
    /// only pass: else pair by pair): 140 bytes a bucket of a series, 50 MB, an unfiltered
    /// view of 60 metrics at up to 6,000 pairs × width.
    static let storedOrderBucketBytes = 50_000_000

    /// The pairs read together, a batch per pass over the history in stored order
    /// (consecutive, in `pairs`' order, each holding at most `storedOrderBytes` — by
    /// default ``storedOrderBytes``, or ``storedOrderBucketBytes`` without
    /// `pairKeepsEveryRun` — unless it is one pair), or nil to read pair by pair: a filtered
    /// read (scenario, strategy: the index finds its few pairs' runs), a read whose series
    /// keep every run, or one that would take more than ``storedOrderPasses`` passes (one
    /// without `pairKeepsEveryRun`).
    /// - Complexity: O(pairs).
    static func storedOrderBatches(_ pairs: [RunHistory.Pair], _ query: Query, seriesKeepEveryRun: Bool = false,
                                   pairKeepsEveryRun: Bool, storedOrderBytes: Int? = nil) -> [Range<Int>]? {
        guard query.scenario == nil, query.strategy == nil, !seriesKeepEveryRun else { return nil }
        let budget = storedOrderBytes ?? (pairKeepsEveryRun ? Self.storedOrderBytes : storedOrderBucketBytes)
        let passes = pairKeepsEveryRun ? storedOrderPasses : 1
        var batches: [Range<Int>] = [], start = 0, held = 0
        for (index, pair) in pairs.enumerated() {
            let bytes = bytesHeld(pair, query, pairKeepsEveryRun: pairKeepsEveryRun)
            if index > start, held + bytes > budget {
                batches.append(start..<index)
                start = index
                held = 0
            }
            held += bytes
        }
        if start < pairs.count { batches.append(start..<pairs.count) }
        return batches.count <= passes ? batches : nil
    }

    /// How a read takes its pairs: whether each pair keeps its runs' values (its series
    /// summed up when it is finished, ``PairReading``) and the batches it reads in stored order
    /// (nil: pair by pair). A read whose series are summed as the runs come (the terminal view)
    /// holds every pair's buckets at once in its one pass; when they do not fit
    /// (`bucketBytes`, by default ``storedOrderBucketBytes``: a wide view, 300 columns of a year
    /// of CI holding 126 MB of buckets), its pairs keep their runs' values instead, as the JSON
    /// form does, within ``storedOrderBytes`` in at most ``storedOrderPasses`` passes. The
    /// series are the same: each is summed run by run, in order. Measured on a year of CI at
    /// 300 columns: 1.89 s pair by pair (0.78 s of it re-reading pages), 1.01 s keeping runs (123 MB
    /// peak; each pair let go of once printed); 1,000 columns 2.11 → 1.29 s.
    /// - Complexity: O(pairs).
    static func readingPlan(_ pairs: [RunHistory.Pair], _ query: Query, seriesKeepEveryRun: Bool, pairKeepsEveryRun: Bool,
                            storedOrderBytes: Int?, bucketBytes: Int?) -> (pairKeepsEveryRun: Bool, batches: [Range<Int>]?) {
        let requested = storedOrderBatches(pairs, query, seriesKeepEveryRun: seriesKeepEveryRun, pairKeepsEveryRun: pairKeepsEveryRun,
                                           storedOrderBytes: pairKeepsEveryRun ? storedOrderBytes : bucketBytes)
        guard requested == nil, !pairKeepsEveryRun, !seriesKeepEveryRun,
              let kept = storedOrderBatches(pairs, query, pairKeepsEveryRun: true, storedOrderBytes: storedOrderBytes) else {
            return (pairKeepsEveryRun, requested)
        }
        return (true, kept)
    }

    /// Bytes `pair` holds while it is read (at most): 140 a bucket of each metric read; with
    /// `pairKeepsEveryRun`, each run's stamp and its value of each metric read, and its
    /// series summed up only when it is finished (``PairReading``), so without buckets.
    static func bytesHeld(_ pair: RunHistory.Pair, _ query: Query, pairKeepsEveryRun: Bool) -> Int {
        let metrics = query.metric == nil ? Metric.all.count : 1
        guard pairKeepsEveryRun else { return min(query.width, max(1, pair.runs)) * metrics * 140 }
        let series = Metric.all.count * MemoryLayout<SeriesSummary>.stride
        return series + pair.runs * (MemoryLayout<HistoryPair.Run>.stride + metrics * MemoryLayout<Double>.stride)
    }
}
