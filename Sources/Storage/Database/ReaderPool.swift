import CSQLite
import Foundation

/// The read-only connections of an on-disk database in WAL mode, each used by one thread at
/// a time: reads on different threads run at once, beside the writer.
///
/// A read checks an idle connection out (opening a new one when none is idle), runs in one
/// deferred transaction on it (one snapshot: the last commit before its first statement),
/// and checks the connection back in; at most ``maximumIdle`` idle connections are kept, a
/// busier moment's extra connections are closed when their read ends. The checkout is a
/// lock and an array pop: a read costs its statements plus a cached `BEGIN` and `COMMIT`.
///
/// Thread-safe.
final class ReaderPool: @unchecked Sendable {
    /// Idle connections kept open for the next reads: 5, as many readers as GRDB's
    /// `DatabasePool` kept by default before this layer.
    static let maximumIdle = 5

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var idle: [SQLiteConnection] = []
    /// Guarded by `lock`: once closed, no connection is handed out or kept.
    private var isClosed = false
    private let open: () throws -> SQLiteConnection

    /// A pool whose connections `open` makes (read-only, set up as the database's).
    init(open: @escaping () throws -> SQLiteConnection) {
        self.open = open
    }

    /// Runs `body` in one deferred read transaction on a connection no other thread uses
    /// meanwhile.
    ///
    /// - Throws: ``SQLiteError`` (opening a connection, beginning or ending the
    ///   transaction), or what `body` throws.
    func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let connection = try checkOut()
        defer { checkIn(connection) }
        if connection.isInTransaction { connection.rollbackIfNeeded() }  // never a stale snapshot
        return try connection.inTransaction(.deferred) { try body(connection) }
    }

    /// Closes every idle connection, and every busy one when its read ends.
    func close() {
        lock.lock()
        let closing = idle
        idle = []
        isClosed = true
        lock.unlock()
        for connection in closing { connection.close() }
    }

    private func checkOut() throws -> SQLiteConnection {
        lock.lock()
        if isClosed {
            lock.unlock()
            throw SQLiteError(code: SQLITE_MISUSE, message: "the database is closed")
        }
        if let connection = idle.popLast() {
            lock.unlock()
            return connection
        }
        lock.unlock()
        return try open()
    }

    private func checkIn(_ connection: SQLiteConnection) {
        lock.lock()
        let keep = !isClosed && idle.count < Self.maximumIdle
        if keep { idle.append(connection) }
        lock.unlock()
        if !keep { connection.close() }
    }
}
