import CSQLite

/// A SQLite connection of its own, opened read-only on a database file, with a fixed set of
/// statements prepared once for the life of the connection.
///
/// For the read paths whose fixed cost matters more than concurrency: a read here costs the
/// statements' steps plus `BEGIN`/`COMMIT`, without a reader-pool checkout or a
/// statement-cache lookup per query. Not thread-safe: the owner serialises every use (see
/// ``PageReader``).
///
/// On a WAL database each ``readTransaction(_:)`` sees the last transaction committed before
/// its first statement step, by any connection or process.
final class ReadOnlyConnection {
    let path: String
    private let handle: OpaquePointer
    /// The statements named at opening, in the order given.
    private var prepared: [RawStatement] = []
    private var begin: RawStatement!
    private var commit: RawStatement!

    /// Opens `path` read-only (the file must exist) and prepares `statements`.
    ///
    /// - Parameters:
    ///   - pragmas: Run once after opening (mmap and cache sizes).
    /// - Throws: ``SQLiteError``.
    init(path: String, pragmas: String, busyTimeoutMilliseconds: Int32, statements: [String]) throws {
        self.path = path
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(code: code, connection: connection)
            sqlite3_close_v2(connection)
            throw error
        }
        handle = connection
        // From here a throw releases the instance, and `deinit` closes the connection.
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
        try check(sqlite3_exec(connection, pragmas, nil, nil, nil), sql: pragmas)
        begin = try prepare("BEGIN DEFERRED TRANSACTION")
        commit = try prepare("COMMIT TRANSACTION")
        prepared = try statements.map(prepare)
    }

    deinit {
        finalizeAndClose()
    }

    /// The statement at `index` in the list given at opening.
    func statement(_ index: Int) -> RawStatement {
        prepared[index]
    }

    /// Runs `body` in one deferred read transaction: its statements read one consistent
    /// snapshot, the newest committed when the first of them steps. The transaction ends
    /// (and every prepared statement is reset) whether `body` returns or throws, so a
    /// failed read never pins an old snapshot.
    func readTransaction<T>(_ body: () throws -> T) throws -> T {
        if sqlite3_get_autocommit(handle) == 0 {
            // Only a bug could leave a transaction open; end it rather than read a stale snapshot.
            _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        }
        try begin.execute()
        defer {
            for statement in prepared { statement.reset() }
            // A failed commit is answered by a rollback, so the connection is never left in a transaction.
            if (try? commit.execute()) == nil {
                _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            }
        }
        return try body()
    }

    private func prepare(_ sql: String) throws -> RawStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(code: code, connection: handle, sql: sql)
        }
        return RawStatement(handle: statement, connection: handle, sql: sql)
    }

    private func check(_ code: Int32, sql: String) throws {
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, connection: handle, sql: sql)
        }
    }

    private func finalizeAndClose() {
        for statement in prepared { sqlite3_finalize(statement.handle) }
        if let begin { sqlite3_finalize(begin.handle) }
        if let commit { sqlite3_finalize(commit.handle) }
        sqlite3_close_v2(handle)
    }
}
