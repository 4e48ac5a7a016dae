import ChatModel
import Testing
@testable import Storage

@Suite struct VectorStoreTests {
    private func randomVectors(_ count: Int, dimension: Int, seed: UInt64) -> [[Float]] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in (0..<dimension).map { _ in Float(random.nextGaussian()) } }
    }

    /// Cosine top-k by sorting every score (Double precision), ties by row.
    private func bruteForce(_ vectors: [[Float]], query: [Float], k: Int) -> [(row: Int, score: Double)] {
        func norm(_ v: [Float]) -> Double { v.reduce(0) { $0 + Double($1) * Double($1) }.squareRoot() }
        let scored = vectors.enumerated().map { row, v -> (row: Int, score: Double) in
            let dot = zip(v, query).reduce(0) { $0 + Double($1.0) * Double($1.1) }
            return (row, dot / (norm(v) * norm(query)))
        }
        return Array(scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.row < $1.row }.prefix(k))
    }

    @Test(arguments: [(dimension: 37, k: 1), (dimension: 64, k: 5), (dimension: 384, k: 10), (dimension: 13, k: 600)])
    func topKMatchesBruteForce(dimension: Int, k: Int) throws {
        let vectors = randomVectors(500, dimension: dimension, seed: UInt64(dimension))
        var index = VectorIndex(dimension: dimension)
        vectors.forEach { index.append($0) }
        for (queryNumber, query) in randomVectors(20, dimension: dimension, seed: 99).enumerated() {
            let found = index.nearest(to: query, k: k)
            let expected = bruteForce(vectors, query: query, k: k)
            #expect(found.count == min(k, vectors.count))
            // Same rows in the same order, unless two scores are within float rounding.
            for (got, want) in zip(found, expected) where got.row != want.row {
                let gap = abs(Double(got.score) - want.score)
                #expect(gap < 1e-5, "query \(queryNumber): row \(got.row) vs \(want.row)")
            }
            for (got, want) in zip(found, expected) {
                #expect(abs(Double(got.score) - want.score) < 1e-5)
            }
        }
    }

    @Test func equalScoresRankTheLowerRowFirst() {
        var index = VectorIndex(dimension: 2)
        for _ in 0..<6 { index.append([1, 0]) }
        index.append([0, 1])
        let found = index.nearest(to: [2, 0], k: 3)
        #expect(found.map(\.row) == [0, 1, 2])
        #expect(found.allSatisfy { $0.score == 1 })
        #expect(index.nearest(to: [0, 0], k: 2).map(\.score) == [0, 0])
    }

    @Test func storedEmbeddingsRoundTripThroughTheIndex() throws {
        let store = try VectorStore(location: .inMemory)
        let vectors = randomVectors(40, dimension: 24, seed: 5)
        try store.addDocument(id: "doc", title: "Doc",
                              chunks: vectors.enumerated().map { EmbeddedChunk(text: "chunk \($0)", embedding: $1) })
        #expect(try store.dimension() == 24)
        #expect(try store.chunkCount() == 40)
        let index = try store.loadIndex()
        #expect(index.count == 40)
        let retrieved = try store.retrieve(vectors[17], k: 3, in: index)
        #expect(retrieved.first?.ordinal == 17)
        #expect(retrieved.first?.text == "chunk 17")
        #expect(retrieved.first?.chunkKey == "doc#17")
        #expect(abs((retrieved.first?.score ?? 0) - 1) < 1e-6)
        var reference = VectorIndex(dimension: 24)
        vectors.forEach { reference.append($0) }
        #expect(index.vectors?.vectors == reference.vectors)
    }

    @Test func vectorsOfAnotherDimensionAreRefused() throws {
        let store = try VectorStore(location: .inMemory)
        try store.addDocument(id: "a", title: "A", chunks: [EmbeddedChunk(text: "x", embedding: [1, 2, 3])])
        #expect(throws: StorageError.dimensionMismatch(path: ":memory:", expected: 3, actual: 4)) {
            try store.addDocument(id: "b", title: "B", chunks: [EmbeddedChunk(text: "y", embedding: [1, 2, 3, 4])])
        }
        #expect(try store.chunkCount() == 1)
        #expect(throws: StorageError.dimensionMismatch(path: ":memory:", expected: 3, actual: 2)) {
            try store.retrieve([1, 0], k: 1, in: try store.loadIndex())
        }
    }

    @Test func replacingADocumentReplacesItsChunks() throws {
        let store = try VectorStore(location: .inMemory)
        try store.addDocument(id: "a", title: "A", chunks: [EmbeddedChunk(text: "1", embedding: [1, 0]),
                                                             EmbeddedChunk(text: "2", embedding: [0, 1])])
        try store.addDocument(id: "a", title: "A2", chunks: [EmbeddedChunk(text: "3", embedding: [1, 1])])
        let retrieved = try store.retrieve([1, 0], k: 5, in: try store.loadIndex())
        #expect(retrieved.map(\.text) == ["3"])
        #expect(retrieved.map(\.documentTitle) == ["A2"])
        try store.removeDocument(id: "a")
        #expect(try store.chunkCount() == 0)
    }

    @Test func emptyStoreRetrievesNothing() throws {
        let store = try VectorStore(location: .inMemory)
        let index = try store.loadIndex()
        #expect(index.vectors == nil)
        #expect(try store.retrieve([1, 2], k: 3, in: index) == [])
    }
}
