import Foundation

/// The Mann–Whitney U test (Wilcoxon rank-sum test), two-sided: whether two samples of a
/// host metric come from the same distribution, without assuming a normal one (host
/// timings are skewed and have outliers).
///
/// The p-value is exact — the count of rank arrangements with a U at least as extreme,
/// over all C(n₁+n₂, n₁) of them — when there are no ties and both samples have at most
/// ``exactLimit`` values; otherwise it is the normal approximation with the tie
/// correction of the variance and a continuity correction of ½. This is what SciPy's
/// `scipy.stats.mannwhitneyu(x, y, alternative="two-sided", method="auto")` computes
/// (https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.mannwhitneyu.html;
/// H. B. Mann and D. R. Whitney, "On a Test of Whether one of Two Random Variables is
/// Stochastically Larger than the Other", Ann. Math. Statist. 18(1), 1947).
///
/// With 5 values a side the smallest possible two-sided p is 2/252 ≈ 0.0079, under the
/// gate's 0.01 — which is why a host metric is gated from 5 samples a side.
public struct MannWhitneyU: Hashable, Sendable {
    /// The name reports print.
    public static let name = "Mann–Whitney U (two-sided)"
    /// Largest sample size a side for the exact distribution (SciPy's threshold is 8 for
    /// `auto`; exact counting stays cheap far beyond: O(n₁² n₂²) at most 160,000 steps).
    public static let exactLimit = 20

    /// U of the first sample: the number of (x, y) pairs with x > y, ties counting ½.
    public var u1: Double
    /// Two-sided p-value.
    public var pValue: Double
    /// Whether ``pValue`` is exact rather than the normal approximation.
    public var isExact: Bool

    /// Tests `x` against `y`. Both must be non-empty.
    ///
    /// - Complexity: O((n₁+n₂) log(n₁+n₂)) plus, when exact, O(n₁² n₂²).
    public init(_ x: [Double], _ y: [Double]) {
        precondition(!x.isEmpty && !y.isEmpty, "Mann–Whitney U needs a value on each side")
        let n1 = x.count, n2 = y.count, n = n1 + n2
        // Midranks of the pooled sample.
        let pooled = (x.map { ($0, true) } + y.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var rankSumX = 0.0
        var tieTerm = 0.0 // Σ (t³ − t) over groups of t tied values
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n, pooled[end + 1].0 == pooled[start].0 { end += 1 }
            let rank = Double(start + end + 2) / 2 // ranks are 1-based
            for index in start...end where pooled[index].1 { rankSumX += rank }
            let t = Double(end - start + 1)
            tieTerm += t * t * t - t
            start = end + 1
        }
        u1 = rankSumX - Double(n1 * (n1 + 1)) / 2
        let mean = Double(n1 * n2) / 2
        if tieTerm == 0, n1 <= Self.exactLimit, n2 <= Self.exactLimit {
            isExact = true
            // P(U ≥ max(U1, U2)) doubled, U integral here.
            let extreme = Int(max(u1, Double(n1 * n2) - u1).rounded())
            pValue = min(1, 2 * Self.upperTail(atLeast: extreme, n1, n2))
        } else {
            isExact = false
            let variance = Double(n1 * n2) / 12 * (Double(n + 1) - tieTerm / Double(n * (n - 1)))
            guard variance > 0 else {
                pValue = 1
                return
            }
            let z = max(0, abs(u1 - mean) - 0.5) / variance.squareRoot()
            pValue = min(1, erfc(z / 2.0.squareRoot()))
        }
    }

    /// P(U ≥ u) under the null hypothesis, by counting: the number of arrangements of n₁
    /// x-values and n₂ y-values with each U, built up one value at a time
    /// (f(i, j, u) = f(i−1, j, u−j) + f(i, j−1, u)).
    private static func upperTail(atLeast u: Int, _ n1: Int, _ n2: Int) -> Double {
        let maxU = n1 * n2
        // counts[j][u]: arrangements of i x-values and j y-values with U = u.
        var counts = Array(repeating: [Double](repeating: 0, count: maxU + 1), count: n2 + 1)
        for j in 0...n2 { counts[j][0] = 1 } // i = 0: U is 0
        if n1 > 0 {
            for _ in 1...n1 {
                var next = Array(repeating: [Double](repeating: 0, count: maxU + 1), count: n2 + 1)
                next[0][0] = 1
                for j in 0...n2 {
                    for value in 0...maxU {
                        var total = value >= j ? counts[j][value - j] : 0 // the largest value is an x above j y's
                        if j > 0 { total += next[j - 1][value] }           // the largest value is a y
                        next[j][value] = total
                    }
                }
                counts = next
            }
        }
        let all = counts[n2].reduce(0, +)
        let tail = counts[n2][min(max(u, 0), maxU)...].reduce(0, +)
        return tail / all
    }
}
