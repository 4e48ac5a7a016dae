import ChatModel
import Mocks

/// A chat whose every question is embedded on the device and looked up in its vector store
/// before the model is asked: the reply's request waits for both, on the virtual clock.
public protocol RetrievesBeforeGenerating {
    /// The embedding model's speed.
    var embedder: EmbedderProfile { get }
    /// The vector store's nearest-neighbour search, once per question.
    var vectorSearch: VirtualDuration { get }
}

extension Simulation {
    /// How long the controller's retrieval holds the reply back, or nil when it retrieves
    /// nothing: embedding the newest user message plus one vector search.
    func retrievalDelay() -> VirtualDuration? {
        guard let retrieving = controller as? any RetrievesBeforeGenerating,
              let question = conversation.messages.last(where: { $0.role == .user }) else { return nil }
        return retrieving.embedder.duration(forBatch: [question.text]) + retrieving.vectorSearch
    }
}
