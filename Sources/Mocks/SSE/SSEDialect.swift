/// The streaming API a transcript was recorded from.
public enum SSEDialect: Sendable, Hashable {
    /// OpenAI chat completions with `stream: true`: `data: {"choices":[{"delta":{"content":"…"}}]}`
    /// events, ended by `data: [DONE]`. Also read: `delta.reasoning_content` / `delta.reasoning`
    /// (DeepSeek, OpenRouter) as thinking, and `data: {"error": {…}}` as a failure.
    case openAIChatCompletions
    /// Anthropic messages with `stream: true`: `event: content_block_delta` with
    /// `text_delta` / `thinking_delta`, ended by `event: message_stop`; `event: error` fails.
    case anthropicMessages
    /// The OpenAI Responses API with `stream: true`: typed semantic events
    /// (`event: response.output_text.delta` with `data: {"type":…,"delta":"…"}`), reasoning
    /// summaries (`response.reasoning_summary_text.delta`) as thinking, ended by
    /// `response.completed` or `response.incomplete`; `response.failed` and `error` fail.
    /// There is no `[DONE]` sentinel. Source: OpenAI, "Streaming API responses"
    /// (developers.openai.com/docs/guides/streaming-responses) and the streaming events reference.
    case openAIResponses
    /// Gemini `models.streamGenerateContent?alt=sse`: every `data:` is a whole
    /// `GenerateContentResponse` (`candidates[0].content.parts[].text`, `"thought": true` parts
    /// as thinking); there is no sentinel — the chunk carrying `finishReason` ends the stream
    /// (`STOP`, `MAX_TOKENS` finish; `SAFETY`, `RECITATION`… fail), `{"error": …}` fails.
    case geminiStreamGenerateContent
    /// Ollama `/api/generate` or `/api/chat` with streaming (the default): newline-delimited
    /// JSON, not SSE — one object a line with `created_at` (RFC 3339, nanoseconds) and
    /// `response` (generate) or `message.content` (chat), `thinking` / `message.thinking` as
    /// thinking, ended by `"done": true`; `{"error": "…"}` fails. Source: docs.ollama.com/api
    /// ("Generate a response", "Generate a chat message", "Streaming responses").
    case ollama

    /// The terminal event the dialect's streams end with, as written in a transcript.
    public var terminalEvent: String {
        switch self {
        case .openAIChatCompletions: "data: [DONE]"
        case .anthropicMessages: "event: message_stop"
        case .openAIResponses: "event: response.completed"
        case .geminiStreamGenerateContent: "a chunk with \"finishReason\""
        case .ollama: "a line with \"done\": true"
        }
    }

    static let anthropicEventNames: Set<String> = [
        "message_start", "content_block_start", "content_block_delta", "content_block_stop",
        "message_delta", "message_stop", "ping", "error",
    ]
}
