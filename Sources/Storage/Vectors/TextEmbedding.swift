/// Something that turns text into a fixed-length embedding vector: the seam between the
/// RAG flow and whichever embedder a run uses (Mocks' `MockEmbedder`, a test's bag of words).
public protocol TextEmbedding {
    /// The length of every vector ``embed(_:)`` returns.
    var dimension: Int { get }
    /// The embedding of `text`; its length is ``dimension``. Equal texts give equal vectors.
    func embed(_ text: String) -> [Float]
}
