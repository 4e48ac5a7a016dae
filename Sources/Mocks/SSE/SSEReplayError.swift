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
        /// No event says whether the stream is OpenAI's or Anthropic's.
        case unrecognizedDialect
    }

    public var kind: Kind
    /// 1-based line of the transcript where the problem is (for ``Kind/truncated(expected:)``,
    /// the last line).
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
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
        case .unrecognizedDialect: "line \(line): cannot tell an OpenAI chat-completions stream from an Anthropic messages stream"
        }
    }
}
