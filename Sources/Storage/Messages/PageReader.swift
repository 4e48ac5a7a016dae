import Foundation

/// The page-read connection of an on-disk ``MessageStore``: one ``ReadOnlyConnection`` with
/// every ``MessageQuery`` prepared, opened on first use and guarded by a lock.
///
/// A read that finds the connection busy with another thread does not wait: ``read(_:)``
/// returns `nil` and the caller reads through the database's reader pool instead, so
/// concurrent page reads still run in parallel.
///
/// Measured on the loaded 2-core benchmark machine (`StorageBenchmarks`), when the pool was
/// GRDB's: its checkout alone cost about 53 µs and 95 allocations per read, more than a whole
/// page of 50 messages costs on this connection. The pool of this layer costs a lock and a
/// cached `BEGIN`/`COMMIT` (a whole one-row read: 8–10 µs), but a page here still skips the
/// statement-cache look-ups.
final class PageReader: @unchecked Sendable {
    private let database: ChatRigDatabase
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var connection: ReadOnlyConnection?

    init(database: ChatRigDatabase) {
        self.database = database
    }

    /// Whether the dedicated connection has been opened (by a first page read).
    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return connection != nil
    }

    /// Runs `body` in one read transaction on the dedicated connection; `nil` without
    /// running it when another thread is using the connection.
    ///
    /// - Throws: ``StorageError`` naming the file, when opening the connection or a
    ///   statement fails, or what `body` throws.
    func read<T>(_ body: (MessageStatements) throws -> T) throws -> T? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        do {
            let connection = try openedConnection()
            return try connection.readTransaction { try body(.readOnly(connection)) }
        } catch {
            throw StorageError(error, path: database.location.path)
        }
    }

    private func openedConnection() throws -> ReadOnlyConnection {
        if let connection { return connection }
        let opened = try ReadOnlyConnection(
            path: database.location.path,
            pragmas: ChatRigDatabase.readerPragmas,
            busyTimeoutMilliseconds: Int32(ChatRigDatabase.busyTimeout * 1_000),
            statements: MessageQuery.allCases.map(\.sql))
        connection = opened
        return opened
    }
}
