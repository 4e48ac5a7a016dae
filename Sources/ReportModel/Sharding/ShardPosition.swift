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
    /// The whole suite's identity (``suiteDigest(_:)``): shards with different digests were
    /// cut from different suites, seeds or devices and do not merge. nil in a report
    /// written before it was recorded.
    public var suite: String?

    public init(index: Int, count: Int, totalRuns: Int, positions: [Int], suite: String? = nil) {
        self.index = index
        self.count = count
        self.totalRuns = totalRuns
        self.positions = positions
        self.suite = suite
    }

    /// A digest of a suite's runs, in suite order: each run's scenario, strategy, device and
    /// seed (64-bit FNV-1a, as 16 hex digits). Every runner of the same suite computes the
    /// same digest; a different file set, `--seed` or `--device` gives another. O(runs).
    public static func suiteDigest(_ runs: [(scenario: String, strategy: String, device: String, seed: UInt64)]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for run in runs {
            for byte in "\(run.scenario)\u{0}\(run.strategy)\u{0}\(run.device)\u{0}\(run.seed)\n".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
