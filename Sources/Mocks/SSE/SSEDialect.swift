/// The streaming API a transcript was recorded from.
public enum SSEDialect: Sendable, Hashable {
    /// OpenAI chat completions with `stream: true`: `data: {"choices":[{"delta":{"content":"…"}}]}`
    /// events, ended by `data: [DONE]`. Also read: `delta.reasoning_content` / `delta.reasoning`
    /// (DeepSeek, OpenRouter) as thinking, and `data: {"error": {…}}` as a failure.
    case openAIChatCompletions
    /// Anthropic messages with `stream: true`: `event: content_block_delta` with
    /// `text_delta` / `thinking_delta`, ended by `event: message_stop`; `event: error` fails.
    case anthropicMessages

    /// The terminal event the dialect's streams end with, as written in a transcript.
    public var terminalEvent: String {
        switch self {
        case .openAIChatCompletions: "data: [DONE]"
        case .anthropicMessages: "event: message_stop"
        }
    }

    static let anthropicEventNames: Set<String> = [
        "message_start", "content_block_start", "content_block_delta", "content_block_stop",
        "message_delta", "message_stop", "ping", "error",
    ]
}
