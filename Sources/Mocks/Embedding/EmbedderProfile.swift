import ChatModel

/// The modelled speed of an embedding model: what a batch costs on the virtual clock.
///
/// A batch of `n` texts is sent as `⌈n / maxBatchSize⌉` calls; its duration is
/// `calls × latencyPerCall + tokens × perToken`, tokens counted with ``TokenEstimate``.
public struct EmbedderProfile: Sendable, Hashable {
    /// Fixed cost of each call (request overhead, model dispatch).
    public var latencyPerCall: VirtualDuration
    /// Cost of each input token.
    public var perToken: VirtualDuration
    /// Texts per call; larger batches are split.
    public var maxBatchSize: Int

    public init(latencyPerCall: VirtualDuration, perToken: VirtualDuration, maxBatchSize: Int = 64) {
        self.latencyPerCall = latencyPerCall
        self.perToken = perToken
        self.maxBatchSize = max(1, maxBatchSize)
    }

    /// The modelled duration of embedding `texts` in one batch. O(total text length).
    public func duration<C: Collection>(forBatch texts: C) -> VirtualDuration where C.Element: StringProtocol {
        if texts.isEmpty { return .zero }
        let tokens = texts.reduce(0) { $0 + TokenEstimate.count(in: $1) }
        let calls = (texts.count + maxBatchSize - 1) / maxBatchSize
        return latencyPerCall * Int64(calls) + perToken * Int64(tokens)
    }

    /// The personal-llm design's mock embedder: "Ingest 10KB TXT ~100ms (Mock embedder)" (the personal-llm design,
    /// "Document Operations"). 10 KB of English is about 2,500 tokens at 4 bytes a token,
    /// so 40 µs per token, with no per-call overhead.
    public static let fastMock = EmbedderProfile(latencyPerCall: .zero, perToken: .microseconds(40), maxBatchSize: 64)

    /// A small on-device model (MiniLM class, 384 dimensions), one text per call: the personal-llm design
    /// expects "Embedding: 30-50 texts/sec" on an iPhone 15. 5 ms per call plus 0.3 ms per
    /// token gives about 41 texts/s for 64-token chunks.
    public static let onDevice = EmbedderProfile(latencyPerCall: .milliseconds(5), perToken: .microseconds(300), maxBatchSize: 1)

    /// A hosted embeddings API: about 150 ms a request, batches up to 2,048 inputs, 10 µs a
    /// token. An assumption, not taken from a seed.
    public static let cloudAPI = EmbedderProfile(latencyPerCall: .milliseconds(150), perToken: .microseconds(10), maxBatchSize: 2_048)
}
