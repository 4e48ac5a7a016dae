import ChatModel
import Mocks

/// A reply replayed from a recorded server-sent-event stream (an OpenAI chat-completions or
/// Anthropic messages transcript): `reply: { transcript: captures/openai-stream.sse }`.
///
/// The transcript is read and checked when the scenario file is parsed, so a malformed
/// event or timestamp is an error of the scenario (naming the transcript's file and line),
/// never of a run.
public struct TranscriptReply: Hashable, Sendable {
    /// The path as written in the scenario, relative to the scenario file's folder.
    public var path: String
    /// The API the stream was recorded from (given, or detected from its first event).
    public var dialect: SSEDialect
    /// The stream as recorded: its chunks at the transcript's `: t=` / `: dt=` instants.
    public var recorded: ReplySchedule
    /// When set, the chunks are delivered at this steady rate (tokens per second) instead
    /// of their recorded timing.
    public var rate: Double?
    /// When set, the first chunk arrives this long after the request, instead of when the
    /// transcript recorded it.
    public var ttft: VirtualDuration?

    public init(path: String, dialect: SSEDialect, recorded: ReplySchedule, rate: Double? = nil, ttft: VirtualDuration? = nil) {
        self.path = path
        self.dialect = dialect
        self.recorded = recorded
        self.rate = rate
        self.ttft = ttft
    }

    /// Whether the transcript records when its events arrived (any event after zero).
    public var hasRecordedTiming: Bool {
        recorded.chunks.contains { $0.at > .zero } || recorded.end.at > .zero
    }

    /// What the mock model delivers: the recorded stream, re-timed at ``rate`` (first chunk
    /// at ``ttft``, else at its recorded instant) when one is given, or shifted to ``ttft``
    /// when only that is. O(chunks).
    public var schedule: ReplySchedule {
        let recordedFirst = recorded.chunks.first?.at ?? .zero
        let first = ttft.map { .zero + $0 } ?? recordedFirst
        if let rate { return recorded.retimed(rate: rate, firstTokenAt: first) }
        guard first != recordedFirst else { return recorded }
        let shift = first - recordedFirst
        return ReplySchedule(
            chunks: recorded.chunks.map { ReplyChunk(at: $0.at + shift, delta: $0.delta, tokenCount: $0.tokenCount) },
            end: recorded.end.moved(to: recorded.end.at + shift))
    }
}
