import Foundation

/// Opening a database: the file's header, the connections, WAL mode, and the checks and
/// migrations that make a file ChatRig's.
extension ChatRigDatabase {
    /// The first 16 bytes of every SQLite 3 database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Refuses a path that is not a regular file, or a non-empty file that does not start
    /// with SQLite's header; a missing or empty file is a new database.
    static func checkHeader(ofFileAt path: String) throws {
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

    /// The writer connection: read-write, created when missing, foreign keys on.
    static func openWriter(path: String) throws -> SQLiteConnection {
        try SQLiteConnection(path: path, access: .readWrite, busyTimeout: busyTimeout, foreignKeys: true, pragmas: readerPragmas)
    }

    /// A reader of the pool: read-only, set up as the writer.
    static func openReader(path: String) throws -> SQLiteConnection {
        try SQLiteConnection(path: path, access: .readOnly, busyTimeout: busyTimeout, foreignKeys: true, pragmas: readerPragmas)
    }

    /// Switches the file to WAL (readers beside one writer), with `synchronous = NORMAL`
    /// (durable at each checkpoint; a commit survives a killed process, SQLite's advice for
    /// WAL), and makes sure a non-empty `-wal` file exists: a read-only connection cannot
    /// create it, and would fail with `SQLITE_CANTOPEN` without it. As GRDB's
    /// `DatabasePool` did (its issue 102).
    static func setUpWAL(_ connection: SQLiteConnection) throws {
        let mode = try connection.fetchOne(String.self, "PRAGMA journal_mode = WAL")
        guard mode == "wal" else {
            throw SQLiteError(code: 1, message: "could not activate WAL Mode at path: \(connection.path)")  // SQLITE_ERROR
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
        let walPath = connection.path + "-wal"
        let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath))?[.size] as? Int ?? 0
        if walSize == 0 {
            try connection.inTransaction(.immediate) {
                try connection.execute("CREATE TABLE grdb_issue_102 (id INTEGER PRIMARY KEY); DROP TABLE grdb_issue_102")
            }
        }
    }

    /// Refuses a database that is not ChatRig's (another program's tables, no ChatRig
    /// `application_id`) or is newer than this build, then applies pending migrations. On a
    /// connection no one else uses meanwhile.
    static func validateAndMigrate(_ connection: SQLiteConnection, path: String) throws {
        let migrator = ChatRigSchema.migrator
        let applicationID = try connection.fetchOne(Int32.self, "PRAGMA application_id") ?? 0
        let tables = try connection.fetchAll(String.self, """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
            ORDER BY name
            """)
        if applicationID != ChatRigSchema.applicationID, !tables.isEmpty {
            let shown = tables.prefix(5).joined(separator: ", ")
            throw StorageError.notChatRigDatabase(
                path: path,
                reason: "application_id \(applicationID), tables: \(shown)\(tables.count > 5 ? ", …" : "")")
        }
        if applicationID == ChatRigSchema.applicationID, try migrator.hasBeenSuperseded(connection) {
            let known = Set(migrator.migrations)
            let unknown = try migrator.appliedIdentifiers(connection).subtracting(known).sorted()
            throw StorageError.notChatRigDatabase(
                path: path,
                reason: "schema from a newer ChatRig: unknown migrations \(unknown.joined(separator: ", "))")
        }
        try migrator.migrate(connection)
    }

    /// Refuses, without writing anything, a database that is not ChatRig's (an empty one
    /// included) or is newer than this build.
    static func validateReadOnly(_ connection: SQLiteConnection, path: String) throws {
        let applicationID = try connection.fetchOne(Int32.self, "PRAGMA application_id") ?? 0
        guard applicationID == ChatRigSchema.applicationID else {
            throw StorageError.notChatRigDatabase(path: path, reason: "application_id \(applicationID)")
        }
        if try ChatRigSchema.migrator.hasBeenSuperseded(connection) {
            throw StorageError.notChatRigDatabase(path: path, reason: "schema from a newer ChatRig")
        }
    }
}
