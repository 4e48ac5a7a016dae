/// A passage of a document with its embedding, ready to store.
public struct EmbeddedChunk: Hashable, Sendable {
    public var text: String
    public var embedding: [Float]

    public init(text: String, embedding: [Float]) {
        self.text = text
        self.embedding = embedding
    }
}

/// A stored chunk found by retrieval, with its document and its similarity to the query.
public struct RetrievedChunk: Hashable, Sendable {
    public var documentID: String
    public var documentTitle: String
    /// 0-based position of the chunk in its document.
    public var ordinal: Int
    public var text: String
    /// Cosine similarity to the query, in -1...1.
    public var score: Double

    public init(documentID: String, documentTitle: String, ordinal: Int, text: String, score: Double) {
        self.documentID = documentID
        self.documentTitle = documentTitle
        self.ordinal = ordinal
        self.text = text
        self.score = score
    }

    /// The chunk's identifier in the vector store, `document#ordinal` (`swift-guide#2`): the
    /// `documentID` of the ``ChatModel/Citation`` made from it.
    public var chunkKey: String { "\(documentID)#\(ordinal)" }
}
