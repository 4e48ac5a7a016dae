/// A problem with an `xctrace export` file: where it is (file, line, column, and the
/// element path such as `trace-query-result/node[1]/row[12]/event-time`) and what is wrong.
/// `chatrig calibrate` prints it and exits with status 2, writing nothing.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The export file as given on the command line.
    public var path: String
    /// 1-based line of the element (as the XML parser reports it); 0 when the problem is
    /// the file as a whole.
    public var line: Int
    /// 1-based column, or 0. The XML parser (libxml2) reports positions where an element's
    /// start tag ends, so for an element the column points at its tag's closing `>`.
    public var column: Int
    /// The element path, `/`-separated with 1-based positions of `node` and `row`; empty
    /// for a problem with the file as a whole.
    public var element: String
    public var message: String

    public init(path: String, line: Int = 0, column: Int = 0, element: String = "", message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.element = element
        self.message = message
    }

    /// `file:line:column: <element>: message`, in the form compilers use.
    public var description: String {
        let place = line > 0 ? "\(path):\(line):\(column)" : path
        return element.isEmpty ? "\(place): \(message)" : "\(place): \(element): \(message)"
    }
}
