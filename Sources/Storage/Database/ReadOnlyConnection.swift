import Foundation

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
    /// The connection, opened read-only and set up as every connection is; its statement
    /// cache holds (and on closing finalises) the statements below.
    private let connection: SQLiteConnection
    /// The statements named at opening, in the order given.
    private let prepared: [RawStatement]
    private let begin: RawStatement
    private let commit: RawStatement

    /// Opens `path` read-only (the file must exist) and prepares `statements`.
    ///
    /// - Parameters:
    ///   - pragmas: Run once after opening (mmap and cache sizes).
    /// - Throws: ``SQLiteError``.
    init(path: String, pragmas: String, busyTimeoutMilliseconds: Int32, statements: [String]) throws {
        self.path = path
        connection = try SQLiteConnection(path: path, access: .readOnly, busyTimeout: TimeInterval(busyTimeoutMilliseconds) / 1_000,
                                          foreignKeys: false, pragmas: pragmas)
        begin = try connection.cachedStatement("BEGIN DEFERRED TRANSACTION")
        commit = try connection.cachedStatement("COMMIT TRANSACTION")
        prepared = try statements.map(connection.cachedStatement)
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
        if connection.isInTransaction {
            // Only a bug could leave a transaction open; end it rather than read a stale snapshot.
            try? connection.execute("ROLLBACK")
        }
        try begin.execute()
        defer {
            for statement in prepared { statement.reset() }
            // A failed commit is answered by a rollback, so the connection is never left in a transaction.
            if (try? commit.execute()) == nil {
                try? connection.execute("ROLLBACK")
            }
        }
        return try body()
    }
}
