import Benchmark
import ChatModel
import ListLayout
import Mocks

// The growing reply's re-layout, alone: the ReplayBenchmarks reply (7,000 tokens at 120
// tokens/s in chunks of 1–4 tokens, about 2,900 chunks, the mock LLM's default Markdown
// style) streamed into a list of 1,000 history messages, each chunk appended to the message,
// the row replaced and re-measured, as a frame of the replay does for the streaming row.
//
// - `StreamedReplyRelayout`: one iteration streams the whole reply (wall time per reply;
//   divide by the chunk count for a chunk's cost), with the default MarkdownSegmenter.
// - `StreamedReplyRelayoutThinking`: the same with a 2,000-token `<think>` preamble.

/// The chunks of the replay workload's reply (seeded: the same text on every run).
private func replyChunks(thinking: Int) -> [String] {
    let spec = ReplySpec(ttft: .milliseconds(350), tokens: 7_000, rate: 120, jitter: 0.3, chunk: 1...4,
                         thinking: thinking)
    return (try? MockLLM(seed: 7).schedule(for: spec))?.chunks.map(\.delta) ?? []
}

/// Streams `chunks` into the last row of a list of `history` messages; returns the
/// characters laid out.
private func streamReply(_ chunks: [String], history: Int, segmenter: any MessageContentSegmenter) -> Int {
    var layout = ListLayout(width: 393, segmenter: segmenter)
    layout.append((0..<history).map { id in
        .message(Message(id: MessageID(Int64(id)), role: id % 2 == 0 ? .user : .assistant,
                         text: "history", createdAt: .zero))
    })
    var reply = Message(id: MessageID(Int64(history)), role: .assistant, text: "", createdAt: .zero, state: .streaming)
    layout.append([.message(reply)])
    var laidOut = 0
    for chunk in chunks {
        reply.append(chunk)
        layout.replace(at: history, with: .message(reply))
        laidOut += layout.measure(history..<(history + 1), anchorY: 0).charactersLaidOut
    }
    return laidOut
}

func registerStreamedReplyBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one,
        maxDuration: .seconds(5), maxIterations: 20)
    let answer = replyChunks(thinking: 0)
    Benchmark("StreamedReplyRelayout", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(streamReply(answer, history: 1_000, segmenter: MarkdownSegmenter()))
        }
    }
    let withThinking = replyChunks(thinking: 2_000)
    Benchmark("StreamedReplyRelayoutThinking", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(streamReply(withThinking, history: 1_000, segmenter: MarkdownSegmenter()))
        }
    }
}
