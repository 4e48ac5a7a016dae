import ChatModel

// MARK: - Newer pages, windows around a message, the conversation's end

extension MessageStore {
    /// Up to `limit` messages of `conversationID` strictly newer than `position`, oldest
    /// first, and whether newer ones follow: the page after the newest loaded message, once
    /// a jump has left the list away from the conversation's live end.
    ///
    /// The newer-than cursor mirrors ``page(_:limit:)``'s older-than one: one range scan of
    /// the clustered keyset in ascending order, on the same read path and in one snapshot.
    ///
    /// - Complexity: O(log n + limit).
    /// - Throws: ``StorageError/invalidArgument(_:)`` when `limit < 1`; ``StorageError``
    ///   naming the file when SQLite fails.
    public func page(newerThan position: PageCursor.Position, in conversationID: Int64, limit: Int) throws -> NewerMessagePage {
        guard limit >= 1 else { throw StorageError.invalidArgument("page limit \(limit) must be at least 1") }
        let batch = try readPage { statements in
            try MessageDecoder.fetch(statements, path: path, conversationID: conversationID,
                                     scan: .newer(than: position), limit: limit)
        }
        return NewerMessagePage(messages: batch.messages, hasNewer: batch.hasMore)
    }

    /// `limit` messages with message `id` among them — `limit / 2` older than it where the
    /// conversation has them, the rest newer, and more older ones near the newest end — or
    /// `nil` when the conversation holds no message `id`: what a jump to a message that is
    /// not loaded (a search result, a quoted reply) loads.
    ///
    /// The split is the one a list of the conversation's messages by index gives: with the
    /// target at index *t* of *n*, the window is `start..<end` where
    /// `end = min(n, max(0, t − limit/2) + limit)` and `start = max(0, end − limit)`.
    ///
    /// - Complexity: O(log n + limit): the target's position through the identifier index,
    ///   then one range scan each way, in one snapshot.
    /// - Throws: ``StorageError/invalidArgument(_:)`` when `limit < 1`; ``StorageError``
    ///   naming the file when SQLite fails.
    public func window(around id: MessageID, in conversationID: Int64, limit: Int) throws -> MessageWindow? {
        guard limit >= 1 else { throw StorageError.invalidArgument("page limit \(limit) must be at least 1") }
        return try readPage { statements -> MessageWindow? in
            guard id.rawValue > Int64.min,
                  let target = try MessageDecoder.position(of: id, statements, conversationID: conversationID) else {
                return nil
            }
            // Up to limit − 1 older messages and limit from the target on: enough for either end.
            var older = limit > 1
                ? try MessageDecoder.fetch(statements, path: path, conversationID: conversationID,
                                           scan: .older(than: target), limit: limit - 1)
                : MessageDecoder.Batch(messages: [], hasMore: try Self.hasOlder(than: target, statements, path: path,
                                                                                   conversationID: conversationID))
            let atOrAfter = PageCursor.Position(createdAt: target.createdAt, id: MessageID(target.id.rawValue - 1))
            var newer = try MessageDecoder.fetch(statements, path: path, conversationID: conversationID,
                                                 scan: .newer(than: atOrAfter), limit: limit)
            var olderTaken = min(older.messages.count, limit / 2)
            let newerTaken = min(newer.messages.count, limit - olderTaken)
            if olderTaken + newerTaken < limit { olderTaken = min(older.messages.count, limit - newerTaken) }
            let hasOlder = olderTaken < older.messages.count || older.hasMore
            let hasNewer = newerTaken < newer.messages.count || newer.hasMore
            older.messages.removeSubrange(olderTaken...)
            older.messages.reverse()
            newer.messages.removeSubrange(newerTaken...)
            return MessageWindow(messages: older.messages + newer.messages, hasOlder: hasOlder, hasNewer: hasNewer)
        }
    }

    /// Whether any message is older than `position`: a one-row scan.
    private static func hasOlder(
        than position: PageCursor.Position, _ statements: MessageStatements, path: String, conversationID: Int64
    ) throws -> Bool {
        try !MessageDecoder.fetch(statements, path: path, conversationID: conversationID,
                                  scan: .older(than: position), limit: 1).messages.isEmpty
    }

    /// One past the largest message identifier of `conversationID` (0 when it has none):
    /// where messages a run creates start. O(log n) through the identifier index.
    public func nextMessageID(in conversationID: Int64) throws -> MessageID {
        try database.read { db in
            let largest = try db.fetchOne(Int64.self, "SELECT MAX(id) FROM message WHERE conversationId = ?", conversationID)
            return MessageID((largest ?? -1) + 1)
        }
    }

    /// The conversations in the store, by identifier: identifier and title. O(conversations).
    public func conversations() throws -> [(id: Int64, title: String)] {
        try database.read { db in
            var conversations: [(id: Int64, title: String)] = []
            try db.forEachRow("SELECT id, title FROM conversation ORDER BY id", []) { row in
                conversations.append((row.int64(at: 0), row.string(at: 1)))
            }
            return conversations
        }
    }
}

/// The messages after a keyset position, as ``MessageStore/page(newerThan:in:limit:)``
/// returns them.
public struct NewerMessagePage: Hashable, Sendable {
    /// Oldest first.
    public var messages: [Message]
    /// Whether messages newer than the page's newest exist.
    public var hasNewer: Bool

    public init(messages: [Message], hasNewer: Bool) {
        self.messages = messages
        self.hasNewer = hasNewer
    }
}

/// A page of a conversation around one of its messages, away from either end, as
/// ``MessageStore/window(around:in:limit:)`` returns it.
public struct MessageWindow: Hashable, Sendable {
    /// Oldest first.
    public var messages: [Message]
    /// Whether messages older than the window exist.
    public var hasOlder: Bool
    /// Whether messages newer than the window exist.
    public var hasNewer: Bool

    public init(messages: [Message], hasOlder: Bool, hasNewer: Bool) {
        self.messages = messages
        self.hasOlder = hasOlder
        self.hasNewer = hasNewer
    }
}
