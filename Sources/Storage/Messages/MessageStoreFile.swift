import ChatModel
import Foundation

/// A message of a conversation being written into a new store file, with where it came from.
public struct ImportedMessage: Sendable {
    public var message: Message
    /// The message's identifier in the app it was exported from, checked for repeats; `nil`
    /// when the source has none to check (a store being copied).
    public var sourceID: String?
    /// The 1-based line of the source it was read from, for errors.
    public var line: Int

    public init(message: Message, sourceID: String?, line: Int) {
        self.message = message
        self.sourceID = sourceID
        self.line = line
    }
}

/// A source identifier that a source gives twice, refused by ``MessageStoreFile/write(to:title:messages:)``.
public struct RepeatedSourceID: Error, Hashable, Sendable, CustomStringConvertible {
    public var sourceID: String
    public var line: Int
    public var firstLine: Int

    public var description: String { "'\(sourceID)' is the id of the message at line \(firstLine) already" }
}

/// Writes a whole conversation into a new message store file, atomically and streaming.
///
/// The file is built beside its destination under a temporary name, in one transaction
/// (three prepared inserts reused for every message), switched from WAL to a single
/// self-contained file (rollback journal: a read-only reader needs no `-wal` or `-shm`
/// beside it, so a bundled conversation reads from a read-only checkout), and renamed over
/// the destination only when every message is in. A failure — from the source, a repeated
/// source identifier, SQLite — removes the temporary file: the destination is untouched.
///
/// Memory is bounded whatever the conversation's length: one message at a time, SQLite's
/// page cache, and repeated source identifiers checked in a temporary table on disk rather
/// than in a set in memory.
public enum MessageStoreFile {
    /// The conversation identifier of a store written here.
    public static let conversationID: Int64 = 1

    /// The writer's page cache: 8 MiB.
    static let writeCacheKibibytes = 8_192

    /// Writes the messages `next` returns, until it returns `nil`, as conversation
    /// ``conversationID`` titled `title` of a new store at `path`, replacing any file there
    /// only once all of it is written.
    ///
    /// - Returns: The number of messages written.
    /// - Throws: What `next` throws; ``RepeatedSourceID``; ``StorageError`` naming the file.
    /// - Complexity: O(n log n) b-tree inserts, near O(n) for messages in keyset order.
    @discardableResult
    public static func write(to path: String, title: String, messages next: () throws -> ImportedMessage?) throws -> Int {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).writing-\(ProcessInfo.processInfo.processIdentifier)").path
        removeDatabaseFiles(at: temporary)
        do {
            let count = try fill(temporary, title: title, messages: next)
            try switchToSingleFile(temporary)
            if rename(temporary, path) != 0 {
                throw StorageError.sqlite(path: path, code: -1, message: "cannot move the new store into place: \(String(cString: strerror(errno)))")
            }
            return count
        } catch {
            removeDatabaseFiles(at: temporary)
            throw error
        }
    }

    private static func fill(_ path: String, title: String, messages next: () throws -> ImportedMessage?) throws -> Int {
        let store = try MessageStore(location: .file(path))
        defer { store.database.close() }  // a failed write is removed whole
        // Memory stays bounded whatever the conversation's length: no file pages mapped
        // into the process (the readers' 256 MiB map), a page cache of ``writeCacheKibibytes``.
        try store.database.writeWithoutTransaction { db in
            try db.execute("PRAGMA mmap_size = 0; PRAGMA cache_size = -\(writeCacheKibibytes)")
        }
        try store.createConversation(id: conversationID, title: title)
        // What the source throws (or a repeated identifier) is rethrown as it is, not as the
        // storage error the database's write makes of anything thrown inside it.
        var sourceFailure: (any Error)?
        do {
            return try write(store, messages: next, failure: &sourceFailure)
        } catch {
            throw sourceFailure ?? error
        }
    }

    private static func write(
        _ store: MessageStore, messages next: () throws -> ImportedMessage?, failure: inout (any Error)?
    ) throws -> Int {
        try store.database.write { db in
            try db.execute("CREATE TEMP TABLE importedSource (sourceId TEXT PRIMARY KEY, line INTEGER NOT NULL) WITHOUT ROWID")
            let seen = try db.makeStatement("SELECT line FROM importedSource WHERE sourceId = ?")
            let remember = try db.makeStatement("INSERT INTO importedSource (sourceId, line) VALUES (?, ?)")
            let writer = try MessageWriter(db)
            var count = 0
            while true {
                let imported: ImportedMessage
                do {
                    guard let read = try next() else { break }
                    imported = read
                } catch {
                    failure = error
                    throw error
                }
                if let sourceID = imported.sourceID {
                    seen.bind(sourceID, at: 1)
                    if try seen.step() {
                        let firstLine = Int(seen.int64(at: 0))
                        seen.reset()
                        failure = RepeatedSourceID(sourceID: sourceID, line: imported.line, firstLine: firstLine)
                        throw failure!
                    }
                    seen.reset()
                    remember.bind(sourceID, at: 1)
                    remember.bind(imported.line, at: 2)
                    try remember.execute()
                }
                try writer.insert(imported.message, in: conversationID)
                count += 1
            }
            try db.execute("DROP TABLE importedSource")
            return count
        }
    }

    /// Checkpoints the write-ahead log into the file and leaves WAL mode, with no other
    /// connection open.
    private static func switchToSingleFile(_ path: String) throws {
        do {
            let connection = try SQLiteConnection(path: path, access: .readWrite, busyTimeout: ChatRigDatabase.busyTimeout,
                                                  foreignKeys: false, pragmas: nil)
            defer { connection.close() }
            try connection.execute("PRAGMA journal_mode = DELETE")
        } catch {
            throw StorageError(error, path: path)
        }
    }

    private static func removeDatabaseFiles(at path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }
}
