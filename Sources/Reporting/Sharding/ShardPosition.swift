/// Which share of a suite a sharded report holds: shard ``index`` of ``count``, and the
/// position of each of its runs in the unsharded suite's order, so `merge` restores that
/// order exactly and notices a missing or repeated shard.
public struct ShardPosition: Hashable, Sendable {
    /// 1-based shard number.
    public var index: Int
    /// Number of shards.
    public var count: Int
    /// Runs in the whole suite.
    public var totalRuns: Int
    /// For each run of the report, in report order, its position in the whole suite.
    public var positions: [Int]

    public init(index: Int, count: Int, totalRuns: Int, positions: [Int]) {
        self.index = index
        self.count = count
        self.totalRuns = totalRuns
        self.positions = positions
    }
}
