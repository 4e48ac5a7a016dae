import ChatModel

/// One dispatched server-sent event of a transcript, with the instant it was recorded.
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field, `nil` when absent (the SSE default type `message`).
    public var event: String?
    /// The `data:` lines joined with `"\n"`.
    public var data: String
    /// The `id:` field, when present.
    public var id: String?
    /// When the event arrived, as an offset from the request.
    public var at: VirtualInstant
    /// 1-based line of the event's first field.
    public var line: Int
    /// 1-based line of the event's first `data:` line (the event's line when it has none).
    public var dataLine: Int

    public init(event: String?, data: String, id: String? = nil, at: VirtualInstant, line: Int, dataLine: Int) {
        self.event = event
        self.data = data
        self.id = id
        self.at = at
        self.line = line
        self.dataLine = dataLine
    }
}
