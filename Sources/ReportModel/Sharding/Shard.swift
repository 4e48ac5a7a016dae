/// `--shard K/N`: the K-th of N deterministic, balanced shares of a suite's
/// (scenario, strategy) pairs, one per CI runner.
///
/// Every runner computes the same assignment from the same plan, with no coordination:
/// pairs are dealt longest first (by the plan's `estimatedCosts`, in SuiteRunning) to the
/// shard with the least work so far, ties to the lowest shard, so each shard gets within one
/// pair's cost of an equal share. Each shard runs its pairs in suite order.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: 1...count.
    public let index: Int
    public let count: Int

    /// Most shards a suite is cut into: 1 000, four times the most jobs one GitHub Actions
    /// matrix may run (256). Balancing costs O(runs × shards), so the bound keeps it instant.
    public static let maxCount = 1_000

    /// - Throws: ``ShardError`` unless 1 ≤ index ≤ count ≤ ``maxCount``.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw ShardError(text: "\(index)/\(count)", reason: "the shard count must be at least 1") }
        guard count <= Self.maxCount else {
            throw ShardError(text: "\(index)/\(count)", reason: "the shard count must be at most \(Self.maxCount)")
        }
        guard (1...count).contains(index) else {
            throw ShardError(text: "\(index)/\(count)", reason: "the shard number must be between 1 and \(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/4`.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            let numbers = parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { "-+0123456789".contains($0) } }
            throw ShardError(text: text, reason: numbers ? "K and N must be whole numbers from 1 to \(Self.maxCount)"
                                                         : "expected K/N, e.g. 2/4 (shard K of N)")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The positions of the pairs this shard runs, ascending, given every pair's estimated
    /// cost in suite order. O(p log p + p·n) for p pairs and n shards.
    public func positions(costs: [Double]) -> [Int] {
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var load = Array(repeating: 0.0, count: count)
        var mine: [Int] = []
        for position in order {
            let target = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            load[target] += costs[position]
            if target == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }
}

/// A `--shard` value that names no shard: `3/2`, `0/4`, `two`.
public struct ShardError: Error, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "invalid shard '\(text)': \(reason)" }
}
