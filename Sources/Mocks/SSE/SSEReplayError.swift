/// Why a recorded server-sent-event transcript cannot be replayed, and on which line.
public struct SSEReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// A `data:` payload is not valid JSON; the associated text quotes the payload.
        case malformedJSON(payload: String)
        /// Valid JSON, but not the shape the dialect requires (what is missing).
        case unexpectedPayload(String)
        /// An event type the dialect does not define, rejected under
        /// ``SSEReplayOptions/UnknownEvents/reject``.
        case unknownEvent(String)
        /// The transcript ended before the stream's terminal event (`data: [DONE]` or
        /// `event: message_stop`), rejected under ``SSEReplayOptions/Truncation/reject``.
        case truncated(expected: String)
        /// A `: t=` or `: dt=` timestamp comment that does not parse.
        case invalidTimestamp(String)
        /// A `: t=` or `: dt=` timestamp that puts an event more than
        /// ``SSETranscript/latestTimestamp`` after the request.
        case timestampTooLate(String)
        /// A `: t=` timestamp earlier than the event before it.
        case timestampWentBackwards(String)
        /// No event says which streaming API recorded the stream.
        case unrecognizedDialect
        /// An Ollama line's `created_at` that is missing or not an RFC 3339 date-time.
        case invalidCreatedAt(String)
    }

    public var kind: Kind
    /// 1-based line of the transcript where the problem is (for ``Kind/truncated(expected:)``,
    /// the last line).
    public var line: Int
    /// 1-based column of the problem on ``line`` (1 where only the line is known: the start
    /// of an SSE event's field, or of an NDJSON line).
    public var column: Int

    public init(_ kind: Kind, line: Int, column: Int = 1) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    public var description: String {
        switch kind {
        case let .malformedJSON(payload): "line \(line): malformed JSON in data payload: \(payload)"
        case let .unexpectedPayload(detail): "line \(line): unexpected payload: \(detail)"
        case let .unknownEvent(name): "line \(line): unknown event '\(name)'"
        case let .truncated(expected): "line \(line): stream ends without its terminal event (\(expected))"
        case let .invalidTimestamp(text): "line \(line): invalid timestamp '\(text)' (expected e.g. ': t=120ms' or ': dt=15ms')"
        case let .timestampTooLate(text):
            "line \(line): timestamp '\(text)' is more than \(SSETranscript.latestTimestamp.microseconds / 3_600_000_000) hours after the request"
        case let .timestampWentBackwards(text): "line \(line): timestamp '\(text)' is earlier than the previous event"
        case .unrecognizedDialect:
            "line \(line): cannot tell which API recorded this stream (expected OpenAI chat completions or Responses, Anthropic messages or Gemini streamGenerateContent server-sent events, or Ollama NDJSON)"
        case let .invalidCreatedAt(text): "line \(line): invalid created_at \(text) (expected an RFC 3339 date-time, e.g. \"2024-08-07T03:57:33.0365888Z\")"
        }
    }
}
