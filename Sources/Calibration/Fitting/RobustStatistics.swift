import Simulator

/// Outlier-resistant estimates used to fit cost figures: deterministic (no random
/// restarts), so the same samples give the same figure bit for bit.
enum RobustStatistics {
    /// The median: the middle value, or the mean of the two middle ones; NaN when empty.
    /// - Complexity: O(n log n).
    static func median(_ values: [Double]) -> Double {
        Percentile.median(values)
    }

    /// The interquartile range (nearest-rank 75th minus 25th percentile).
    /// - Complexity: O(n log n).
    static func interquartileRange(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return Percentile.nearestRank(75, ofSorted: sorted) - Percentile.nearestRank(25, ofSorted: sorted)
    }

    /// Siegel's repeated-median slope of `y` on `x`: for each point the median of its
    /// slopes to every point at another `x`, then the median of those. Half the points may
    /// be outliers before the estimate breaks down (Siegel, "Robust regression using
    /// repeated medians", Biometrika 69, 1982). Nil when every `x` is the same.
    /// - Complexity: O(n² log n) time, O(n) memory.
    static func repeatedMedianSlope(x: [Double], y: [Double]) -> Double? {
        precondition(x.count == y.count, "one y per x")
        var perPoint: [Double] = []
        var slopes: [Double] = []
        slopes.reserveCapacity(x.count)
        for i in x.indices {
            slopes.removeAll(keepingCapacity: true)
            for j in x.indices where x[j] != x[i] {
                slopes.append((y[j] - y[i]) / (x[j] - x[i]))
            }
            if !slopes.isEmpty { perPoint.append(median(slopes)) }
        }
        return perPoint.isEmpty ? nil : median(perPoint)
    }
}
