import ChatModel

/// A deterministic mock language model: turns a ``ReplySpec`` into a schedule of
/// (virtual instant, text delta) chunks. It never sleeps and never reads a clock; the
/// simulator delivers each chunk when its virtual clock reaches the chunk's instant.
///
/// The same seed and spec always give the same schedule, byte for byte. Timing, chunk
/// sizes and text come from independent forks of the seed, so a stop or a failure only
/// truncates the schedule the spec would otherwise produce.
///
/// ```swift
/// let llm = MockLLM(seed: 7)
/// let schedule = try llm.schedule(for: ReplySpec(ttft: .milliseconds(350), tokens: 2000,
///                                                rate: 120, jitter: 0.3, chunk: 1...4, thinking: 150))
/// for event in try llm.events(for: .reasoningModel) { … }   // lazy, O(1) memory
/// ```
public struct MockLLM: Sendable, Hashable {
    /// The generator every reply's randomness derives from (it is forked, never advanced).
    public var random: SeededRandom

    /// A mock model whose replies derive from `seed`.
    public init(seed: UInt64) { self.random = SeededRandom(seed: seed) }

    /// A mock model whose replies derive from `random`, e.g. a run's generator forked per
    /// reply: `MockLLM(random: run.fork("reply-3"))`.
    public init(random: SeededRandom) { self.random = random }

    /// The reply as a lazy sequence of events. O(1) to create.
    ///
    /// - Throws: ``ReplySpecError`` when the spec is out of range.
    public func events(for spec: ReplySpec) throws(ReplySpecError) -> ReplyEventSequence {
        try spec.validate()
        return ReplyEventSequence(spec: spec, random: random.fork("mock-llm"))
    }

    /// The whole reply as an array-backed schedule. O(total tokens).
    ///
    /// - Throws: ``ReplySpecError`` when the spec is out of range.
    public func schedule(for spec: ReplySpec) throws(ReplySpecError) -> ReplySchedule {
        ReplySchedule(events: try events(for: spec))
    }
}
