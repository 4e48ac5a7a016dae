import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an `xctrace export --xpath …` XML file as a stream of rows, in bounded memory:
/// Foundation's event-driven `XMLParser` reads the file in chunks, each row is handed on
/// as soon as it ends and then dropped, and repeated values (`ref="N"` to an earlier
/// `id="N"`) are resolved from ``ExportValueStore``.
///
/// Recent Xcode versions export a table as two `<node>`s, the second without a `<schema>`;
/// a node without one continues the table of the node before it.
public enum ExportReader {
    /// What one file held: rows read per schema name.
    public struct Summary: Hashable, Sendable {
        public var rows: [String: Int] = [:]
    }

    /// Reads the export at `url` (named `path` in errors), handing every row of a table in
    /// `tables` to `row`.
    ///
    /// - Throws: ``ExportError`` naming the line, column and element path when the file is
    ///   not a regular file, is empty, declares a DTD or an XML version other than 1.0
    ///   (``ExportProlog``), is not an export, is malformed XML, nests deeper than a few
    ///   levels, has a table not in `tables`, lacks a needed column, has a negative id or
    ///   `ref`s an id it never defined, or when `row` throws.
    /// - Complexity: O(file size) time; memory bounded whatever the file: runs of ids
    ///   (one for an export xctrace wrote), 16 MiB of kept values, the latest 256 timestamps.
    public static func read(
        _ url: URL, path: String, tables: [ExportTableSpec] = ExportTableSpec.known,
        row: @escaping (ExportRow) throws(ExportError) -> Void
    ) throws(ExportError) -> Summary {
        try ExportProlog.check(url, path: path)
        guard let stream = InputStream(url: url) else {
            throw ExportError(path: path, message: "cannot read the file")
        }
        let parser = XMLParser(stream: stream)
        let delegate = ExportParserDelegate(path: path, tables: tables, handler: row)
        parser.delegate = delegate
        delegate.parser = parser
        let parsed = parser.parse()
        if let error = delegate.error { throw error }
        if !parsed {
            let reason = parser.parserError.map { ExportXMLError.describe($0) } ?? "unknown XML error"
            throw ExportError(path: path, line: parser.lineNumber, column: parser.columnNumber,
                              element: delegate.elementPath, message: delegate.sawRoot
                                  ? "malformed XML (\(reason))"
                                  : "not an xctrace export: not XML (\(reason))")
        }
        guard delegate.sawRoot else {
            throw ExportError(path: path, message: "not an xctrace export: the file is empty")
        }
        return delegate.summary
    }
}
