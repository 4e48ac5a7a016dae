import CSQLite

extension StorageError {
    /// Maps an error of the storage layer onto a storage error naming `path`: a
    /// ``StorageError`` is kept as it is; SQLite's `SQLITE_NOTADB` is
    /// ``notADatabase(path:)``, `SQLITE_CORRUPT` ``corruptDatabase(path:reason:)`` with
    /// SQLite's message, any other SQLite failure ``sqlite(path:code:message:)`` with the
    /// extended result code; anything else ``sqlite(path:code:message:)`` with code -1.
    init(_ error: any Error, path: String) {
        if let error = error as? StorageError {
            self = error
            return
        }
        guard let error = error as? SQLiteError else {
            self = .sqlite(path: path, code: -1, message: String(describing: error))
            return
        }
        switch error.primaryCode {
        case SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case SQLITE_CORRUPT:
            self = .corruptDatabase(path: path, reason: error.message ?? "SQLITE_CORRUPT")
        default:
            self = .sqlite(path: path, code: error.code, message: error.message ?? error.description)
        }
    }
}
