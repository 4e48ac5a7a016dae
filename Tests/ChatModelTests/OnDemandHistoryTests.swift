import Testing
import ChatModel

@Suite struct OnDemandHistoryTests {
    private static let richMix = try! HistoryMix(text: 0.6, images: 0.15, thinking: 0.15, code: 0.1)

    @Test(arguments: [(UInt64(1), 0), (7, 1), (9, 63), (9, 64), (11, 65), (42, 1_000), (5, 4_097)])
    func pagesReadFromTheNewestBackEqualTheGenerator(seed: UInt64, count: Int) throws {
        let generator = try ConversationGenerator(seed: seed, count: count, mix: Self.richMix)
        var history = try OnDemandHistory(seed: seed, count: count, mix: Self.richMix)
        var end = count
        while end > 0 {
            let start = max(0, end - 50)
            #expect(history.messages(start..<end) == generator.messages(start..<end))
            end = start
        }
    }

    @Test func readsInAnyOrderEqualTheGenerator() throws {
        let generator = try ConversationGenerator(seed: 3, count: 2_000)
        var history = try OnDemandHistory(seed: 3, count: 2_000)
        // Backwards, forwards, overlapping, single messages and the very first and last.
        for range in [1_990..<2_000, 0..<1, 700..<760, 1_999..<2_000, 740..<800, 5..<5, 0..<2_000, 1_000..<1_001] {
            #expect(history.messages(range) == generator.messages(range))
        }
    }

    @Test func aMillionMessageHistoryOpensOnItsNewestPageAsTheGeneratorWritesIt() throws {
        var history = try OnDemandHistory(seed: 11, count: 1_000_000)
        let page = history.messages(999_950..<1_000_000)
        let generator = try ConversationGenerator(seed: 11, count: 1_000_000)
        #expect(page == generator.messages(999_950..<1_000_000))
        #expect(history.messages(0..<3) == generator.messages(0..<3))
    }

    @Test func aDifferentMixOrSeedGivesADifferentHistory() throws {
        var standard = try OnDemandHistory(seed: 3, count: 300)
        var rich = try OnDemandHistory(seed: 3, count: 300, mix: Self.richMix)
        var otherSeed = try OnDemandHistory(seed: 4, count: 300)
        let page = standard.messages(250..<300)
        #expect(page != rich.messages(250..<300))
        #expect(page != otherSeed.messages(250..<300))
    }

    @Test func negativeCountIsATypedError() {
        #expect(throws: ConversationGenerator.Error.negativeCount(-1)) { try OnDemandHistory(seed: 1, count: -1) }
    }
}
