import ChatModel

/// Conversations and their messages (with image attachments and citations) in SQLite.
///
/// Messages are clustered on the keyset `(conversation, createdAt, id)`: the newest page and
/// every older page are one b-tree range scan each, O(log n + page size) whatever the length
/// of the conversation, and a page boundary never moves when newer messages arrive.
///
/// Thread-safe; on disk, reads run concurrently with one writer (WAL). On disk, page reads
/// go through a read-only connection the store owns (see ``page(_:limit:)``).
public final class MessageStore: Sendable {
    public let database: ChatRigDatabase
    /// The dedicated page-read connection; `nil` in memory, where no second connection can
    /// see the database.
    let pageReader: PageReader?

    public init(database: ChatRigDatabase) {
        self.database = database
        switch database.location {
        case .file: pageReader = PageReader(database: database)
        case .inMemory: pageReader = nil
        }
    }

    /// Opens (creating and migrating if needed) the database at `location`.
    public convenience init(location: StorageLocation) throws {
        try self.init(database: ChatRigDatabase(location: location))
    }

    var path: String { database.location.path }

    // MARK: Conversations

    /// Creates a conversation, or renames it if it exists.
    public func createConversation(id: Int64, title: String) throws {
        try database.write { db in
            try db.execute("INSERT INTO conversation (id, title) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title",
                           id, title)
        }
    }

    /// Whether a conversation with this identifier exists. O(log n).
    public func conversationExists(_ id: Int64) throws -> Bool {
        try database.read { db in
            try db.fetchOne(Bool.self, "SELECT EXISTS (SELECT 1 FROM conversation WHERE id = ?)", id) ?? false
        }
    }

    /// Loads a whole conversation, oldest message first; `nil` when it does not exist.
    /// O(n) — for small conversations and tests; lists page with ``page(_:limit:)``.
    public func conversation(id: Int64) throws -> Conversation? {
        try database.read { db in
            guard let title = try db.fetchOne(String.self, "SELECT title FROM conversation WHERE id = ?", id) else {
                return nil
            }
            let messages = try MessageDecoder.fetch(.connection(db), path: path, conversationID: id, scan: .fromOldest,
                                                    limit: Int.max).messages
            return Conversation(id: id, title: title, messages: messages)
        }
    }

    /// Deletes a conversation with its messages, attachments and citations.
    public func deleteConversation(id: Int64) throws {
        try database.write { db in
            try db.execute("DELETE FROM conversation WHERE id = ?", id)
        }
    }

    /// The number of messages in a conversation. O(n) in SQLite's index scan.
    public func messageCount(in conversationID: Int64) throws -> Int {
        try database.read { db in
            try db.fetchOne(Int.self, "SELECT COUNT(*) FROM message WHERE conversationId = ?", conversationID) ?? 0
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
            try db.execute("DELETE FROM message WHERE conversationId = ? AND id = ?", conversationID, message.id.rawValue)
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

    private func requireConversation(_ id: Int64, _ db: SQLiteConnection) throws {
        guard try db.fetchOne(Int.self, "SELECT 1 FROM conversation WHERE id = ?", id) != nil else {
            throw StorageError.conversationNotFound(path: path, conversationID: id)
        }
    }

    // MARK: Reading

    /// One message by identifier, or `nil`. O(log n).
    public func message(_ id: MessageID, in conversationID: Int64) throws -> Message? {
        try database.read { db in
            let createdAt = try db.fetchOne(
                Int64.self, "SELECT createdAt FROM message WHERE conversationId = ? AND id = ?", conversationID, id.rawValue)
            guard let createdAt, id.rawValue < Int64.max else { return nil }
            // The message just after (createdAt, id + 1) in descending order is this one.
            let after = PageCursor.Position(createdAt: VirtualInstant(microseconds: createdAt), id: MessageID(id.rawValue + 1))
            return try MessageDecoder.fetch(.connection(db), path: path, conversationID: conversationID,
                                            scan: .older(than: after), limit: 1).messages.first
        }
    }

    /// The page `cursor` names: up to `limit` messages older than the cursor's position (the
    /// newest messages for ``PageCursor/newest(in:)``), returned oldest first, and the cursor
    /// of the next older page.
    ///
    /// O(log n + limit): one range scan of the clustered keyset, plus one range scan each of
    /// attachments and citations when the page has any, all in one read transaction (one
    /// snapshot: the newest commit when the page starts reading).
    ///
    /// On disk the page reads on the store's own read-only connection, opened by the first
    /// page read, with every query prepared once; a page read that finds that connection busy
    /// with another thread reads through the database's reader pool instead, so concurrent
    /// page reads do not wait for each other.
    ///
    /// - Throws: ``StorageError/invalidArgument(_:)`` when `limit < 1`; ``StorageError``
    ///   naming the file when SQLite fails.
    public func page(_ cursor: PageCursor, limit: Int) throws -> MessagePage {
        guard limit >= 1 else { throw StorageError.invalidArgument("page limit \(limit) must be at least 1") }
        var batch = try readPage { statements in
            try MessageDecoder.fetch(statements, path: path, conversationID: cursor.conversationID,
                                     scan: cursor.before.map { .older(than: $0) } ?? .newest, limit: limit)
        }
        let older = batch.hasMore ? PageCursor.older(than: batch.messages[batch.messages.count - 1], in: cursor.conversationID) : nil
        batch.messages.reverse()
        return MessagePage(cursor: cursor, messages: batch.messages, older: older)
    }

    /// Runs `body` in one read transaction on the page-read connection, or on the reader
    /// pool when that connection is busy or the database is in memory (see ``page(_:limit:)``).
    func readPage<T>(_ body: (MessageStatements) throws -> T) throws -> T {
        if let dedicated = try pageReader?.read(body) { return dedicated }
        return try database.read { db in try body(.connection(db)) }
    }
}

/// The prepared inserts of one write transaction, reused for every row.
struct MessageWriter {
    let message: RawStatement
    let attachment: RawStatement
    let citation: RawStatement

    init(_ db: SQLiteConnection) throws {
        message = try db.cachedStatement("""
            INSERT INTO message (conversationId, createdAt, id, role, text, state, revision,
                                 thinkingExpanded, citationsExpanded, attachmentCount, citationCount)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        attachment = try db.cachedStatement("""
            INSERT INTO attachment (conversationId, messageId, position, attachmentId, pixelWidth, pixelHeight)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        citation = try db.cachedStatement("""
            INSERT INTO citation (conversationId, messageId, position, marker, documentId, title, snippet, score)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func insert(_ value: Message, in conversationID: Int64) throws {
        message.bind(conversationID, at: 1)
        message.bind(value.createdAt.microseconds, at: 2)
        message.bind(value.id.rawValue, at: 3)
        message.bind(static: value.role.literal, at: 4)
        message.bind(static: value.state.literal, at: 6)
        message.bind(value.revision, at: 7)
        message.bind(value.isThinkingExpanded ? 1 : 0, at: 8)
        message.bind(value.isCitationsExpanded ? 1 : 0, at: 9)
        message.bind(value.attachments.count, at: 10)
        message.bind(value.citations.count, at: 11)
        try message.execute(borrowing: value.text, at: 5)
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

private extension Role {
    /// ``rawValue`` as a literal, bound without a copy.
    var literal: StaticString {
        switch self {
        case .user: "user"
        case .assistant: "assistant"
        case .system: "system"
        }
    }
}

private extension MessageState {
    /// ``rawValue`` as a literal, bound without a copy.
    var literal: StaticString {
        switch self {
        case .streaming: "streaming"
        case .complete: "complete"
        case .failed: "failed"
        case .stopped: "stopped"
        }
    }
}
