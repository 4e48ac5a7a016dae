import Foundation

/// Replaying the OpenAI Responses API's semantic events.
///
/// Follows OpenAI's "Streaming API responses" guide and streaming events reference: every
/// event is typed (`event:` and the payload's `"type"`), text arrives as
/// `response.output_text.delta` (`"delta": "…"`), a refusal as `response.refusal.delta`,
/// reasoning as `response.reasoning_summary_text.delta` or `response.reasoning_text.delta`
/// (replayed as a thinking block). `response.completed` and `response.incomplete` (the
/// output-token budget ran out) end the stream; `response.failed` and `error` fail it.
extension SSETranscript {
    /// Lifecycle and item events that carry no visible text.
    static let responsesSilentEvents: Set<String> = [
        "response.created", "response.in_progress", "response.queued",
        "response.output_item.added", "response.output_item.done",
        "response.content_part.added", "response.content_part.done",
        "response.output_text.done", "response.output_text.annotation.added", "response.refusal.done",
        "response.reasoning_summary_part.added", "response.reasoning_summary_part.done",
        "response.reasoning_summary_text.done", "response.reasoning_text.done",
        "response.function_call_arguments.delta", "response.function_call_arguments.done",
    ]

    /// Built-in tool calls stream their progress under these prefixes (no visible text).
    static let responsesToolEventPrefixes = [
        "response.web_search_call.", "response.file_search_call.", "response.code_interpreter_call",
        "response.image_generation_call.", "response.mcp_", "response.custom_tool_call_input.",
    ]

    static func replayResponses(
        _ event: ServerSentEvent, into builder: inout ScheduleBuilder, options: SSEReplayOptions
    ) throws(SSEReplayError) -> ReplyEnd? {
        let object = try jsonObject(event)
        guard let name = event.event ?? (object["type"] as? String) else {
            throw SSEReplayError(.unexpectedPayload("event has neither an 'event:' field nor a \"type\""), line: event.line)
        }
        if let type = object["type"] as? String, type != name {
            throw SSEReplayError(.unexpectedPayload("'event: \(name)' carries a payload of type \"\(type)\""), line: event.dataLine)
        }
        switch name {
        case "response.output_text.delta", "response.refusal.delta",
             "response.reasoning_summary_text.delta", "response.reasoning_text.delta":
            guard let delta = object["delta"] as? String else {
                throw SSEReplayError(.unexpectedPayload("\(name) without a \"delta\" string"), line: event.dataLine)
            }
            if !delta.isEmpty {
                let thinking = name.hasPrefix("response.reasoning")
                builder.append(delta, tokens: 1, thinking: thinking, at: event.at)
            }
            return nil
        case "response.completed", "response.incomplete":
            return .finished(at: event.at)
        case "response.failed":
            let response = object["response"] as? [String: Any]
            return .failed(responsesError(response?["error"] ?? [:]), at: event.at)
        case "error":
            return .failed(responsesError(object), at: event.at)
        default:
            if responsesSilentEvents.contains(name) || responsesToolEventPrefixes.contains(where: name.hasPrefix) {
                return nil
            }
            if options.unknownEvents == .reject { throw SSEReplayError(.unknownEvent(name), line: event.line) }
            return nil
        }
    }

    /// A Responses error object (`{"code": "server_error", "message": "…"}`) as a failure.
    private static func responsesError(_ value: Any) -> ReplyFailureReason {
        let object = value as? [String: Any] ?? [:]
        return .serverEvent(type: object["code"] as? String ?? "error", message: object["message"] as? String ?? "")
    }
}
