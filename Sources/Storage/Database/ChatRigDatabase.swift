import Foundation
import GRDB

/// An open ChatRig database: a SQLite connection (a WAL-mode pool on disk, a queue in memory)
/// validated as ChatRig's and migrated to this build's schema.
///
/// Opening checks, in order: that a non-empty file starts with SQLite's header
/// ("file is not a database" otherwise), that a database with tables carries ChatRig's
/// `application_id` ("not a ChatRig database" otherwise), that it holds no migration newer
/// than this build knows, and then applies any pending migrations.
///
/// Writers wait up to ``busyTimeout`` for a lock held by another connection or process
/// before failing with `SQLITE_BUSY`. Every multi-row write of the stores runs in one
/// transaction, so a process killed mid-write leaves the last committed state.
public final class ChatRigDatabase: Sendable {
    /// Where the database lives.
    public let location: StorageLocation
    /// How long a writer waits for a lock held elsewhere: 5 s.
    public static let busyTimeout: TimeInterval = 5

    /// Bytes of the file each connection memory-maps (`PRAGMA mmap_size`): 256 MiB.
    static let mmapSize = 256 * 1_048_576
    /// Page cache per connection (`PRAGMA cache_size`): 16 MiB.
    static let cacheKibibytes = 16_384

    /// Run on every connection when it opens. Page reads hit random depths of large
    /// histories: map the file instead of copying pages through read(2), and keep hot b-tree
    /// pages in a larger cache.
    static let readerPragmas = "PRAGMA mmap_size = \(mmapSize); PRAGMA cache_size = -\(cacheKibibytes)"

    let writer: any DatabaseWriter

    /// Opens (creating if needed) and migrates the database at `location`.
    ///
    /// - Throws: ``StorageError`` naming the file.
    public init(location: StorageLocation) throws {
        self.location = location
        let path = location.path
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "ChatRig"
        configuration.prepareDatabase { db in
            try db.execute(sql: Self.readerPragmas)
        }
        do {
            switch location {
            case .inMemory:
                writer = try DatabaseQueue(configuration: configuration)
            case .file(let filePath):
                // Two processes creating the same new history at once would race on switching
                // it to WAL and on its first migration ("database is locked", "table already
                // exists"): opening and migrating are serialised by a lock on the folder.
                let lock = FolderLock(holding: (filePath as NSString).deletingLastPathComponent)
                defer { lock.release() }
                try Self.checkHeader(ofFileAt: filePath)
                writer = try DatabasePool(path: filePath, configuration: configuration)
                try Self.validateAndMigrate(writer, path: path)
            }
            if case .inMemory = location { try Self.validateAndMigrate(writer, path: path) }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// Opens the ChatRig database at `path` for reading only: nothing is created, migrated,
    /// switched to WAL or written, so a history in a read-only folder, on a read-only
    /// file system or marked immutable reads as well as any other, and a file that is not
    /// ChatRig's is left exactly as it was.
    ///
    /// - Throws: ``StorageError`` naming the file: missing, not a regular file, not a SQLite
    ///   database, not ChatRig's (an empty file included), or from a newer ChatRig.
    public init(readingFrom path: String) throws {
        location = .file(path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "ChatRig"
        // Not mapped (`readerPragmas`): `history` reads every page of a year of CI, and the
        // mapped pages would count in its resident memory (289 MiB on a 263 MB history).
        do {
            guard FileManager.default.fileExists(atPath: path) else {
                throw StorageError.sqlite(path: path, code: 14, message: "no such file")  // SQLITE_CANTOPEN
            }
            try Self.checkHeader(ofFileAt: path)
            writer = try DatabaseQueue(path: path, configuration: configuration)
            try writer.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                guard applicationID == ChatRigSchema.applicationID else {
                    throw StorageError.notChatRigDatabase(path: path, reason: "application_id \(applicationID)")
                }
                if try ChatRigSchema.migrator.hasBeenSuperseded(db) {
                    throw StorageError.notChatRigDatabase(path: path, reason: "schema from a newer ChatRig")
                }
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// Runs SQLite's `integrity_check` and returns its findings; empty when the file is
    /// sound. O(size of the database).
    public func integrityCheck() throws -> [String] {
        try read { db in
            let lines = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            return lines == ["ok"] ? [] : lines
        }
    }

    /// The identifiers of the migrations applied to this database, in order.
    public func appliedMigrations() throws -> [String] {
        try read { db in try ChatRigSchema.migrator.appliedMigrations(db) }
    }

    // MARK: Access for the stores

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: location.path)
        }
    }

    /// A read on the reader pool for hot paths: one deferred read transaction (a consistent
    /// snapshot across the statements of `body`) begun and ended with cached prepared
    /// statements.
    ///
    /// GRDB's `read` re-prepares `BEGIN`/`COMMIT` and checks the schema on every call; this
    /// path reuses prepared statements instead (measured: 12 fewer allocations per page).
    /// The reader-pool checkout itself remains (`StorageBenchmarks`'
    /// `MessageStoreReadTransactionFloor`: 55–78 µs and 95 allocations for a one-row read on
    /// the loaded 2-core benchmark machine), which is why on-disk page reads use
    /// ``PageReader``'s own connection and come here only when it is busy or the database is
    /// in memory. `body` must only read, and the caller must not be inside another database
    /// access.
    func snapshotRead<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.unsafeReentrantRead { db in
                let begin = RawStatement(try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION"), in: db)
                let commit = RawStatement(try db.cachedStatement(sql: "COMMIT TRANSACTION"), in: db)
                try begin.execute()
                let result: T
                do {
                    result = try body(db)
                } catch {
                    try? commit.execute()  // a read-only transaction: ending it discards nothing
                    throw error
                }
                try commit.execute()
                return result
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: location.path)
        }
    }

    /// Runs `body` in one immediate transaction: all its writes commit together or none does.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: location.path)
        }
    }

    // MARK: Opening

    /// The first 16 bytes of every SQLite 3 database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    private static func checkHeader(ofFileAt path: String) throws {
        // Only a regular file (or nothing) is opened: opening a FIFO waits for a writer forever,
        // and a device is no database.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw StorageError.notADatabase(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return }  // new file
        defer { try? handle.close() }  // closing a handle only read from loses nothing
        let prefix: Data
        do {
            prefix = try handle.read(upToCount: sqliteHeader.count) ?? Data()
        } catch {
            throw StorageError.corruptDatabase(path: path, reason: "its header cannot be read: \(error)")
        }
        if prefix.isEmpty { return }  // an empty file is a new database
        if Array(prefix) != sqliteHeader {
            throw StorageError.notADatabase(path: path)
        }
    }

    private static func validateAndMigrate(_ writer: any DatabaseWriter, path: String) throws {
        let migrator = ChatRigSchema.migrator
        try writer.read { db in
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                ORDER BY name
                """)
            if applicationID != ChatRigSchema.applicationID {
                if !tables.isEmpty {
                    let shown = tables.prefix(5).joined(separator: ", ")
                    throw StorageError.notChatRigDatabase(
                        path: path,
                        reason: "application_id \(applicationID), tables: \(shown)\(tables.count > 5 ? ", …" : "")")
                }
                return
            }
            if try migrator.hasBeenSuperseded(db) {
                let known = Set(migrator.migrations)
                let unknown = try migrator.appliedIdentifiers(db).subtracting(known).sorted()
                throw StorageError.notChatRigDatabase(
                    path: path,
                    reason: "schema from a newer ChatRig: unknown migrations \(unknown.joined(separator: ", "))")
            }
        }
        try migrator.migrate(writer)
    }
}

extension StorageError {
    /// Maps a GRDB/SQLite error onto a storage error naming `path`.
    init(_ error: any Error, path: String) {
        if let error = error as? StorageError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .sqlite(path: path, code: -1, message: String(describing: error))
            return
        }
        switch error.resultCode {
        case .SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            self = .corruptDatabase(path: path, reason: error.message ?? "SQLITE_CORRUPT")
        default:
            self = .sqlite(path: path, code: error.extendedResultCode.rawValue,
                           message: error.message ?? error.description)
        }
    }
}
