import ChatModel
import Testing
@testable import Mocks

@Suite("MockEmbedder")
struct MockEmbedderTests {
    static let documents = [
        "Structured concurrency ties child tasks to the scope that created them, so cancellation propagates.",
        "A diffable data source applies snapshots and animates inserts, deletes and moves in a collection view.",
        "Keyset pagination loads older messages with a cursor instead of an offset, which stays fast in SQLite.",
        "Embeddings map text to vectors; cosine similarity ranks retrieved documents for a RAG answer.",
        "The keyboard frame changes the scroll view's bottom content inset while the user types.",
    ]

    @Test func sameTextGivesBitIdenticalVectors() throws {
        let embedder = try MockEmbedder()
        let a = embedder.embed(Self.documents[0])
        let b = try MockEmbedder().embed(Self.documents[0])
        #expect(a == b)
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern))
        #expect(embedder.embed(batch: Self.documents) == Self.documents.map(embedder.embed))
    }

    @Test func vectorsHaveTheChosenDimensionAndUnitLength() throws {
        for dimension in [384, 64, 1_536] {
            let embedder = try MockEmbedder(dimension: dimension)
            for text in Self.documents + ["", "!!!", "猫", "a"] {
                let vector = embedder.embed(text)
                #expect(vector.count == dimension)
                let norm = vector.reduce(0.0) { $0 + Double($1) * Double($1) }.squareRoot()
                #expect(abs(norm - 1) < 1e-5, "norm \(norm) for '\(text)'")
            }
        }
    }

    @Test func defaultDimensionIs384() throws {
        #expect(try MockEmbedder().dimension == 384)
    }

    @Test func seedsGiveDifferentSpaces() throws {
        let a = try MockEmbedder(seed: 1).embed(Self.documents[0])
        let b = try MockEmbedder(seed: 2).embed(Self.documents[0])
        #expect(a != b)
    }

    @Test(arguments: [
        ("how does cancellation work with structured concurrency tasks", 0),
        ("animate snapshot inserts in a collection view", 1),
        ("pagination cursor for older messages", 2),
        ("which documents does retrieval rank by cosine similarity", 3),
        ("keyboard covers the scroll view inset", 4),
    ])
    func queryFindsTheDocumentItSharesWordsWith(query: String, expected: Int) throws {
        let nearest = try MockEmbedder().nearest(to: query, among: Self.documents, count: 2)
        #expect(nearest.first?.index == expected)
        #expect(nearest[0].score > nearest[1].score)
    }

    @Test func sharedWordsMeanHigherSimilarity() throws {
        let embedder = try MockEmbedder()
        let base = embedder.embed("streaming tokens into the message list")
        let near = embedder.embed("the message list shows streaming tokens")
        let stem = embedder.embed("a streamed token")
        let far = embedder.embed("photosynthesis in green algae")
        let nearScore = MockEmbedder.cosineSimilarity(base, near)
        let stemScore = MockEmbedder.cosineSimilarity(base, stem)
        let farScore = MockEmbedder.cosineSimilarity(base, far)
        #expect(nearScore > 0.8)
        #expect(stemScore > farScore + 0.1)   // character trigrams link stems
        #expect(abs(farScore) < 0.2)
    }

    @Test func invalidDimensionIsATypedError() {
        #expect(throws: MockEmbedderError.invalidDimension(0)) { try MockEmbedder(dimension: 0) }
    }

    @Test func modelledDurationFollowsTheProfile() throws {
        let profile = EmbedderProfile(latencyPerCall: .milliseconds(5), perToken: .microseconds(100), maxBatchSize: 2)
        let embedder = try MockEmbedder(profile: profile)
        // "one two three" = 3 tokens, "four" = 1, "five six" = 2: 3 texts → 2 calls.
        #expect(embedder.modelledDuration(forBatch: ["one two three", "four", "five six"]) == .microseconds(10_600))
        #expect(embedder.modelledDuration(forBatch: [String]()) == .zero)
    }

    @Test func fastMockProfileEmbedsTenKilobytesInAboutATenthOfASecond() {
        let words = Array(repeating: "retrieval", count: 1_000).joined(separator: " ")   // 10 KB, ~2,000 tokens
        let duration = EmbedderProfile.fastMock.duration(forBatch: [words])
        #expect(duration >= .milliseconds(60) && duration <= .milliseconds(140))
    }

    @Test func onDeviceProfileEmbedsThirtyToFiftyTextsASecond() {
        let chunk = Array(repeating: "word", count: 64).joined(separator: " ")
        let perText = EmbedderProfile.onDevice.duration(forBatch: Array(repeating: chunk, count: 40)).seconds / 40
        #expect((1 / 50 ... 1 / 30).contains(perText))
    }

    @Test func tokenEstimateCountsWordsPunctuationAndCJK() {
        #expect(TokenEstimate.count(in: "Hello") == 1)
        #expect(TokenEstimate.count(in: "! How can I help you today?") == 8)
        #expect(TokenEstimate.count(in: "incrementalization") == 3)
        #expect(TokenEstimate.count(in: "列表") == 2)
        #expect(TokenEstimate.count(in: "   ") == 0)
    }
}
