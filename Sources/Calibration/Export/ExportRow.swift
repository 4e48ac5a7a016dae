/// One value of a row: the element's text, its `fmt` attribute (Instruments' formatted
/// form: `"00:01.234.567"`, `"n=42"`), and an identity that is equal for equal values.
public struct ExportCell: Hashable, Sendable {
    /// The element's own text (for a `ref`, the referenced element's); empty for a column
    /// read by identity only.
    public var text: String
    public var fmt: String?
    /// `#N` for a value defined with `id="N"` or repeated with `ref="N"` (xctrace writes
    /// each distinct value once), else `=` and the text.
    public var identity: String

    public init(text: String, fmt: String?, identity: String) {
        self.text = text
        self.fmt = fmt
        self.identity = identity
    }
}

/// One `<row>` of a table the reader knows, its cells in ``ExportTableSpec/columns`` order.
public struct ExportRow: Sendable {
    public var table: ExportTableSpec
    /// One cell per column of ``ExportTableSpec/columns``: nil for `<sentinel/>` (no value)
    /// or an optional column the table does not have.
    public var cells: [ExportCell?]
    /// Where the row starts, for errors about its values.
    public var line: Int
    public var column: Int
    /// The row's element path, `trace-query-result/node[2]/row[15]`.
    public var element: String

    /// The cell of column `mnemonic`, nil when it is empty or absent.
    public subscript(mnemonic: String) -> ExportCell? {
        guard let index = table.columns.firstIndex(of: mnemonic) else { return nil }
        return cells[index]
    }

    /// An error about column `mnemonic` of this row in the export at `path`.
    public func error(_ message: String, column mnemonic: String, path: String) -> ExportError {
        ExportError(path: path, line: line, column: column, element: "\(element)/\(mnemonic)", message: message)
    }
}
