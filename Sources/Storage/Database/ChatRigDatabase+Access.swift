/// The accesses the stores make: reads, transactions, and connection-wide settings.
/// Every error leaves as a ``StorageError`` naming the file.
extension ChatRigDatabase {
    /// Runs `body` in one read transaction (one snapshot across its statements: the newest
    /// commit when its first statement steps), on a reader of the pool on disk, on the
    /// writer connection in memory or when the file was opened read-only. `body` must only
    /// read, and must not call back into the database.
    ///
    /// Every statement `body` prepares through the connection's cache
    /// (``SQLiteConnection/cachedStatement(_:)``) is prepared once per connection: a read
    /// costs a pool checkout (a lock), cached `BEGIN` and `COMMIT`, and its statements' steps
    /// (a one-row read: 8–10 µs on the loaded 2-core machine, against 75–97 µs through GRDB's
    /// pool before this layer; release builds, 50,000 reads, three runs each).
    func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        do {
            if let readers { return try readers.read(body) }
            return try writer.sync { connection in try connection.inTransaction(.deferred) { try body(connection) } }
        } catch {
            throw StorageError(error, path: location.path)
        }
    }

    /// Runs `body` in one immediate transaction on the writer: all its writes commit together
    /// or none does. Writes run one at a time.
    func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        do {
            return try writer.sync { connection in try connection.inTransaction(.immediate) { try body(connection) } }
        } catch {
            throw StorageError(error, path: location.path)
        }
    }

    /// Runs `body` on the writer outside any transaction: for settings of the connection
    /// (`PRAGMA`s) and operations SQLite refuses inside a transaction (a WAL checkpoint).
    func writeWithoutTransaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        do {
            return try writer.sync(body)
        } catch {
            throw StorageError(error, path: location.path)
        }
    }
}
