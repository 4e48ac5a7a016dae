import ChatModel

/// A retrieval-augmented chat's flow up to the citations: query → embed → retrieve →
/// ``ChatModel/Citation`` values attached to the assistant's reply.
///
/// The reply's citations are set once its stream ends; a citations view numbers sources
/// 1, 2, 3… and previews the first 100 characters of each with an ellipsis — the
/// ``Citation/snippet`` here.
///
/// The retriever holds the index it loaded at creation; make a new one (or call
/// ``reloadIndex()``) after adding documents.
public struct CitationRetriever<Embedder: TextEmbedding> {
    public let embedder: Embedder
    public let store: VectorStore
    public private(set) var index: ChunkIndex

    /// Characters of a chunk shown in a citation's snippet preview.
    public static var snippetLength: Int { 100 }

    /// Loads the store's index.
    ///
    /// - Throws: ``StorageError/dimensionMismatch(path:expected:actual:)`` when the embedder's
    ///   dimension differs from the stored vectors'.
    public init(embedder: Embedder, store: VectorStore) throws {
        self.embedder = embedder
        self.store = store
        self.index = try store.loadIndex()
        try checkDimension()
    }

    /// Reloads the index after the store changed.
    public mutating func reloadIndex() throws {
        index = try store.loadIndex()
        try checkDimension()
    }

    private func checkDimension() throws {
        if let vectors = index.vectors, vectors.dimension != embedder.dimension {
            throw StorageError.dimensionMismatch(path: store.database.location.path,
                                                 expected: vectors.dimension, actual: embedder.dimension)
        }
    }

    /// The citations for `query`: the `limit` most similar chunks scoring at least
    /// `minimumScore`, numbered from 1, best first. O(chunks × dimension).
    public func citations(for query: String, limit: Int = 3, minimumScore: Double = 0) throws -> [Citation] {
        let chunks = try store.retrieve(embedder.embed(query), k: limit, in: index)
        return chunks
            .filter { $0.score >= minimumScore }
            .enumerated()
            .map { offset, chunk in
                Citation(index: offset + 1, documentID: chunk.chunkKey, title: chunk.documentTitle,
                         snippet: Self.snippet(of: chunk.text), score: chunk.score)
            }
    }

    /// Retrieves the citations for `query` and attaches them to `reply` (bumping its revision),
    /// as a chat does when the reply's stream finishes. Returns the citations.
    @discardableResult
    public func attachCitations(for query: String, to reply: inout Message, limit: Int = 3, minimumScore: Double = 0) throws -> [Citation] {
        let found = try citations(for: query, limit: limit, minimumScore: minimumScore)
        reply.citations = found
        reply.revision &+= 1
        return found
    }

    /// The first ``snippetLength`` characters of `text`, with an ellipsis when cut.
    public static func snippet(of text: String) -> String {
        text.count <= snippetLength ? text : String(text.prefix(snippetLength)) + "…"
    }
}
