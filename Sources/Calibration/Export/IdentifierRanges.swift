/// A set of non-negative element ids, held as sorted, disjoint, non-adjacent runs.
///
/// `xctrace export` numbers the values it writes once (`id="N"`) from 1 upwards, in the
/// order it writes them, so an export's ids form one run, or a few: the set costs a few
/// bytes however many ids the file defines, and however large the largest is (an
/// `id="9223372036854775807"` is one run, not a bitset of 2^63 bits). A hostile file that
/// scatters its ids costs one run per id; ``maximumRuns`` bounds that.
struct IdentifierRanges {
    /// Runs kept at most: 16 bytes each, 16 MiB in all.
    static let maximumRuns = 1 << 20

    private var lowers: [Int] = []
    private var uppers: [Int] = []

    /// The number of disjoint runs.
    var runCount: Int { lowers.count }

    /// The index of the last run whose lower bound is at most `id`, or nil.
    /// - Complexity: O(log r) for r runs.
    private func runIndex(atOrBelow id: Int) -> Int? {
        var low = 0, high = lowers.count
        while low < high {
            let middle = (low + high) / 2
            if lowers[middle] <= id { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Whether `id` was inserted.
    /// - Complexity: O(log r).
    func contains(_ id: Int) -> Bool {
        guard let index = runIndex(atOrBelow: id) else { return false }
        return id <= uppers[index]
    }

    /// Inserts `id` (≥ 0); returns false, inserting nothing, when that would make more than
    /// ``maximumRuns`` runs.
    /// - Complexity: O(log r) when ids arrive in ascending order (as xctrace writes them);
    ///   O(r) for an id that opens a run before the last one.
    /// - Precondition: `id >= 0`.
    @discardableResult
    mutating func insert(_ id: Int) -> Bool {
        precondition(id >= 0, "element ids are non-negative")
        let below = runIndex(atOrBelow: id)
        if let below, id <= uppers[below] { return true }
        let next = below.map { $0 + 1 } ?? 0
        // Adjacent runs: id − 1 and id + 1 written so that neither can overflow (0 ≤ id ≤ Int.max).
        let joinsBelow = below.map { uppers[$0] == id - 1 } ?? false
        let joinsNext = next < lowers.count && lowers[next] - 1 == id
        switch (joinsBelow, joinsNext) {
        case (true, true):
            uppers[below!] = uppers[next]
            lowers.remove(at: next)
            uppers.remove(at: next)
        case (true, false):
            uppers[below!] = id
        case (false, true):
            lowers[next] = id
        case (false, false):
            guard lowers.count < Self.maximumRuns else { return false }
            lowers.insert(id, at: next)
            uppers.insert(id, at: next)
        }
        return true
    }
}
