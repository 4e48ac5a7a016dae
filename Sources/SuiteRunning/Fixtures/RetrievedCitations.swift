import ChatModel
import Mocks
import Simulator
import Storage

/// Citations retrieved from a ``VectorStore`` with the ``MockEmbedder``: the whole
/// retrieval flow on real parts (SQLite vectors, exact cosine top-k), for scenarios whose
/// replies cite sources.
public struct RetrievedCitations: CitationSource {
    /// The mock embedder as the store's ``TextEmbedding``.
    struct Embedder: TextEmbedding {
        let base: MockEmbedder
        var dimension: Int { base.dimension }
        func embed(_ text: String) -> [Float] { base.embed(text) }
    }

    private let retriever: CitationRetriever<Embedder>

    /// Builds a knowledge base of `documents` (title, chunks) in `store`, embedded by `embedder`.
    public init(store: VectorStore, embedder: MockEmbedder, documents: [(id: String, title: String, chunks: [String])]) throws {
        let adapter = Embedder(base: embedder)
        try store.addDocuments(documents.map { document in
            (document.id, document.title, document.chunks.map { EmbeddedChunk(text: $0, embedding: adapter.embed($0)) })
        })
        retriever = try CitationRetriever(embedder: adapter, store: store)
    }

    public func citations(for query: String, limit: Int) throws -> [Citation] {
        try retriever.citations(for: query, limit: limit)
    }
}
