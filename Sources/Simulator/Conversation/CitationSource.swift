import ChatModel

/// Where a reply's citations come from: a retrieval-augmented chat embeds the question,
/// retrieves the closest passages of its knowledge base and cites them under the answer.
public protocol CitationSource {
    /// Up to `limit` citations for `query`, best first, numbered from 1.
    func citations(for query: String, limit: Int) throws -> [Citation]
}
