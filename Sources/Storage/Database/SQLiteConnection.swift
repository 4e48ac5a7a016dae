import CSQLite
import Foundation

/// One connection to a SQLite database through SQLite's C API, with a cache of prepared
/// statements: the storage layer's only way into SQLite (``ReadOnlyConnection`` is one, opened
/// read-only, holding a fixed set of statements for the page reads).
///
/// Not thread-safe: whoever owns a connection serialises every use of it
/// (``SerializedConnection`` for a database's writer, ``ReaderPool`` hands each reader to one
/// thread at a time). Opened with `SQLITE_OPEN_NOMUTEX` for that reason: SQLite's own mutex
/// would only repeat the owner's.
///
/// Every connection is set up alike: extended result codes, a busy timeout, double-quoted
/// string literals refused (SQLite's advice, and GRDB's default before this layer), foreign
/// keys when asked, the given pragmas, and a first read of `sqlite_master`, so that a file
/// that is not a database, or is damaged, fails at opening rather than at first use.
final class SQLiteConnection {
    /// How a connection opens its file.
    enum Access {
        /// Read and write; the file is created when missing.
        case readWrite
        /// Read only; the file must exist. Any write fails with `SQLITE_READONLY`.
        case readOnly
    }

    /// The path the connection opened (`:memory:` for a private in-memory database).
    let path: String
    /// The `sqlite3 *` handle, valid until ``close()``.
    let handle: OpaquePointer
    /// Prepared statements by SQL, finalised by ``close()``.
    private var cache: [String: OpaquePointer] = [:]
    private var isClosed = false

    /// Opens the database at `path` and sets the connection up (see the type's description).
    ///
    /// - Parameters:
    ///   - busyTimeout: How long a statement waits for a lock held by another connection
    ///     before failing with `SQLITE_BUSY`.
    ///   - foreignKeys: Whether `PRAGMA foreign_keys` is turned on.
    ///   - pragmas: SQL run once after the set-up (cache and memory-map sizes), or `nil`.
    /// - Throws: ``SQLiteError``.
    init(path: String, access: Access, busyTimeout: TimeInterval, foreignKeys: Bool, pragmas: String?) throws {
        let flags = switch access {
        case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readOnly: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        }
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(code: code, connection: connection)
            sqlite3_close_v2(connection)
            throw error
        }
        self.path = path
        handle = connection
        // From here a throw releases the instance, and `deinit` closes the connection.
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, Int32((busyTimeout * 1_000).rounded()))
        chatrig_sqlite3_disable_double_quoted_strings(connection)
        if foreignKeys { try execute("PRAGMA foreign_keys = ON") }
        if let pragmas { try execute(pragmas) }
        // SQLite reads nothing at opening: the first read tells a damaged or foreign file.
        try forEachRow("SELECT * FROM sqlite_master LIMIT 1", []) { _ in }
    }

    deinit {
        close()
    }

    /// Finalises every cached statement and closes the connection. Statements prepared with
    /// ``makeStatement(_:)`` and still alive keep the connection open until they are
    /// released (`sqlite3_close_v2`). Closing twice does nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for statement in cache.values { sqlite3_finalize(statement) }
        cache = [:]
        sqlite3_close_v2(handle)
    }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last row inserted through this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    // MARK: Statements

    /// Runs `sql`, which may hold several statements separated by semicolons and returns
    /// no rows that matter (rows are stepped through and dropped).
    ///
    /// - Throws: ``SQLiteError`` naming the statement.
    func execute(_ sql: String) throws {
        guard !isClosed else { throw Self.closedError(sql) }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: message.map { String(cString: $0) }, sql: sql)
        }
    }

    /// Runs one statement with `arguments` bound to its parameters, in order, through the
    /// statement cache.
    ///
    /// - Throws: ``SQLiteError`` naming the statement.
    func execute(_ sql: String, _ arguments: any SQLiteArgument...) throws {
        let statement = try cachedStatement(sql)
        statement.bind(arguments)
        try statement.execute()
    }

    /// The statement for `sql`, prepared once for the life of the connection and reset,
    /// ready to bind and step. The caller resets it when it is done (``RawStatement/execute()``
    /// does), and must not use it once the connection is closed.
    ///
    /// - Throws: ``SQLiteError`` naming the statement.
    func cachedStatement(_ sql: String) throws -> RawStatement {
        if let cached = cache[sql] {
            sqlite3_reset(cached)
            return RawStatement(handle: cached, connection: handle, sql: sql)
        }
        let prepared = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        cache[sql] = prepared
        return RawStatement(handle: prepared, connection: handle, sql: sql)
    }

    /// A statement for `sql` of its own, finalised when the last copy of the returned
    /// value is released: for a statement run once (a scan whose SQL depends on its filter).
    ///
    /// - Throws: ``SQLiteError`` naming the statement.
    func makeStatement(_ sql: String) throws -> RawStatement {
        let prepared = try prepare(sql, flags: 0)
        return RawStatement(handle: prepared, connection: handle, sql: sql, owner: FinalizedOnRelease(prepared))
    }

    private func prepare(_ sql: String, flags: UInt32) throws -> OpaquePointer {
        guard !isClosed else { throw Self.closedError(sql) }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(code: code, connection: handle, sql: sql)
        }
        return statement
    }

    /// `SQLITE_MISUSE`: a statement on a closed connection.
    private static func closedError(_ sql: String) -> SQLiteError {
        SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed", sql: sql)
    }
}

/// Finalises a statement made by ``SQLiteConnection/makeStatement(_:)`` when released.
private final class FinalizedOnRelease {
    private let statement: OpaquePointer

    init(_ statement: OpaquePointer) {
        self.statement = statement
    }

    deinit {
        sqlite3_finalize(statement)
    }
}
