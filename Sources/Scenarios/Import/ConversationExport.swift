import ChatModel

/// One message of a conversation export (JSON Lines), as ``ConversationExportReader`` reads
/// it: one line, checked.
///
/// ```json
/// {"id":"6F1C…","role":"assistant","text":"Here is …","createdAt":"2025-03-14T09:26:53.589Z",
///  "attachments":[{"width":4032,"height":3024}],"citations":[{"title":"…","snippet":"…"}],"state":"complete"}
/// ```
public struct ExportedMessage: Hashable, Sendable {
    /// The 1-based line it was read from.
    public var line: Int
    /// The message's identifier in the app (text, or a whole number written as text).
    public var sourceID: String
    public var role: Role
    public var text: String
    /// Microseconds since 1970-01-01T00:00:00Z.
    public var createdAt: Int64
    /// The attached images' pixel sizes, in order (identifiers are their positions).
    public var attachments: [ImageAttachment]
    public var citations: [Citation]
    public var state: MessageState

    /// The message as the store keeps it: identifier `id` (its place in the export), created
    /// `shift` microseconds before its export time (``ConversationExport/shift(newest:)``).
    public func message(id: MessageID, shift: Int64) -> Message {
        Message(
            id: id, role: role, text: text, createdAt: VirtualInstant(microseconds: createdAt - shift),
            attachments: attachments, citations: citations, state: state)
    }
}

/// The conversation export format's rules shared by its reader and `chatrig history import`.
public enum ConversationExport {
    /// The fields of a message line.
    public static let fields = ["id", "role", "text", "createdAt", "attachments", "citations", "state"]
    /// The fields of an attachment.
    public static let attachmentFields = ["width", "height"]
    /// The fields of a citation.
    public static let citationFields = ["title", "snippet", "documentID", "score"]

    /// Longest line read: 8 MiB (a message of ``maxTextBytes`` with every byte escaped, and room
    /// for its citations).
    public static let maxLineBytes = 8 << 20
    /// Longest message text: 1 MiB of UTF-8 (a coding assistant's longest answers are tens of KiB).
    public static let maxTextBytes = 1 << 20
    /// Most messages an export holds: 10,000,000.
    public static let maxMessages = 10_000_000
    /// Most attachments and citations a message holds.
    public static let maxAttachments = 64
    public static let maxCitations = 64
    /// Longest identifier, citation title or document identifier: 1,024 bytes; snippet 64 KiB.
    public static let maxIdentifierBytes = 1_024
    public static let maxSnippetBytes = 64 << 10
    /// Largest side of an image, px: 65,536 (panoramas stay well below it).
    public static let maxPixelSide = 65_536
    /// Earliest and latest creation time accepted: years 1970 to 2199, µs since 1970.
    public static let createdAtRange: ClosedRange<Int64> = 0...(7_258_118_400 * 1_000_000 - 1)

    /// How far, in µs, every message of an export whose newest message was created at
    /// `newest` (µs since 1970) moves back so that the conversation ends before the run.
    ///
    /// The virtual clock starts at 9:41 on day 0 (``VirtualInstant/secondsFromMidnightAtZero``);
    /// history is moved by whole days, so every message keeps its time of day (UTC) and the
    /// date separators between messages stay where they were: the newest lands on day 0 when
    /// it was written before 9:41, else on day −1. Deterministic, independent of time zones.
    public static func shift(newest: Int64) -> Int64 {
        let day: Int64 = 86_400_000_000
        let timeOfDay = newest % day
        let sinceStart = timeOfDay - VirtualInstant.secondsFromMidnightAtZero * 1_000_000
        let virtual = sinceStart < 0 ? sinceStart : sinceStart - day
        return newest - virtual
    }
}
