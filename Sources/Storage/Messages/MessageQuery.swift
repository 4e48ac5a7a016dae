/// The read queries of ``MessageStore``, each prepared once per connection.
enum MessageQuery: Int, CaseIterable {
    /// Newest messages of a conversation first: `conversationId`, `limit`.
    case newest
    /// Messages older than a keyset position, newest first: `conversationId`, `createdAt`,
    /// `id`, `limit`.
    case older
    /// Messages of a conversation oldest first: `conversationId`, `limit`.
    case allAscending
    /// Messages newer than a keyset position, oldest first: `conversationId`, `createdAt`,
    /// `id`, `limit`.
    case newer
    /// The creation time of one message, by identifier: `conversationId`, `id`.
    case position
    /// Attachment rows of a message identifier range: `conversationId`, lowest, highest.
    case attachments
    /// Citation rows of a message identifier range: `conversationId`, lowest, highest.
    case citations

    /// The decoded message columns, in the order ``MessageRowDecoder`` reads them.
    private static let columns = """
        createdAt, id, role, text, state, revision, thinkingExpanded, citationsExpanded, \
        attachmentCount, citationCount
        """

    var sql: String {
        switch self {
        case .newest:
            "SELECT \(Self.columns) FROM message WHERE conversationId = ? ORDER BY createdAt DESC, id DESC LIMIT ?"
        case .older:
            """
            SELECT \(Self.columns) FROM message WHERE conversationId = ? AND (createdAt, id) < (?, ?) \
            ORDER BY createdAt DESC, id DESC LIMIT ?
            """
        case .allAscending:
            "SELECT \(Self.columns) FROM message WHERE conversationId = ? ORDER BY createdAt, id LIMIT ?"
        case .newer:
            """
            SELECT \(Self.columns) FROM message WHERE conversationId = ? AND (createdAt, id) > (?, ?) \
            ORDER BY createdAt, id LIMIT ?
            """
        case .position:
            "SELECT createdAt FROM message WHERE conversationId = ? AND id = ?"
        case .attachments:
            """
            SELECT messageId, attachmentId, pixelWidth, pixelHeight FROM attachment
            WHERE conversationId = ? AND messageId BETWEEN ? AND ? ORDER BY messageId, position
            """
        case .citations:
            """
            SELECT messageId, marker, documentId, title, snippet, score FROM citation
            WHERE conversationId = ? AND messageId BETWEEN ? AND ? ORDER BY messageId, position
            """
        }
    }
}

/// Where message decoding gets its prepared statements: the statement cache of the
/// connection of a database access, or a ``ReadOnlyConnection`` that prepared every
/// ``MessageQuery`` at opening (in `allCases` order).
enum MessageStatements {
    case connection(SQLiteConnection)
    case readOnly(ReadOnlyConnection)

    func statement(_ query: MessageQuery) throws -> RawStatement {
        switch self {
        case .connection(let db):
            try db.cachedStatement(query.sql)
        case .readOnly(let connection):
            connection.statement(query.rawValue)
        }
    }
}
