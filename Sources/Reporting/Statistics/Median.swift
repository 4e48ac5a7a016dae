/// The median of a sample: the middle value, or the mean of the two middle ones.
enum Median {
    /// - Complexity: O(n log n).
    static func of(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
