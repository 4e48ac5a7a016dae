/// A report or baseline file that cannot be read as one: missing, truncated, hand-edited
/// into an invalid shape, or of a schema this build does not know. One line naming the file.
public struct ReportReadError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "Error: \(path): \(reason)" }
}
