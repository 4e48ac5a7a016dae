import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate behind ``ExportReader``: follows `trace-query-result` → `node`
/// → `schema` (+ `col`) and `row`, resolves `id`/`ref`, and hands on finished rows.
final class ExportParserDelegate: NSObject, XMLParserDelegate {
    private let path: String
    private let tables: [String: ExportTableSpec]
    private let handler: (ExportRow) throws(ExportError) -> Void
    weak var parser: XMLParser?

    private(set) var error: ExportError?
    private(set) var sawRoot = false
    private(set) var summary = ExportReader.Summary()

    private var stack: [String] = []
    private var store = ExportValueStore()
    private var nodeIndex = 0
    private var rowIndex = 0

    /// The schema being read: its name and column mnemonics.
    private var schemaName: String?
    private var schemaColumns: [String] = []
    private var text = ""
    /// The depth of the element whose own text is being collected, or 0.
    private var captureDepth = 0

    /// The table rows are read for: its spec and, per spec column, its index in the row.
    private var active: (spec: ExportTableSpec, positions: [Int?], columnCount: Int)?

    /// The row being read.
    private var rowCells: [ExportCell?] = []
    private var rowStart = (line: 0, column: 0)
    /// Depth of a row's value elements: trace-query-result/node/row/<value>.
    private let cellDepth = 4
    private var cell: (name: String, id: Int?, fmt: String?, ref: Int?, sentinel: Bool)?

    init(path: String, tables: [ExportTableSpec], handler: @escaping (ExportRow) throws(ExportError) -> Void) {
        self.path = path
        self.tables = Dictionary(tables.map { ($0.schema, $0) }, uniquingKeysWith: { first, _ in first })
        self.handler = handler
    }

    /// Elements nested at most: an export nests five or six (a row's thread holds its process).
    static let maximumDepth = 32
    /// Bytes of one value's text at most.
    static let maximumValueBytes = 65_536

    /// The current element path, with positions of `node` and `row`; each name clipped.
    var elementPath: String {
        stack.prefix(Self.maximumDepth).enumerated().map { depth, name in
            switch (depth, name) {
            case (1, "node"): "node[\(nodeIndex)]"
            case (2, "row"): "row[\(rowIndex)]"
            default: ExportText.quoted(name)
            }
        }.joined(separator: "/")
    }

    private func fail(_ message: String, line: Int? = nil, column: Int? = nil) {
        guard error == nil else { return }
        error = ExportError(path: path, line: line ?? parser?.lineNumber ?? 0, column: column ?? parser?.columnNumber ?? 0,
                            element: elementPath, message: message)
        parser?.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard error == nil else { return }
        stack.append(name)
        let depth = stack.count
        if depth > Self.maximumDepth {
            return fail("elements nested deeper than \(Self.maximumDepth) levels; an xctrace export nests a few")
        }
        if depth == 1 {
            sawRoot = true
            if name == "trace-toc" {
                return fail("this is a table of contents (xctrace export --toc); export the tables with --xpath")
            }
            if name != "trace-query-result" { return fail("not an xctrace export: the root element is <\(ExportText.quoted(name))>, not <trace-query-result>") }
            return
        }
        if depth == 2 {
            guard name == "node" else { return fail("unexpected <\(ExportText.quoted(name))> in <trace-query-result>; expected <node>") }
            nodeIndex += 1
            rowIndex = 0
            return
        }
        if depth == 3 {
            switch name {
            case "schema":
                schemaName = attributes["name"] ?? ""
                schemaColumns = []
            case "row":
                startRow()
            default:
                fail("unexpected <\(ExportText.quoted(name))> in <node>; expected <schema> or <row>")
            }
            return
        }
        if stack[2] == "schema" {
            if depth == 5 && name == "mnemonic" { text = ""; captureDepth = depth }
            return
        }
        guard stack[2] == "row" else { return }
        let id = attributes["id"].flatMap(Int.init)
        let ref = attributes["ref"].flatMap(Int.init)
        for (name, value, number) in [("id", attributes["id"], id), ("ref", attributes["ref"], ref)] {
            guard let value else { continue }
            guard let number, number >= 0 else {
                return fail("\(name)=\"\(ExportText.quoted(value))\" is not a whole number from 0 to \(Int.max)")
            }
        }
        if let id, !store.markSeen(id) {
            return fail("id=\"\(id)\": the export scatters its ids over more than \(IdentifierRanges.maximumRuns) separate runs; "
                        + "xctrace numbers them in order")
        }
        if let ref, !store.hasSeen(ref) { return fail("ref=\"\(ref)\" names no element defined earlier with id=\"\(ref)\"") }
        if depth == cellDepth {
            cell = (name, id, attributes["fmt"], ref, name == "sentinel")
            text = ""
            captureDepth = depth
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, stack.count == captureDepth else { return }
        text += string
        if text.utf8.count > Self.maximumValueBytes {
            fail("a value longer than \(Self.maximumValueBytes) bytes; an xctrace export's values are short")
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil else { return }
        let depth = stack.count
        defer { stack.removeLast() }
        if depth == 3 && name == "schema" { return endSchema() }
        if depth == 5 && name == "mnemonic" && stack[2] == "schema" {
            schemaColumns.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
            captureDepth = 0
            return
        }
        if depth == 3 && name == "row" { return endRow() }
        if depth == cellDepth && stack[2] == "row" { endCell() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard error == nil else { return }
        let reason = ExportXMLError.describe(parseError)
        let message = sawRoot ? "malformed XML (\(reason))" : "not an xctrace export: not XML (\(reason))"
        fail(message)
    }

    // MARK: - Tables

    private func endSchema() {
        let name = schemaName ?? ""
        guard let spec = tables[name] else {
            let known = tables.keys.sorted().joined(separator: ", ")
            return fail("unknown table schema '\(ExportText.quoted(name))'; ChatRig reads \(known)")
        }
        var positions: [Int?] = []
        for mnemonic in spec.columns {
            let position = schemaColumns.firstIndex(of: mnemonic)
            if position == nil && spec.required.contains(mnemonic) {
                return fail("table '\(name)' has no column '\(mnemonic)' (its columns: \(ExportText.quoted(schemaColumns.joined(separator: ", "))))")
            }
            positions.append(position)
        }
        active = (spec, positions, schemaColumns.count)
        summary.rows[name, default: 0] += 0
    }

    private func startRow() {
        rowIndex += 1
        guard active != nil else { return fail("a <row> before any <schema>: the node names no table") }
        rowCells = []
        rowStart = (parser?.lineNumber ?? 0, parser?.columnNumber ?? 0)
    }

    private func endCell() {
        guard let cell, let active else { return }
        self.cell = nil
        captureDepth = 0
        let index = rowCells.count
        rowCells.append(nil)
        guard !cell.sentinel, let specIndex = active.positions.firstIndex(of: index) else { return }
        let mnemonic = active.spec.columns[specIndex]
        let retention = active.spec.retention[mnemonic] ?? .identity
        if let ref = cell.ref {
            switch retention {
            case .identity:
                rowCells[index] = ExportCell(text: "", fmt: nil, identity: "#\(ref)")
            case .value, .recent:
                guard let value = store.value(for: ref) else {
                    return fail("ref=\"\(ref)\" in column '\(mnemonic)' names a value that was not kept (defined in another column, "
                                + "a timestamp more than a few rows back, or unused while \(ExportValueStore.valueBudget >> 20) MiB of newer values were defined)")
                }
                rowCells[index] = ExportCell(text: value.text, fmt: value.fmt, identity: "#\(ref)")
            }
            return
        }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = cell.id { store.keep(.init(text: value, fmt: cell.fmt), for: id, as: retention) }
        rowCells[index] = ExportCell(text: value, fmt: cell.fmt, identity: cell.id.map { "#\($0)" } ?? "=\(value)")
    }

    private func endRow() {
        guard let active else { return }
        guard rowCells.count == active.columnCount else {
            return fail("the row has \(rowCells.count) values for the \(active.columnCount) columns of table '\(active.spec.schema)'",
                        line: rowStart.line, column: rowStart.column)
        }
        let cells = active.positions.map { $0.flatMap { rowCells[$0] } }
        let row = ExportRow(table: active.spec, cells: cells, line: rowStart.line, column: rowStart.column, element: elementPath)
        summary.rows[active.spec.schema, default: 0] += 1
        do {
            try handler(row)
        } catch {
            self.error = error
            parser?.abortParsing()
        }
    }
}
