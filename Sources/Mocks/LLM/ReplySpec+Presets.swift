import ChatModel

extension ReplySpec {
    /// The personal-llm design's `MockLLM(delay: .milliseconds(50))`: its performance table gives
    /// "Time to first token ~50ms" and "Token generation rate ~20 tokens/sec" — one token
    /// every 50 ms, at a fixed delay (the personal-llm design, "Streaming Performance (Development with
    /// Mocks)"). The reply length (120 tokens) is not in the design; it is a typical canned
    /// RAG answer with citations.
    public static let fixedDelayMock = ReplySpec(
        ttft: .milliseconds(50), tokens: 120, rate: 20, jitter: 0, chunk: 1...1,
        delay: .constant, style: .cited
    )

    /// The sparkifire design's non-streaming reply: `URLSession.data(for:)` against Gemini 1.5 Flash
    /// (`generateContent`, `maxOutputTokens: 1024`) returns the whole answer in one piece.
    /// Modelled as one chunk holding every token, arriving after the full generation time.
    /// The design gives no timing: 400 tokens arriving after 2.4 s (0.4 s of request latency
    /// plus 400 tokens at about 200 tokens/s) is an assumption.
    public static let wholeAnswer = ReplySpec(
        ttft: .milliseconds(2_400), tokens: 400, rate: 200, jitter: 0, chunk: 400...400,
        delay: .constant, style: .plain
    )

    /// A fast cloud model: about 300 ms to first token, then about 100 tokens/s in chunks of
    /// 1 to 4 tokens with a log-normal network tail.
    public static let fastCloud = ReplySpec(
        ttft: .milliseconds(300), tokens: 800, rate: 100, jitter: 0.3, chunk: 1...4,
        delay: .logNormal(sigma: 0.5)
    )

    /// A reasoning model: a long `<think>` phase (2,000 tokens, 40 s at 50 tokens/s) after a
    /// 1.2 s wait, then the answer, delivered in bursts with stalls.
    public static let reasoningModel = ReplySpec(
        ttft: .milliseconds(1_200), tokens: 1_000, rate: 50, jitter: 0.3, chunk: 1...3, thinking: 2_000,
        delay: .bursty(chunksPerBurst: 4...12, speedup: 3)
    )

    /// The same reply delivered without streaming: one chunk of every token, arriving when
    /// the last token of the streamed form would have been generated (`ttft + tokens / rate`).
    public var nonStreaming: ReplySpec {
        var whole = self
        let total = totalTokens
        whole.ttft = ttft + .seconds(Double(max(total - 1, 0)) / rate)
        whole.chunk = max(total, 1)...max(total, 1)
        whole.delay = .constant
        return whole
    }
}
