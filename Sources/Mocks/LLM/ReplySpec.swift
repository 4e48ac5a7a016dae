import ChatModel

/// What a mock assistant reply looks like in time and text.
///
/// The stored properties map one to one onto the scenario file's `reply:` keys
/// (documented in `Scenarios/README.md`):
///
/// ```yaml
/// reply: { ttft: 350ms, tokens: 2000, rate: 120/s, jitter: 0.3, chunk: 1...4, thinking: 150 }
/// ```
///
/// | key        | property    | meaning |
/// |------------|-------------|---------|
/// | `ttft`     | ``ttft``    | time from the request to the first chunk |
/// | `tokens`   | ``tokens``  | tokens of the visible answer |
/// | `rate`     | ``rate``    | mean tokens per second after the first chunk |
/// | `jitter`   | ``jitter``  | relative half-width of the uniform delay jitter, 0...1 |
/// | `chunk`    | ``chunk``   | tokens per streamed chunk |
/// | `thinking` | ``thinking``| tokens of a `<think>` preamble (0: none) |
///
/// Beyond the core keys: ``delay`` (the inter-chunk delay distribution), ``style`` (what the
/// text is made of) and ``interruption`` (user stop or failure).
///
/// Token accounting: a reply with `thinking: N > 0` starts with the piece `<think>` (one
/// token), then `N` reasoning tokens, then the piece `</think>\n\n` (one token), then the
/// `tokens` answer tokens. So ``totalTokens`` is `tokens + N + 2`, or `tokens` without
/// thinking. ``rate`` applies to every token, reasoning included.
public struct ReplySpec: Sendable, Hashable {
    /// Time to first token: the first chunk arrives exactly this long after the request.
    public var ttft: VirtualDuration
    /// Tokens of the visible answer (excluding the thinking preamble).
    public var tokens: Int
    /// Mean delivery rate in tokens per second, measured from the first chunk to the last.
    public var rate: Double
    /// Relative half-width of uniform jitter on each inter-chunk delay, in 0...1; used by
    /// ``DelayDistribution/uniform`` and for the stalls of ``DelayDistribution/bursty(chunksPerBurst:speedup:)``.
    public var jitter: Double
    /// Tokens per chunk; each chunk draws its size uniformly from this range.
    public var chunk: ClosedRange<Int>
    /// Tokens of reasoning inside a `<think>…</think>` preamble; 0 for none.
    public var thinking: Int
    /// How inter-chunk delays are distributed around their mean.
    public var delay: DelayDistribution
    /// What the reply's text is made of.
    public var style: ReplyStyle
    /// A user stop or a failure that ends the reply early; `nil` for a reply that finishes.
    public var interruption: ReplyInterruption?

    public init(
        ttft: VirtualDuration,
        tokens: Int,
        rate: Double,
        jitter: Double = 0,
        chunk: ClosedRange<Int> = 1...1,
        thinking: Int = 0,
        delay: DelayDistribution = .uniform,
        style: ReplyStyle = .default,
        interruption: ReplyInterruption? = nil
    ) {
        self.ttft = ttft
        self.tokens = tokens
        self.rate = rate
        self.jitter = jitter
        self.chunk = chunk
        self.thinking = thinking
        self.delay = delay
        self.style = style
        self.interruption = interruption
    }

    /// Every token the reply streams when it finishes: answer, reasoning and the two
    /// `<think>` tags.
    public var totalTokens: Int { tokens + (thinking > 0 ? thinking + 2 : 0) }

    /// Checks the spec's ranges.
    ///
    /// - Throws: ``ReplySpecError`` naming the first key out of range.
    public func validate() throws(ReplySpecError) {
        if ttft < .zero { throw .outOfRange(key: "ttft", reason: "must not be negative, got \(ttft)") }
        if tokens < 0 { throw .outOfRange(key: "tokens", reason: "must not be negative, got \(tokens)") }
        if !(rate.isFinite && rate > 0) { throw .outOfRange(key: "rate", reason: "must be a positive number of tokens per second, got \(rate)") }
        if !(0...1).contains(jitter) { throw .outOfRange(key: "jitter", reason: "must be in 0...1, got \(jitter)") }
        if chunk.lowerBound < 1 { throw .outOfRange(key: "chunk", reason: "must be a range of at least 1 token, got \(chunk)") }
        if thinking < 0 { throw .outOfRange(key: "thinking", reason: "must not be negative, got \(thinking)") }
        try delay.validate()
        if let interruption { try interruption.validate() }
    }
}
