/// Finds the valid name closest to a misspelt one, for "did you mean …?" suggestions.
enum NearestName {
    /// The candidate with the smallest edit distance to `name` (ignoring case), if that
    /// distance is small enough to be a plausible typo: at most 2, or a third of the
    /// name's length for longer names. Ties go to the earlier candidate.
    ///
    /// - Complexity: O(*c* × *n* × *m*) for *c* candidates of length *m* and a name of length *n*.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length: skip hopeless candidates
            // before the O(n × m) table (a megabyte-long key costs nothing).
            guard abs(scalars.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, scalars)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost 1.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var value = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
