import Foundation

/// A ``SQLiteConnection`` that one thread at a time uses: the writer of a database (every
/// write, one after another, as SQLite allows one writer), and, in memory or when a file is
/// opened read-only, its reader too.
///
/// Thread-safe: ``sync(_:)`` holds a lock for the whole of its closure. Not reentrant: a
/// closure that calls ``sync(_:)`` on the same connection deadlocks (the stores never nest
/// database accesses).
final class SerializedConnection: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private let connection: SQLiteConnection

    init(_ connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Runs `body` with the connection, no other thread using it meanwhile.
    func sync<T>(_ body: (SQLiteConnection) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }

    /// Closes the connection once no other thread is using it; later uses throw
    /// `SQLITE_MISUSE`.
    func close() {
        sync { $0.close() }
    }
}
