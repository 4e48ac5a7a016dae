/// An error of the storage layer. Every case that concerns a database file names its path.
///
/// Opening a file that is not a SQLite database at all gives ``notADatabase(path:)``
/// ("file is not a database"); a SQLite database that another program made, or that a newer
/// ChatRig migrated past this build's schema, gives ``notChatRigDatabase(path:reason:)``
/// ("not a ChatRig database").
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but is not a SQLite database (garbage, truncated header, another format).
    case notADatabase(path: String)
    /// The file is a SQLite database without ChatRig's schema, or with a schema from a newer
    /// ChatRig (migrations this build does not know).
    case notChatRigDatabase(path: String, reason: String)
    /// SQLite reports the file as damaged (`SQLITE_CORRUPT`, a failed integrity check, or a row
    /// that does not decode).
    case corruptDatabase(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's extended result code and message.
    case sqlite(path: String, code: Int32, message: String)
    /// A conversation that the operation needs does not exist.
    case conversationNotFound(path: String, conversationID: Int64)
    /// An embedding whose length differs from the vector store's dimension.
    case dimensionMismatch(path: String, expected: Int, actual: Int)
    /// A caller passed a value outside the documented domain.
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path): file is not a database"
        case .notChatRigDatabase(let path, let reason):
            "\(path): not a ChatRig database (\(reason))"
        case .corruptDatabase(let path, let reason):
            "\(path): database is corrupt (\(reason))"
        case .sqlite(let path, let code, let message):
            "\(path): SQLite error \(code): \(message)"
        case .conversationNotFound(let path, let id):
            "\(path): no conversation with id \(id)"
        case .dimensionMismatch(let path, let expected, let actual):
            "\(path): embedding has \(actual) dimensions, the vector store holds \(expected)"
        case .invalidArgument(let message):
            "invalid argument: \(message)"
        }
    }

    /// The database file the error concerns, when there is one.
    public var path: String? {
        switch self {
        case .notADatabase(let path), .notChatRigDatabase(let path, _), .corruptDatabase(let path, _),
             .sqlite(let path, _, _), .conversationNotFound(let path, _), .dimensionMismatch(let path, _, _):
            path
        case .invalidArgument:
            nil
        }
    }
}
