import ChangeJudging
import Foundation
import Scenarios

extension StabilityThresholds {
    /// `existing` (a thresholds file's text, or empty) with the measured entries merged in,
    /// through the file's own lines (``YAMLLineDocument``): a root entry is this command's
    /// when its whole line is a measured line as ``measuredLine(_:)`` writes it, and only those lines
    /// are replaced; every other byte (hand-written entries, comments anywhere, quoting,
    /// unknown keys, CRLF, `...`) stays. A hand-written entry for a host metric — however its
    /// key is quoted — wins over the measured one. The result is parsed again before it is
    /// returned.
    ///
    /// - Throws: ``ScenarioFileError`` when `existing` is not a valid thresholds file (file,
    ///   line and column), is a non-empty flow mapping (`{ … }`, which takes no added lines),
    ///   or — a bug — when the merged text does not parse; a broken file is never written.
    public func merged(into existing: String, path: String) throws(ScenarioFileError) -> String {
        var document = try YAMLLineDocument(existing, path: path)
        if document.root != nil { _ = try ThresholdsParser.parse(yaml: existing, path: path) }
        if document.rootIsFlowMapping { try Self.dropEmptyFlowRoot(&document, path: path) }
        let entriesNow = document.rootEntries
        // The root's indentation: the first entry's line's leading spaces (its key may stand
        // after a `? ` of an explicit key).
        let indent = entriesNow.first.map { document.lines[$0.keyLine].prefix { $0 == " " }.count } ?? 0
        var owned = Set<Int>()
        var handWritten = Set<String>()
        for entry in entriesNow {
            if Self.isMeasuredLine(document.lines[entry.keyLine], key: entry.key, indent: indent, entry: entry) {
                owned.insert(entry.keyLine)
            } else {
                handWritten.insert(entry.key)
            }
        }
        var insertion = document.endOfRoot
        while insertion > 0, document.lines[insertion - 1].allSatisfy(\.isWhitespace) { insertion -= 1 }
        insertion -= owned.filter { $0 < insertion }.count
        document.removeLines(owned)
        if document.lines.allSatisfy(\.isEmpty) {
            document = try YAMLLineDocument("# Tolerances for every scenario (the format of a scenario's gate: block).\n", path: path)
            insertion = 1
        }
        let added = entries.filter { !handWritten.contains($0.metric.name) }
            .map { String(repeating: " ", count: indent) + measuredLine($0) }
        document.insert(added, at: insertion)
        let merged = document.text
        _ = try ThresholdsParser.parse(yaml: merged, path: path)
        return merged
    }

    /// Whether `text` (line `entry.keyLine`) is a whole measured line: `key: { relative: … }`
    /// and the marker, as ``measuredLine(_:)`` writes it, at the root's indentation.
    static func isMeasuredLine(_ text: String, key: String, indent: Int, entry: YAMLLineDocument.Entry) -> Bool {
        guard entry.keyColumn == indent, text.prefix(indent).allSatisfy({ $0 == " " }) else { return false }
        let body = text.dropFirst(indent)
        guard body.hasPrefix("\(key): { relative: "), let close = body.firstIndex(of: "}") else { return false }
        return body[body.index(after: close)...].hasPrefix("  \(marker)")
    }

    /// Removes an empty flow root (`{}`), so that entries can be added a line each; refuses
    /// a flow root with entries.
    static func dropEmptyFlowRoot(_ document: inout YAMLLineDocument, path: String) throws(ScenarioFileError) {
        guard case .mapping(let mapping)? = document.root, let mark = mapping.mark else { return }
        let line = mark.line - 1, start = mark.column - 1
        let scalars = Array(document.lines[line].unicodeScalars)
        let rest = scalars[(start + 1)...]
        guard mapping.count == 0, let close = rest.firstIndex(of: "}"), rest[..<close].allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw ScenarioFileError(ScenarioError(
                location: SourceLocation(path: path, line: mark.line, column: mark.column), kind: .invalidValue,
                message: "the thresholds are a flow mapping ({ … }); --write-thresholds adds an entry a line: write the file in block style, one entry a line"))
        }
        document.replace(line: line, columns: start..<(close + 1), with: "")
        if document.lines[line].allSatisfy(\.isWhitespace) { document.removeLines([line]) }
        document = try YAMLLineDocument(document.text, path: path)
    }
}
