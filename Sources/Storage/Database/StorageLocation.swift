/// Where a ChatRig database lives.
public enum StorageLocation: Hashable, Sendable, CustomStringConvertible {
    /// A file on disk, opened in WAL mode (concurrent readers, one writer). The default for
    /// everything but tests.
    case file(String)
    /// A private in-memory database, gone when the last handle closes. For tests.
    case inMemory

    /// The path used in error messages: the file's path, or `:memory:`.
    public var path: String {
        switch self {
        case .file(let path): path
        case .inMemory: ":memory:"
        }
    }

    public var description: String { path }
}
