import ChatModel
import Foundation

/// A recorded server-sent-event stream of an LLM reply, replayable as a ``ReplySchedule``
/// with the recorded timing.
///
/// ## Transcript format
///
/// The wire format itself (`text/event-stream`, WHATWG HTML §9.2.6): lines end in LF, CR LF
/// or CR; `field: value` lines; a blank line dispatches an event; `data:` lines accumulate.
/// A final event without a trailing blank line is still dispatched (files often lack it).
///
/// Timing is recorded in SSE comments, so a transcript stays a valid event stream:
/// - `: t=<duration>` before an event — it arrived this long after the request was sent
///   (`: t=350ms`, `: t=1.25s`, `: t=850us`);
/// - `: dt=<duration>` before an event — it arrived this long after the previous event
///   (a relative-time transcript);
/// - an event with neither arrives at the previous event's instant (the first at zero).
///
/// No event may arrive later than ``latestTimestamp`` (24 hours) after the request.
///
/// Other comments (`: ping`, `: keep-alive`) are ignored. A recorder writes `: t=` with the
/// milliseconds since it sent the request before each event it receives. For example:
///
/// ```text
/// : t=412ms
/// data: {"choices":[{"index":0,"delta":{"content":"Hello"}}]}
///
/// : t=431ms
/// data: {"choices":[{"index":0,"delta":{"content":" world"}}]}
///
/// : t=440ms
/// data: [DONE]
/// ```
///
/// An Ollama stream is newline-delimited JSON, not an event stream: it is recognised by its
/// first character (`{`) and timed by each line's own `created_at` (``OllamaStreamParser``);
/// `: t=` comments do not apply to it.
///
/// Token counts: OpenAI (chat completions and Responses) and Ollama send one token per
/// chunk, so each content delta counts one; Anthropic and Gemini deltas hold several tokens
/// and are counted with ``TokenEstimate``. Thinking (`thinking_delta`, `reasoning_content`,
/// Responses reasoning summaries, Gemini thought parts, Ollama `thinking`) is wrapped in
/// `<think>` … `</think>\n\n`, each tag counting one token, as ``MockLLM`` writes it.
public struct SSETranscript: Sendable, Hashable {
    /// The API the stream was recorded from.
    public var dialect: SSEDialect
    /// The stream's events in order.
    public var events: [ServerSentEvent]
    /// Lines in the transcript (the line a truncation error names).
    public var lineCount: Int

    /// The latest an event may arrive, 24 hours after the request: no HTTP stream of a
    /// chat reply runs that long (providers end a response within the hour), and keeping
    /// every instant below it keeps `: dt=` sums far inside the virtual clock's range.
    public static let latestTimestamp = VirtualDuration.seconds(24 * 3_600)

    /// Parses a transcript, detecting its dialect from its content unless given: NDJSON is
    /// Ollama's; otherwise the first event's name or payload tells the SSE dialects apart.
    ///
    /// - Throws: ``SSEReplayError`` for an invalid timestamp comment or an undetectable dialect.
    public init(_ text: String, dialect: SSEDialect? = nil) throws(SSEReplayError) {
        let isNDJSON = dialect.map { $0 == .ollama } ?? OllamaStreamParser.looksLikeNDJSON(text)
        let parsed = isNDJSON ? try OllamaStreamParser.events(in: text) : try ServerSentEventParser.events(in: text)
        self.events = parsed.events
        self.lineCount = parsed.lineCount
        if let dialect {
            self.dialect = dialect
        } else if isNDJSON {
            guard !parsed.events.isEmpty else { throw SSEReplayError(.unrecognizedDialect, line: max(parsed.lineCount, 1)) }
            self.dialect = .ollama
        } else {
            self.dialect = try Self.detectDialect(of: parsed.events, lineCount: parsed.lineCount)
        }
    }

    /// The reply the stream delivered, chunk by chunk at the recorded instants. O(n).
    ///
    /// - Throws: ``SSEReplayError`` naming the line of a malformed payload, an unknown event
    ///   (under ``SSEReplayOptions/UnknownEvents/reject``) or a missing terminal event
    ///   (under ``SSEReplayOptions/Truncation/reject``).
    public func schedule(options: SSEReplayOptions = SSEReplayOptions()) throws(SSEReplayError) -> ReplySchedule {
        var builder = ScheduleBuilder()
        for event in events {
            let end: ReplyEnd? = switch dialect {
            case .openAIChatCompletions: try Self.replayOpenAI(event, into: &builder, options: options)
            case .anthropicMessages: try Self.replayAnthropic(event, into: &builder, options: options)
            case .openAIResponses: try Self.replayResponses(event, into: &builder, options: options)
            case .geminiStreamGenerateContent: try Self.replayGemini(event, into: &builder, options: options)
            case .ollama: try Self.replayOllama(event, into: &builder)
            }
            if let end { return ReplySchedule(chunks: builder.chunks, end: end) }
        }
        switch options.truncation {
        case .reject:
            throw SSEReplayError(.truncated(expected: dialect.terminalEvent), line: lineCount)
        case .connectionLost:
            return ReplySchedule(chunks: builder.chunks, end: .failed(.connectionLost, at: events.last?.at ?? .zero))
        }
    }

    // MARK: OpenAI

    private static func replayOpenAI(
        _ event: ServerSentEvent, into builder: inout ScheduleBuilder, options: SSEReplayOptions
    ) throws(SSEReplayError) -> ReplyEnd? {
        if let name = event.event, name != "message" {
            if options.unknownEvents == .reject { throw SSEReplayError(.unknownEvent(name), line: event.line) }
            return nil
        }
        if event.data == "[DONE]" { return .finished(at: event.at) }
        let object = try jsonObject(event)
        if let error = object["error"] {
            return .failed(serverError(error), at: event.at)
        }
        guard let choices = object["choices"] as? [Any] else {
            throw SSEReplayError(.unexpectedPayload("no \"choices\" array"), line: event.dataLine)
        }
        guard let choice = choices.first else { return nil }   // usage-only final chunk
        guard let choiceObject = choice as? [String: Any] else {
            throw SSEReplayError(.unexpectedPayload("\"choices[0]\" is not an object"), line: event.dataLine)
        }
        guard let delta = choiceObject["delta"] as? [String: Any] else {
            if choiceObject["delta"] == nil, choiceObject["finish_reason"] != nil { return nil }
            throw SSEReplayError(.unexpectedPayload("\"choices[0].delta\" is not an object"), line: event.dataLine)
        }
        if let reasoning = (delta["reasoning_content"] ?? delta["reasoning"]) as? String, !reasoning.isEmpty {
            builder.append(reasoning, tokens: 1, thinking: true, at: event.at)
        }
        if let content = delta["content"] as? String, !content.isEmpty {
            builder.append(content, tokens: 1, thinking: false, at: event.at)
        }
        return nil
    }

    // MARK: Anthropic

    private static func replayAnthropic(
        _ event: ServerSentEvent, into builder: inout ScheduleBuilder, options: SSEReplayOptions
    ) throws(SSEReplayError) -> ReplyEnd? {
        if let name = event.event, !SSEDialect.anthropicEventNames.contains(name) {
            if options.unknownEvents == .reject { throw SSEReplayError(.unknownEvent(name), line: event.line) }
            return nil
        }
        let object = try jsonObject(event)
        guard let name = event.event ?? (object["type"] as? String) else {
            throw SSEReplayError(.unexpectedPayload("event has neither an 'event:' field nor a \"type\""), line: event.line)
        }
        switch name {
        case "message_stop":
            return .finished(at: event.at)
        case "error":
            return .failed(serverError(object["error"] ?? object), at: event.at)
        case "content_block_delta":
            guard let delta = object["delta"] as? [String: Any], let type = delta["type"] as? String else {
                throw SSEReplayError(.unexpectedPayload("content_block_delta without a typed \"delta\""), line: event.dataLine)
            }
            switch type {
            case "text_delta", "thinking_delta":
                let key = type == "text_delta" ? "text" : "thinking"
                guard let text = delta[key] as? String else {
                    throw SSEReplayError(.unexpectedPayload("\(type) without a \"\(key)\" string"), line: event.dataLine)
                }
                if !text.isEmpty {
                    builder.append(text, tokens: max(1, TokenEstimate.count(in: text)), thinking: type == "thinking_delta", at: event.at)
                }
            case "signature_delta", "input_json_delta", "citations_delta":
                break   // No visible text.
            default:
                if options.unknownEvents == .reject {
                    throw SSEReplayError(.unknownEvent("content_block_delta/\(type)"), line: event.dataLine)
                }
            }
            return nil
        default:
            if SSEDialect.anthropicEventNames.contains(name) { return nil }
            if options.unknownEvents == .reject { throw SSEReplayError(.unknownEvent(name), line: event.line) }
            return nil
        }
    }

    // MARK: Shared

    static func jsonObject(_ event: ServerSentEvent) throws(SSEReplayError) -> [String: Any] {
        try jsonObject(event.data, line: event.dataLine)
    }

    /// `text` parsed as a JSON object; errors name `line`.
    static func jsonObject(_ text: String, line: Int) throws(SSEReplayError) -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw SSEReplayError(.malformedJSON(payload: excerpt(text)), line: line)
        }
        guard let object = parsed as? [String: Any] else {
            throw SSEReplayError(.unexpectedPayload("data is JSON but not an object: \(excerpt(text))"), line: line)
        }
        return object
    }

    static func serverError(_ value: Any) -> ReplyFailureReason {
        let object = value as? [String: Any] ?? [:]
        let type = object["type"] as? String ?? object["code"] as? String ?? "error"
        let message = object["message"] as? String ?? ""
        return .serverEvent(type: type, message: message)
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "…"
    }

    private static func detectDialect(of events: [ServerSentEvent], lineCount: Int) throws(SSEReplayError) -> SSEDialect {
        guard let first = events.first else { throw SSEReplayError(.unrecognizedDialect, line: max(lineCount, 1)) }
        if let name = first.event, SSEDialect.anthropicEventNames.contains(name) { return .anthropicMessages }
        if let name = first.event, name.hasPrefix("response.") { return .openAIResponses }
        if first.data == "[DONE]" { return .openAIChatCompletions }
        if let object = try? JSONSerialization.jsonObject(with: Data(first.data.utf8)) as? [String: Any] {
            if object["choices"] != nil || (object["object"] as? String)?.hasPrefix("chat.completion") == true {
                return .openAIChatCompletions
            }
            if let type = object["type"] as? String, SSEDialect.anthropicEventNames.contains(type) {
                return .anthropicMessages
            }
            if let type = object["type"] as? String, type.hasPrefix("response.") { return .openAIResponses }
            if object["candidates"] != nil || object["usageMetadata"] != nil || object["promptFeedback"] != nil {
                return .geminiStreamGenerateContent
            }
        }
        throw SSEReplayError(.unrecognizedDialect, line: first.line)
    }
}

/// Accumulates replayed chunks, wrapping thinking in `<think>` … `</think>\n\n`.
struct ScheduleBuilder {
    var chunks: [ReplyChunk] = []
    private var isThinking = false

    mutating func append(_ text: String, tokens: Int, thinking: Bool, at: VirtualInstant) {
        var delta = text
        var count = tokens
        if thinking, !isThinking {
            delta = "<think>" + delta
            count += 1
        } else if !thinking, isThinking {
            delta = "</think>\n\n" + delta
            count += 1
        }
        isThinking = thinking
        chunks.append(ReplyChunk(at: at, delta: delta, tokenCount: count))
    }
}
