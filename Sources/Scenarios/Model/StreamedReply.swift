import ChatModel

/// A streamed assistant reply, as the mock LLM should produce it.
public struct StreamedReply: Hashable, Sendable {
    /// Time to first token (default 0 ms).
    public var ttft: VirtualDuration
    /// Answer tokens (required, ≥ 1).
    public var tokens: Int
    /// Nominal tokens per second (required, > 0).
    public var rate: Double
    /// Relative spread of the delay between chunks, 0...1 (default 0: metronomic).
    public var jitter: Double
    /// Shape of the jitter (default ``JitterDistribution/uniform``).
    public var distribution: JitterDistribution
    /// Tokens per delivered chunk, drawn uniformly from this range (default `1...1`).
    public var chunk: ClosedRange<Int>
    /// Tokens of `<think>` content streamed before the answer (default 0).
    public var thinking: Int
    /// Citations attached when the reply finishes (default 0).
    public var citations: Int
    /// When set, the stream fails after this many answer tokens (< ``tokens``), leaving the
    /// message in its failed state.
    public var failAfter: Int?

    public init(
        ttft: VirtualDuration = .zero, tokens: Int, rate: Double, jitter: Double = 0,
        distribution: JitterDistribution = .uniform, chunk: ClosedRange<Int> = 1...1,
        thinking: Int = 0, citations: Int = 0, failAfter: Int? = nil
    ) {
        self.ttft = ttft
        self.tokens = tokens
        self.rate = rate
        self.jitter = jitter
        self.distribution = distribution
        self.chunk = chunk
        self.thinking = thinking
        self.citations = citations
        self.failAfter = failAfter
    }

    /// Nominal time from the entry to the last token: `ttft + (thinking + streamed) / rate`,
    /// where `streamed` is ``failAfter`` when set, else ``tokens``.
    public var nominalDuration: VirtualDuration {
        let streamed = Double(thinking + (failAfter ?? tokens))
        return ttft + .seconds(streamed / rate)
    }
}

/// How a reply's inter-chunk delay varies around its nominal value `d`, with jitter `j`.
public enum JitterDistribution: String, CaseIterable, Hashable, Sendable {
    /// Uniform in `d × (1 − j) … d × (1 + j)`.
    case uniform
    /// Normal with mean `d` and standard deviation `j × d`, clamped at 0.
    case normal
}
