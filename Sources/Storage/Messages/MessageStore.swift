import ChatModel
import GRDB

/// Conversations and their messages (with image attachments and citations) in SQLite.
///
/// Messages are clustered on the keyset `(conversation, createdAt, id)`: the newest page and
/// every older page are one b-tree range scan each, O(log n + page size) whatever the length
/// of the conversation, and a page boundary never moves when newer messages arrive.
///
/// Thread-safe; on disk, reads run concurrently with one writer (WAL).
public final class MessageStore: Sendable {
    public let database: ChatRigDatabase

    public init(database: ChatRigDatabase) {
        self.database = database
    }

    /// Opens (creating and migrating if needed) the database at `location`.
    public convenience init(location: StorageLocation) throws {
        try self.init(database: ChatRigDatabase(location: location))
    }

    private var path: String { database.location.path }

    // MARK: Conversations

    /// Creates a conversation, or renames it if it exists.
    public func createConversation(id: Int64, title: String) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO conversation (id, title) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title",
                arguments: [id, title])
        }
    }

    /// Whether a conversation with this identifier exists. O(log n).
    public func conversationExists(_ id: Int64) throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM conversation WHERE id = ?)", arguments: [id]) ?? false
        }
    }

    /// Loads a whole conversation, oldest message first; `nil` when it does not exist.
    /// O(n) — for small conversations and tests; lists page with ``page(_:limit:)``.
    public func conversation(id: Int64) throws -> Conversation? {
        try database.read { db in
            guard let title = try String.fetchOne(db, sql: "SELECT title FROM conversation WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let messages = try Self.fetchMessages(db, path: path, conversationID: id, before: nil, limit: Int.max - 1, ascending: true)
            return Conversation(id: id, title: title, messages: messages)
        }
    }

    /// Deletes a conversation with its messages, attachments and citations.
    public func deleteConversation(id: Int64) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM conversation WHERE id = ?", arguments: [id])
        }
    }

    /// The number of messages in a conversation. O(n) in SQLite's index scan.
    public func messageCount(in conversationID: Int64) throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM message WHERE conversationId = ?", arguments: [conversationID]) ?? 0
        }
    }

    // MARK: Writing

    /// Inserts `message`, or replaces the message with the same identifier (a finished stream,
    /// an edit), with its attachments and citations, in one transaction.
    ///
    /// - Throws: ``StorageError/conversationNotFound(path:conversationID:)`` when the
    ///   conversation does not exist.
    public func save(_ message: Message, in conversationID: Int64) throws {
        try database.write { db in
            try requireConversation(conversationID, db)
            try db.execute(sql: "DELETE FROM message WHERE conversationId = ? AND id = ?",
                           arguments: [conversationID, message.id.rawValue])
            let writer = try MessageWriter(db)
            try writer.insert(message, in: conversationID)
        }
    }

    /// Writes a large generated history fast: one transaction, three prepared statements
    /// reused for every row. Messages must be new to the conversation (a duplicate identifier
    /// fails the whole batch, which then leaves no trace).
    ///
    /// Accepts any sequence — a ChatModel generator's messages streamed lazily need not be
    /// materialised. O(n log n) in b-tree inserts, near O(n) when messages arrive in keyset
    /// order.
    ///
    /// - Returns: The number of messages written.
    @discardableResult
    public func seed<Messages: Sequence>(_ messages: Messages, in conversationID: Int64) throws -> Int
    where Messages.Element == Message {
        try database.write { db in
            try requireConversation(conversationID, db)
            let writer = try MessageWriter(db)
            var count = 0
            for message in messages {
                try writer.insert(message, in: conversationID)
                count += 1
            }
            return count
        }
    }

    private func requireConversation(_ id: Int64, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM conversation WHERE id = ?")
        guard try Int.fetchOne(statement, arguments: [id]) != nil else {
            throw StorageError.conversationNotFound(path: path, conversationID: id)
        }
    }

    // MARK: Reading

    /// One message by identifier, or `nil`. O(log n).
    public func message(_ id: MessageID, in conversationID: Int64) throws -> Message? {
        try database.read { db in
            let position = try Row.fetchOne(
                db, sql: "SELECT createdAt, id FROM message WHERE conversationId = ? AND id = ?",
                arguments: [conversationID, id.rawValue])
            guard let position, id.rawValue < Int64.max else { return nil }
            // The message just after (createdAt, id + 1) in descending order is this one.
            let after = PageCursor.Position(createdAt: VirtualInstant(microseconds: position[0]),
                                            id: MessageID((position[1] as Int64) + 1))
            return try Self.fetchMessages(db, path: path, conversationID: conversationID, before: after, limit: 1, ascending: false).first
        }
    }

    /// The page `cursor` names: up to `limit` messages older than the cursor's position (the
    /// newest messages for ``PageCursor/newest(in:)``), returned oldest first, and the cursor
    /// of the next older page.
    ///
    /// O(log n + limit): one range scan of the clustered keyset, plus one range scan each of
    /// attachments and citations when the page has any.
    ///
    /// - Throws: ``StorageError/invalidArgument(_:)`` when `limit < 1`.
    public func page(_ cursor: PageCursor, limit: Int) throws -> MessagePage {
        guard limit >= 1 else { throw StorageError.invalidArgument("page limit \(limit) must be at least 1") }
        return try database.snapshotRead { db in
            var messages = try Self.fetchMessages(db, path: path, conversationID: cursor.conversationID,
                                                  before: cursor.before, limit: limit + 1, ascending: false)
            var older: PageCursor?
            if messages.count > limit {
                messages.removeLast()
                older = PageCursor.older(than: messages[messages.count - 1], in: cursor.conversationID)
            }
            messages.reverse()
            return MessagePage(cursor: cursor, messages: messages, older: older)
        }
    }

    // MARK: Decoding

    private static let columns = """
        createdAt, id, role, text, state, revision, thinkingExpanded, citationsExpanded, \
        attachmentCount, citationCount
        """
    private static let newestSQL =
        "SELECT \(columns) FROM message WHERE conversationId = ? ORDER BY createdAt DESC, id DESC LIMIT ?"
    private static let olderSQL = """
        SELECT \(columns) FROM message WHERE conversationId = ? AND (createdAt, id) < (?, ?) \
        ORDER BY createdAt DESC, id DESC LIMIT ?
        """
    private static let allAscendingSQL =
        "SELECT \(columns) FROM message WHERE conversationId = ? ORDER BY createdAt, id LIMIT ?"

    /// Messages of a conversation older than `before` (all when `nil`), newest first, or in
    /// ascending order when `ascending` (then `before` must be `nil`).
    static func fetchMessages(
        _ db: Database, path: String, conversationID: Int64, before: PageCursor.Position?, limit: Int, ascending: Bool
    ) throws -> [Message] {
        precondition(!ascending || before == nil, "ascending reads start at the oldest message")
        let sql = ascending ? allAscendingSQL : before == nil ? newestSQL : olderSQL
        let statement = RawStatement(try db.cachedStatement(sql: sql), in: db)
        defer { statement.reset() }
        statement.bind(conversationID, at: 1)
        if let before {
            statement.bind(before.createdAt.microseconds, at: 2)
            statement.bind(before.id.rawValue, at: 3)
            statement.bind(limit, at: 4)
        } else {
            statement.bind(limit, at: 2)
        }
        var messages: [Message] = []
        messages.reserveCapacity(min(limit, 1024))
        var withAttachments = false
        var withCitations = false
        var slotByID: [Int64: Int] = [:]
        var lowestID = Int64.max
        var highestID = Int64.min
        while try statement.step() {
            let roleText = statement.string(at: 2)
            let stateText = statement.string(at: 4)
            guard let role = Role(rawValue: roleText), let state = MessageState(rawValue: stateText) else {
                throw StorageError.corruptDatabase(path: path, reason: "message row with role '\(roleText)', state '\(stateText)'")
            }
            var message = Message(
                id: MessageID(statement.int64(at: 1)),
                role: role,
                text: statement.string(at: 3),
                createdAt: VirtualInstant(microseconds: statement.int64(at: 0)),
                state: state,
                revision: Int(statement.int64(at: 5)),
                isThinkingExpanded: statement.int64(at: 6) != 0,
                isCitationsExpanded: statement.int64(at: 7) != 0)
            let attachmentCount = Int(statement.int64(at: 8))
            let citationCount = Int(statement.int64(at: 9))
            if attachmentCount > 0 || citationCount > 0 {
                if attachmentCount > 0 { message.attachments.reserveCapacity(attachmentCount) }
                if citationCount > 0 { message.citations.reserveCapacity(citationCount) }
                withAttachments = withAttachments || attachmentCount > 0
                withCitations = withCitations || citationCount > 0
                slotByID[message.id.rawValue] = messages.count
                lowestID = min(lowestID, message.id.rawValue)
                highestID = max(highestID, message.id.rawValue)
            }
            messages.append(message)
        }
        statement.reset()
        if withAttachments || withCitations {
            try attachSideRows(db, to: &messages, slotByID: slotByID, idRange: lowestID...highestID,
                               conversationID: conversationID, attachments: withAttachments, citations: withCitations)
        }
        return messages
    }

    /// Fills attachments and citations of `messages` with one range scan per table over the
    /// identifiers `idRange` of the messages that have any (`slotByID` maps those identifiers
    /// to their index in `messages`; rows of other messages in the range are skipped).
    private static func attachSideRows(
        _ db: Database, to messages: inout [Message], slotByID: [Int64: Int], idRange: ClosedRange<Int64>,
        conversationID: Int64, attachments: Bool, citations: Bool
    ) throws {
        let lowest = idRange.lowerBound
        let highest = idRange.upperBound
        if attachments {
            let statement = RawStatement(try db.cachedStatement(sql: """
                SELECT messageId, attachmentId, pixelWidth, pixelHeight FROM attachment
                WHERE conversationId = ? AND messageId BETWEEN ? AND ? ORDER BY messageId, position
                """), in: db)
            defer { statement.reset() }
            statement.bind(conversationID, at: 1)
            statement.bind(lowest, at: 2)
            statement.bind(highest, at: 3)
            while try statement.step() {
                guard let slot = slotByID[statement.int64(at: 0)] else { continue }
                messages[slot].attachments.append(ImageAttachment(
                    id: Int(statement.int64(at: 1)),
                    pixelWidth: Int(statement.int64(at: 2)),
                    pixelHeight: Int(statement.int64(at: 3))))
            }
        }
        if citations {
            let statement = RawStatement(try db.cachedStatement(sql: """
                SELECT messageId, marker, documentId, title, snippet, score FROM citation
                WHERE conversationId = ? AND messageId BETWEEN ? AND ? ORDER BY messageId, position
                """), in: db)
            defer { statement.reset() }
            statement.bind(conversationID, at: 1)
            statement.bind(lowest, at: 2)
            statement.bind(highest, at: 3)
            while try statement.step() {
                guard let slot = slotByID[statement.int64(at: 0)] else { continue }
                messages[slot].citations.append(Citation(
                    index: Int(statement.int64(at: 1)),
                    documentID: statement.string(at: 2),
                    title: statement.string(at: 3),
                    snippet: statement.string(at: 4),
                    score: statement.double(at: 5)))
            }
        }
    }
}

/// The prepared inserts of one write transaction, reused for every row.
private struct MessageWriter {
    let message: RawStatement
    let attachment: RawStatement
    let citation: RawStatement

    init(_ db: Database) throws {
        message = RawStatement(try db.cachedStatement(sql: """
            INSERT INTO message (conversationId, createdAt, id, role, text, state, revision,
                                 thinkingExpanded, citationsExpanded, attachmentCount, citationCount)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """), in: db)
        attachment = RawStatement(try db.cachedStatement(sql: """
            INSERT INTO attachment (conversationId, messageId, position, attachmentId, pixelWidth, pixelHeight)
            VALUES (?, ?, ?, ?, ?, ?)
            """), in: db)
        citation = RawStatement(try db.cachedStatement(sql: """
            INSERT INTO citation (conversationId, messageId, position, marker, documentId, title, snippet, score)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """), in: db)
    }

    func insert(_ value: Message, in conversationID: Int64) throws {
        message.bind(conversationID, at: 1)
        message.bind(value.createdAt.microseconds, at: 2)
        message.bind(value.id.rawValue, at: 3)
        message.bind(value.role.rawValue, at: 4)
        message.bind(value.text, at: 5)
        message.bind(value.state.rawValue, at: 6)
        message.bind(value.revision, at: 7)
        message.bind(value.isThinkingExpanded ? 1 : 0, at: 8)
        message.bind(value.isCitationsExpanded ? 1 : 0, at: 9)
        message.bind(value.attachments.count, at: 10)
        message.bind(value.citations.count, at: 11)
        try message.execute()
        for (position, image) in value.attachments.enumerated() {
            attachment.bind(conversationID, at: 1)
            attachment.bind(value.id.rawValue, at: 2)
            attachment.bind(position, at: 3)
            attachment.bind(image.id, at: 4)
            attachment.bind(image.pixelWidth, at: 5)
            attachment.bind(image.pixelHeight, at: 6)
            try attachment.execute()
        }
        for (position, source) in value.citations.enumerated() {
            citation.bind(conversationID, at: 1)
            citation.bind(value.id.rawValue, at: 2)
            citation.bind(position, at: 3)
            citation.bind(source.index, at: 4)
            citation.bind(source.documentID, at: 5)
            citation.bind(source.title, at: 6)
            citation.bind(source.snippet, at: 7)
            citation.bind(source.score, at: 8)
            try citation.execute()
        }
    }
}
