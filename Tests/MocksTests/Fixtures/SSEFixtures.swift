/// Recorded server-sent-event transcripts in the real wire formats, with `: t=` / `: dt=`
/// timing comments (see `ServerSentEventParser`). Payloads follow the shapes OpenAI's
/// chat-completions streaming and Anthropic's messages streaming documentation show.
enum SSEFixtures {
    /// OpenAI chat completions, well formed: role chunk, four content chunks, finish chunk, [DONE].
    static let openAIWellFormed = #"""
    : t=412ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}]}

    : t=415ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":"Structured"},"logprobs":null,"finish_reason":null}]}

    : t=431ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":" concurrency"},"logprobs":null,"finish_reason":null}]}

    : t=447ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":" ties"},"logprobs":null,"finish_reason":null}]}

    : t=470ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":" tasks 🚀"},"logprobs":null,"finish_reason":null}]}

    : t=472ms
    data: {"id":"chatcmpl-A1","object":"chat.completion.chunk","created":1718000000,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}]}

    : t=473ms
    data: [DONE]

    """#

    /// The same stream cut off after its third content chunk: no finish chunk, no [DONE].
    static let openAITruncated = #"""
    : t=412ms
    data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}

    : t=415ms
    data: {"choices":[{"index":0,"delta":{"content":"Structured"},"finish_reason":null}]}

    : t=431ms
    data: {"choices":[{"index":0,"delta":{"content":" concurrency"},"finish_reason":null}]}

    """#

    /// A payload whose JSON is cut mid-string on line 5.
    static let openAIMalformed = #"""
    : t=412ms
    data: {"choices":[{"index":0,"delta":{"content":"Structured"},"finish_reason":null}]}

    : t=431ms
    data: {"choices":[{"index":0,"delta":{"content":" concurr
    : t=447ms
    data: [DONE]

    """#

    /// Relative timing (`: dt=`), CRLF line ends, a keep-alive comment and an error event.
    static let openAIRelativeWithError =
        ": dt=300ms\r\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"}}]}\r\n\r\n"
        + ": keep-alive\r\n: dt=20ms\r\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\" there\"}}]}\r\n\r\n"
        + ": dt=1.5s\r\ndata: {\"error\":{\"message\":\"Rate limit reached for gpt-4o\",\"type\":\"requests\",\"code\":\"rate_limit_exceeded\"}}\r\n\r\n"

    /// DeepSeek-style reasoning deltas before the answer.
    static let openAIReasoning = #"""
    : t=900ms
    data: {"choices":[{"index":0,"delta":{"role":"assistant","content":null,"reasoning_content":"Let me think"}}]}

    : t=950ms
    data: {"choices":[{"index":0,"delta":{"content":null,"reasoning_content":" about it."}}]}

    : t=2000ms
    data: {"choices":[{"index":0,"delta":{"content":"Answer","reasoning_content":null}}]}

    : t=2010ms
    data: [DONE]

    """#

    /// Anthropic messages, well formed, with a ping and an event type the API may add later.
    static let anthropicWellFormed = #"""
    : t=350ms
    event: message_start
    data: {"type":"message_start","message":{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-20250514","stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":25,"output_tokens":1}}}

    event: content_block_start
    data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

    event: ping
    data: {"type": "ping"}

    : t=420ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hello"}}

    : t=480ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"! How can I help you today?"}}

    : t=485ms
    event: future_event_type
    data: {"type":"future_event_type","detail":"ignored by tolerant clients"}

    : t=490ms
    event: content_block_stop
    data: {"type":"content_block_stop","index":0}

    event: message_delta
    data: {"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":12}}

    : t=495ms
    event: message_stop
    data: {"type":"message_stop"}

    """#

    /// Anthropic stream with a thinking block, then cut off before `message_stop`.
    static let anthropicThinkingTruncated = #"""
    : t=600ms
    event: message_start
    data: {"type":"message_start","message":{"id":"msg_02","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-20250514","usage":{"input_tokens":40,"output_tokens":1}}}

    event: content_block_start
    data: {"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}}

    : t=700ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"The user wants a list."}}

    : t=760ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQBCgIYAhIM1gbcDa9GJwZA"}}

    event: content_block_stop
    data: {"type":"content_block_stop","index":0}

    : t=800ms
    event: content_block_start
    data: {"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}

    : t=820ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"Here is"}}

    """#

    /// Anthropic overloaded error mid-stream.
    static let anthropicError = #"""
    : t=300ms
    event: message_start
    data: {"type":"message_start","message":{"id":"msg_03","type":"message","role":"assistant","content":[]}}

    : t=330ms
    event: content_block_delta
    data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Sure"}}

    : t=2330ms
    event: error
    data: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}

    """#

    /// A timestamp comment that does not parse, on line 4.
    static let invalidTimestamp = #"""
    : t=10ms
    data: {"choices":[{"index":0,"delta":{"content":"a"}}]}

    : t=soon
    data: [DONE]

    """#

    /// A multi-line data payload whose second line is malformed: the error names line 3,
    /// the event's first data line.
    static let anthropicMalformedMultiline = #"""
    event: message_start
    data: {"type":"message_start",
    data:  "message": {"id": msg_04}}

    event: message_stop
    data: {"type":"message_stop"}

    """#
}
