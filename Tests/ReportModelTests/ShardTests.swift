import Testing
@testable import ReportModel

@Suite struct ShardTests {
    @Test func sharesAreDisjointCompleteAndBalanced() throws {
        let costs: [Double] = [10, 1, 1, 1, 5, 5, 2, 8, 3, 3]
        let shares = try (1...3).map { try Shard(index: $0, count: 3).positions(costs: costs) }
        #expect(shares.flatMap { $0 }.sorted() == Array(0..<10))
        let loads = shares.map { $0.reduce(0) { $0 + costs[$1] } }
        #expect(loads.max()! - loads.min()! <= costs.max()!)
        #expect(try Shard(index: 2, count: 3).positions(costs: costs) == shares[1]) // deterministic
    }

    @Test(arguments: ["3/2", "0/4", "2", "a/b", "1/0", "-1/2", "9223372036854775807/9223372036854775807",
                      "1/4611686018427387904", "1000000000/1000000000", "1/4294967296", "1/1001", "1/99999999999999999999"])
    func invalidShardsAreRefused(text: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
    }

    @Test func aThousandShardsAreAccepted() throws {
        #expect(try Shard(parsing: "1000/1000").count == Shard.maxCount)
        #expect(try Shard(index: 1, count: 1000).positions(costs: [1, 2, 3]) == [2])
    }

    @Test func theSuiteDigestChangesWithTheSeedDeviceAndRuns() {
        let runs: [(scenario: String, strategy: String, device: String, seed: UInt64)] = [
            ("a", "natural", "iphone-15-pro", 7), ("b", "flipped", "iphone-15-pro", 7),
        ]
        let digest = ShardPosition.suiteDigest(runs)
        #expect(digest.count == 16)
        #expect(ShardPosition.suiteDigest(runs) == digest)
        #expect(ShardPosition.suiteDigest(runs.map { ($0.scenario, $0.strategy, $0.device, 8) }) != digest)
        #expect(ShardPosition.suiteDigest(runs.map { ($0.scenario, $0.strategy, "iphone-se-3", $0.seed) }) != digest)
        #expect(ShardPosition.suiteDigest(Array(runs.prefix(1))) != digest)
    }
}
