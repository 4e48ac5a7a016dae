/// A conversation read from a SQLite message store instead of generated from the seed:
/// `conversation: { messages: conversations/support.sqlite }` (written by
/// `chatrig history import` from a team's export, or `chatrig history scrub`).
///
/// The parser checks the path (relative to the scenario file's folder, inside it, a regular
/// file starting with SQLite's header); the suite runner opens the store when it plans the
/// run and reports what it finds wrong there at ``location``.
public struct StoredConversation: Hashable, Sendable {
    /// The path as written in the scenario, relative to the scenario file's folder.
    public var path: String
    /// The path to open: the scenario file's folder joined with ``path``.
    public var resolvedPath: String
    /// Where the scenario names it (the value of `messages:`), for errors found later. Not
    /// part of the value's identity: a scenario written back and read again is equal to the
    /// original though its `messages:` moved.
    public var location: SourceLocation

    public init(path: String, resolvedPath: String, location: SourceLocation) {
        self.path = path
        self.resolvedPath = resolvedPath
        self.location = location
    }

    public static func == (lhs: StoredConversation, rhs: StoredConversation) -> Bool {
        lhs.path == rhs.path && lhs.resolvedPath == rhs.resolvedPath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(resolvedPath)
    }
}
