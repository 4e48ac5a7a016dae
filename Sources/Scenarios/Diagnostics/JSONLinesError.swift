/// A problem in a JSON Lines file the user gave — an app's event log (``EventLogParser``)
/// or a conversation export (``ConversationExportReader``) — at its line and field:
/// `session.jsonl:12: error: 'chars' must be a whole number ≥ 0, found -3`.
///
/// Formerly two identical types, `EventLogError` and `ConversationExportError`; both remain
/// as deprecated aliases of this one.
public struct JSONLinesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var path: String
    /// 1-based line; 0 for the file as a whole.
    public var line: Int
    /// The field at fault (`chars`, `samples[3].offset`, `attachments[2].width`), or nil for
    /// the line as a whole.
    public var field: String?
    public var message: String

    public init(path: String, line: Int, field: String?, message: String) {
        self.path = path
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String {
        (line > 0 ? "\(path):\(line): error: " : "\(path): error: ") + (field.map { "'\($0)' " } ?? "") + message
    }
}
