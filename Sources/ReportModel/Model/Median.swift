import RunResults

/// The median of a sample: the middle value, or the mean of the two middle ones.
package enum Median {
    /// - Complexity: O(n log n).
    package static func of(_ values: [Double]) -> Double {
        Percentile.median(values)
    }
}
