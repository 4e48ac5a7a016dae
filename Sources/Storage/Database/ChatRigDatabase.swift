import Foundation

/// An open ChatRig database: SQLite connections through SQLite's C API (on disk, in WAL
/// mode, one writer and a pool of readers; in memory, one connection), validated as
/// ChatRig's and migrated to this build's schema.
///
/// Opening checks, in order: that a non-empty file starts with SQLite's header
/// ("file is not a database" otherwise), that a database with tables carries ChatRig's
/// `application_id` ("not a ChatRig database" otherwise), that it holds no migration newer
/// than this build knows, and then applies any pending migrations (``SchemaMigrator``,
/// which keeps GRDB's `grdb_migrations` table: files of every ChatRig version open).
///
/// Writers wait up to ``busyTimeout`` for a lock held by another connection or process
/// before failing with `SQLITE_BUSY`. Every multi-row write of the stores runs in one
/// transaction, so a process killed mid-write leaves the last committed state.
///
/// Thread-safe: writes run one at a time on the writer connection (``SerializedConnection``);
/// on disk, reads run at once on connections of their own (``ReaderPool``), each in one
/// read transaction, beside the writer (WAL: readers never wait for it, nor it for them).
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

    /// The connection every write runs on; in memory, or opened read-only, every read too.
    let writer: SerializedConnection
    /// The read connections of an on-disk database opened for writing; `nil` otherwise.
    let readers: ReaderPool?

    /// Opens (creating if needed) and migrates the database at `location`.
    ///
    /// - Throws: ``StorageError`` naming the file.
    public init(location: StorageLocation) throws {
        self.location = location
        let path = location.path
        do {
            switch location {
            case .inMemory:
                writer = SerializedConnection(try Self.openWriter(path: path))
                readers = nil
            case .file(let filePath):
                // Two processes creating the same new history at once would race on switching
                // it to WAL and on its first migration ("database is locked", "table already
                // exists"): opening and migrating are serialised by a lock on the folder.
                let lock = FolderLock(holding: (filePath as NSString).deletingLastPathComponent)
                defer { lock.release() }
                try Self.checkHeader(ofFileAt: filePath)
                let connection = try Self.openWriter(path: filePath)
                try Self.setUpWAL(connection)
                writer = SerializedConnection(connection)
                readers = ReaderPool { try Self.openReader(path: filePath) }
                try writer.sync { try Self.validateAndMigrate($0, path: path) }
            }
            if case .inMemory = location { try writer.sync { try Self.validateAndMigrate($0, path: path) } }
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
        readers = nil
        // Not mapped (`readerPragmas`): `history` reads every page of a year of CI, and the
        // mapped pages would count in its resident memory (289 MiB on a 263 MB history).
        do {
            guard FileManager.default.fileExists(atPath: path) else {
                throw StorageError.sqlite(path: path, code: 14, message: "no such file")  // SQLITE_CANTOPEN
            }
            try Self.checkHeader(ofFileAt: path)
            writer = SerializedConnection(try SQLiteConnection(
                path: path, access: .readOnly, busyTimeout: Self.busyTimeout, foreignKeys: false, pragmas: nil))
            try writer.sync { try Self.validateReadOnly($0, path: path) }
        } catch {
            throw StorageError(error, path: path)
        }
    }

    deinit {
        close()
    }

    /// Runs SQLite's `integrity_check` and returns its findings; empty when the file is
    /// sound. O(size of the database).
    public func integrityCheck() throws -> [String] {
        try read { connection in
            let lines = try connection.fetchAll(String.self, "PRAGMA integrity_check")
            return lines == ["ok"] ? [] : lines
        }
    }

    /// The identifiers of the migrations applied to this database, in order.
    public func appliedMigrations() throws -> [String] {
        try read { connection in try ChatRigSchema.migrator.appliedMigrations(connection) }
    }

    /// Closes every connection (the readers', then the writer's, which on disk checkpoints
    /// the write-ahead log into the file and removes it). Later accesses throw.
    func close() {
        readers?.close()
        writer.close()
    }
}
