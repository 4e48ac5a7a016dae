import Testing
@testable import Reporting

@Suite struct ShardTests {
    @Test func sharesAreDisjointCompleteAndBalanced() throws {
        let costs: [Double] = [10, 1, 1, 1, 5, 5, 2, 8, 3, 3]
        let shares = try (1...3).map { try Shard(index: $0, count: 3).positions(costs: costs) }
        #expect(shares.flatMap { $0 }.sorted() == Array(0..<10))
        let loads = shares.map { $0.reduce(0) { $0 + costs[$1] } }
        #expect(loads.max()! - loads.min()! <= costs.max()!)
        #expect(try Shard(index: 2, count: 3).positions(costs: costs) == shares[1]) // deterministic
    }

    @Test(arguments: ["3/2", "0/4", "2", "a/b", "1/0"])
    func invalidShardsAreRefused(text: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
    }
}
