/// Transactions on one connection.
extension SQLiteConnection {
    /// How a transaction takes its locks (https://sqlite.org/lang_transaction.html).
    enum TransactionKind {
        /// Takes no lock until the first statement: a read transaction sees the last commit
        /// before its first read, and one snapshot until it ends.
        case deferred
        /// Takes the write lock at once (waiting up to the busy timeout for another writer):
        /// the writes of the transaction never fail half-way for a lock.
        case immediate

        var beginSQL: String {
            switch self {
            case .deferred: "BEGIN DEFERRED TRANSACTION"
            case .immediate: "BEGIN IMMEDIATE TRANSACTION"
            }
        }
    }

    /// Runs `body` in one transaction, committed when `body` returns and rolled back when it
    /// throws or the commit fails: all of its writes land together or none does, so a
    /// process killed part-way leaves the last committed state.
    ///
    /// `BEGIN` and `COMMIT` are cached statements: a transaction costs no preparation.
    ///
    /// - Throws: The first error: `body`'s, else the commit's (``SQLiteError``).
    func inTransaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try cachedStatement(kind.beginSQL).execute()
        let result: T
        do {
            result = try body()
            try cachedStatement("COMMIT TRANSACTION").execute()
        } catch {
            rollbackIfNeeded()
            throw error
        }
        return result
    }

    /// Ends an open transaction without committing it. A rollback that fails (SQLite has
    /// already ended the transaction after some errors) changes nothing to report: the
    /// error that led here is the one thrown.
    func rollbackIfNeeded() {
        guard isInTransaction else { return }
        try? cachedStatement("ROLLBACK TRANSACTION").execute()
    }
}
