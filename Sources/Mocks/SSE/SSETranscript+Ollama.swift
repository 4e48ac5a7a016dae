import Foundation

/// Replaying an Ollama stream (`/api/generate` or `/api/chat`), one JSON line an event,
/// timed by ``OllamaStreamParser``.
///
/// Follows docs.ollama.com/api ("Generate a response", "Generate a chat message"): a
/// generate line holds `"response"` (and `"thinking"` for a thinking model), a chat line
/// `"message": {"role": "assistant", "content": …, "thinking": …}`; each line is one token
/// (the final line's `eval_count` counts them). The line with `"done": true` ends the stream
/// (its text, if any, first); `{"error": "…"}` fails it.
extension SSETranscript {
    static func replayOllama(_ event: ServerSentEvent, into builder: inout ScheduleBuilder) throws(SSEReplayError) -> ReplyEnd? {
        let object = try jsonObject(event)
        if let error = object["error"] {
            return .failed(.serverEvent(type: "error", message: error as? String ?? "\(error)"), at: event.at)
        }
        let thinking: Any?
        let content: Any?
        if let message = object["message"] {
            guard let messageObject = message as? [String: Any] else {
                throw SSEReplayError(.unexpectedPayload("\"message\" is not an object"), line: event.line)
            }
            thinking = messageObject["thinking"]
            content = messageObject["content"]
        } else if object["response"] != nil {
            thinking = object["thinking"]
            content = object["response"]
        } else {
            throw SSEReplayError(.unexpectedPayload("neither \"response\" (/api/generate) nor \"message\" (/api/chat)"), line: event.line)
        }
        for (value, isThinking) in [(thinking, true), (content, false)] {
            guard let value, !(value is NSNull) else { continue }
            guard let text = value as? String else {
                throw SSEReplayError(.unexpectedPayload("\(isThinking ? "thinking" : "content") is not a string"), line: event.line)
            }
            if !text.isEmpty { builder.append(text, tokens: 1, thinking: isThinking, at: event.at) }
        }
        guard let done = object["done"] else {
            throw SSEReplayError(.unexpectedPayload("no \"done\" flag"), line: event.line)
        }
        guard let isDone = done as? Bool else {
            throw SSEReplayError(.unexpectedPayload("\"done\" is not true or false"), line: event.line)
        }
        return isDone ? .finished(at: event.at) : nil
    }
}
