/// A source an assistant answer cites, as the personal-llm design's RAG chat attaches them.
public struct Citation: Hashable, Sendable, Codable {
    /// 1-based marker number as it appears in the text (`[1]`).
    public var index: Int
    /// Identifier of the retrieved chunk in the vector store.
    public var documentID: String
    public var title: String
    public var snippet: String
    /// Cosine similarity of the chunk to the query, in -1...1.
    public var score: Double

    public init(index: Int, documentID: String, title: String, snippet: String, score: Double) {
        self.index = index
        self.documentID = documentID
        self.title = title
        self.snippet = snippet
        self.score = score
    }
}
