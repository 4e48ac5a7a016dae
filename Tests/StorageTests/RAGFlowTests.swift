import ChatModel
import Testing
@testable import Storage

/// The personal-llm design's flow: ingest documents, then query → embed → retrieve → citations on the reply.
@Suite struct RAGFlowTests {
    private let embedder = BagOfWordsEmbedder(dimension: 384)

    private func makeStore() throws -> VectorStore {
        let store = try VectorStore(location: .inMemory)
        try store.addDocument(id: "swift-concurrency", title: "Swift Concurrency.pdf", texts: [
            "Swift structured concurrency uses async let and task groups to run child tasks.",
            "Actors protect mutable state; a Sendable type can cross actor boundaries safely.",
        ], embeddedBy: embedder)
        try store.addDocument(id: "sourdough", title: "Sourdough Baking.txt", texts: [
            "Feed the sourdough starter with flour and water, then let the dough rise overnight.",
            "Bake the loaf in a hot dutch oven; steam gives the crust its shine.",
        ], embeddedBy: embedder)
        try store.addDocument(id: "tides", title: "Tides.md", texts: [
            "The moon's gravity raises tides; spring tides follow the new and full moon.",
        ], embeddedBy: embedder)
        return store
    }

    @Test func queryYieldsCitationsForTheRelevantDocument() throws {
        let retriever = try CitationRetriever(embedder: embedder, store: try makeStore())
        let citations = try retriever.citations(for: "How do actors and Sendable types work in Swift concurrency?",
                                                limit: 3, minimumScore: 0.1)
        let first = try #require(citations.first)
        #expect(first.index == 1)
        #expect(first.documentID.hasPrefix("swift-concurrency#"))
        #expect(first.title == "Swift Concurrency.pdf")
        #expect(citations.map(\.index) == Array(1...citations.count))
        #expect(citations.allSatisfy { $0.documentID.hasPrefix("swift-concurrency#") })
        #expect(zip(citations, citations.dropFirst()).allSatisfy { $0.score >= $1.score })

        let baking = try retriever.citations(for: "how long should sourdough dough rise", limit: 1)
        #expect(baking.map(\.documentID) == ["sourdough#0"])
    }

    @Test func citationsAttachToTheAssistantReplyAndPersistWithIt() throws {
        let vectors = try makeStore()
        let retriever = try CitationRetriever(embedder: embedder, store: vectors)
        let messages = MessageStore(database: vectors.database)
        try messages.createConversation(id: 4, title: "RAG")
        let query = Message(id: MessageID(0), role: .user, text: "When are spring tides?", createdAt: .zero)
        var reply = Message(id: MessageID(1), role: .assistant, text: "", createdAt: VirtualInstant(seconds: 1), state: .streaming)
        reply.append("Spring tides come with the new and full moon [1].")
        reply.finish(.complete)
        let revision = reply.revision
        let attached = try retriever.attachCitations(for: query.text, to: &reply, limit: 2, minimumScore: 0.25)
        #expect(attached.map(\.documentID) == ["tides#0"])
        #expect(reply.citations == attached)
        #expect(reply.revision == revision + 1)
        try messages.seed([query, reply], in: 4)
        let page = try messages.page(.newest(in: 4), limit: 10)
        #expect(page.messages == [query, reply])
    }

    @Test func snippetsPreviewTheFirstHundredCharacters() {
        let long = String(repeating: "abcdefghij", count: 12)
        #expect(CitationRetriever<BagOfWordsEmbedder>.snippet(of: long) == String(long.prefix(100)) + "…")
        #expect(CitationRetriever<BagOfWordsEmbedder>.snippet(of: "short") == "short")
    }

    @Test func anEmbedderOfAnotherDimensionIsRefused() throws {
        let store = try makeStore()
        #expect(throws: StorageError.dimensionMismatch(path: ":memory:", expected: 384, actual: 16)) {
            _ = try CitationRetriever(embedder: BagOfWordsEmbedder(dimension: 16), store: store)
        }
    }

    @Test func reloadingTheIndexSeesNewDocuments() throws {
        let store = try makeStore()
        var retriever = try CitationRetriever(embedder: embedder, store: store)
        try store.addDocument(id: "volcanoes", title: "Volcanoes", texts: ["Magma erupts from volcanoes as lava."],
                              embeddedBy: embedder)
        #expect(try retriever.citations(for: "lava magma volcanoes", limit: 1, minimumScore: 0.1).isEmpty)
        try retriever.reloadIndex()
        #expect(try retriever.citations(for: "lava magma volcanoes", limit: 1).map(\.documentID) == ["volcanoes#0"])
    }
}
