/// Exact nearest-rank percentiles of deterministic samples.
///
/// Modelled figures are compared byte for byte between runs, so they use the exact
/// nearest-rank definition (the smallest sample with at least `p`% of samples at or below
/// it) rather than an approximate histogram. Host figures use HdrHistogram instead.
public enum Percentile {
    /// The nearest-rank `p`-th percentile (0 < p ≤ 100) of `sorted`, or 0 when empty. O(1).
    public static func nearestRank(_ p: Double, ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The median of `values`: the middle value, or the mean of the two middle ones; NaN
    /// when empty.
    /// - Complexity: O(n log n).
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
