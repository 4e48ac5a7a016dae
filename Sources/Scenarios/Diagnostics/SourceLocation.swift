/// A place in a source file: a path and, when known, a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as given to the parser.
    public var path: String
    /// 1-based line, or `nil` when the location is the whole file.
    public var line: Int?
    /// 1-based column, or `nil` when the location is the whole file.
    public var column: Int?

    /// Creates a location at `line`:`column` of `path`.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// Creates a location naming a whole file (or folder).
    public init(path: String) {
        self.path = path
        self.line = nil
        self.column = nil
    }

    /// `path:line:column`, or `path` when there is no position.
    public var description: String {
        guard let line, let column else { return path }
        return "\(path):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        let l = (lhs.line ?? 0, lhs.column ?? 0)
        let r = (rhs.line ?? 0, rhs.column ?? 0)
        return l < r
    }
}
