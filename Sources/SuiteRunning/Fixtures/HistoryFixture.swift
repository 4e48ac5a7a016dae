import ChatModel
import Mocks
import Scenarios
import Simulator
import Storage

/// What a scenario's runs read besides their timeline: its conversation's history and, when
/// a reply cites sources, its knowledge base. Shared by all of a scenario's strategy runs
/// (each reads the history independently).
///
/// The history is a ``GeneratedHistory`` — pages generated on demand, as the list asks for
/// them, identical to those of a SQLite ``MessageStore`` seeded with the scenario's
/// generator — or, for `conversation: { messages: FILE }`, a ``StoredHistory`` reading that
/// store page by page. Making a fixture costs the same for 1,000 messages as for 1,000,000.
struct HistoryFixture {
    let seed: UInt64
    let count: Int
    let mix: HistoryMix
    let latency: PageLatencyModel
    /// The stored conversation, opened, when the scenario names one.
    let stored: StoredConversationFile?
    /// The knowledge base, when a reply of the scenario cites sources.
    let citations: RetrievedCitations?

    init(scenario: Scenario) throws {
        seed = scenario.seed
        count = scenario.conversation.history
        mix = scenario.conversation.mix
        latency = PageLatencyModel(perPage: scenario.conversation.pageLatency)
        // Fail here, once, rather than in every run.
        _ = try OnDemandHistory(seed: seed, count: count, mix: mix)
        stored = try scenario.conversation.messages.map(StoredConversationFile.init)
        let citesSources = scenario.timeline.contains { entry in
            if case .reply(let reply) = entry.action { reply.citations > 0 } else { false }
        }
        citations = citesSources ? try Self.knowledgeBase(seed: scenario.seed) : nil
    }

    /// The knowledge base of a retrieval-augmented chat: 60 documents of 4 chunks, their
    /// text generated from the scenario's seed, embedded at 384 dimensions into an in-memory
    /// vector store.
    static func knowledgeBase(seed: UInt64) throws -> RetrievedCitations {
        let documents = 60, chunksPerDocument = 4
        let generator = try ConversationGenerator(seed: seed ^ 0x5EED_D0C5, count: documents * chunksPerDocument,
                                                  mix: HistoryMix(text: 1))
        let library = (0..<documents).map { document in
            (id: "doc-\(document)", title: "Document \(document + 1)",
             chunks: (0..<chunksPerDocument).map { generator.message(at: document * chunksPerDocument + $0).text })
        }
        return try RetrievedCitations(store: VectorStore(location: .inMemory), embedder: MockEmbedder(), documents: library)
    }

    /// A fresh reader of the history, for one run: the generator's, or the stored
    /// conversation's on a connection of its own. O(1) in the history's length.
    func makeHistory() throws -> any MessageHistory {
        guard let stored else { return try GeneratedHistory(seed: seed, count: count, mix: mix, latency: latency) }
        return stored.history(latency: latency)
    }
}
