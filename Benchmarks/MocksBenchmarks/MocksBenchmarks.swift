import Benchmark
import ChatModel
import Mocks

/// Mock LLM schedule generation and mock embedder throughput.
///
/// - `MockLLMSchedule2kTokens`: the scenario file's example reply (2,000 tokens, 150 of
///   thinking, chunks of 1...4, uniform jitter) as an array schedule.
/// - `MockLLMSchedule100kTokensLazy`: a 100,000-token reply iterated lazily (O(1) memory).
/// - `MockLLMSchedule100kTokensArray`: the same reply materialised as a `ReplySchedule`.
/// - `MockEmbedder100Texts50Words384`: 100 texts of 50 words at dimension 384 per
///   iteration; texts/s = 100 / wall-clock time.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )
    let scenarioReply = ReplySpec(
        ttft: .milliseconds(350), tokens: 2_000, rate: 120, jitter: 0.3, chunk: 1...4, thinking: 150
    )
    let longReply = ReplySpec(ttft: .milliseconds(300), tokens: 100_000, rate: 100, jitter: 0.3, chunk: 1...4)
    let llm = MockLLM(seed: 7)

    Benchmark("MockLLMSchedule2kTokens", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try llm.schedule(for: scenarioReply))
        }
    }

    Benchmark("MockLLMSchedule100kTokensLazy", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var tokens = 0
            for event in try llm.events(for: longReply) {
                if case let .chunk(chunk) = event { tokens &+= chunk.tokenCount }
            }
            blackHole(tokens)
        }
    }

    Benchmark("MockLLMSchedule100kTokensArray", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try llm.schedule(for: longReply))
        }
    }

    // 100 distinct texts of 50 words, from the mock LLM's plain prose.
    let prose = (try? llm.schedule(for: ReplySpec(ttft: .zero, tokens: 20_000, rate: 100, style: .plain)).text) ?? ""
    let words = prose.split(whereSeparator: { $0 == " " || $0 == "\n" })
    let texts = (0..<100).map { index in words[(index * 50)..<(index * 50 + 50)].joined(separator: " ") }
    let embedder = try? MockEmbedder(dimension: 384)

    Benchmark("MockEmbedder100Texts50Words384", configuration: configuration) { benchmark in
        guard let embedder else { return }
        for _ in benchmark.scaledIterations {
            blackHole(embedder.embed(batch: texts))
        }
    }
}
