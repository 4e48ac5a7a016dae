/// Renamed ``JSONLinesError``, which a conversation export's problems share.
@available(*, deprecated, renamed: "JSONLinesError")
public typealias EventLogError = JSONLinesError

/// Renamed ``JSONLinesError``, which an event log's problems share.
@available(*, deprecated, renamed: "JSONLinesError")
public typealias ConversationExportError = JSONLinesError
