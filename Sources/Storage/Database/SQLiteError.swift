import CSQLite

/// A failure SQLite reported: its extended result code, its message, and the SQL that failed.
///
/// Internal to the storage layer: every public entry point maps it onto a ``StorageError``
/// naming the file (``StorageError/init(_:path:)``).
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_CONSTRAINT_PRIMARYKEY`, …):
    /// every connection of the layer turns extended codes on.
    var code: Int32
    /// SQLite's message (`sqlite3_errmsg`), when there is one.
    var message: String?
    /// The statement that failed, when there is one.
    var sql: String?

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …): the low byte.
    var primaryCode: Int32 { code & 0xFF }

    /// The error `code` left on `connection`, with its message.
    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        self.code = code
        self.message = connection.map { String(cString: sqlite3_errmsg($0)) }
        self.sql = sql
    }

    init(code: Int32, message: String?, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    var description: String {
        var text = "SQLite error \(code)"
        if let message { text += ": \(message)" }
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
