import Foundation
import ReportFormats
import Scenarios
import Simulator

/// Host-metric tolerances measured from an A/A check (``StabilityCheck``), written into a
/// thresholds file (`reports/baselines/thresholds.yaml`) by `chatrig stability --write-thresholds`.
///
/// Each host metric's minimum effect is its largest A/A spread on this machine times
/// ``margin``, rounded up to the next half percent: a difference the machine's own noise
/// reaches is never a regression. The file is merged, not replaced: every entry a person wrote
/// stays as written — a hand-written entry for a host metric wins over the measured one — and
/// only entries this command wrote before (marked by ``marker`` at the end of their line) are
/// replaced.
public struct StabilityThresholds: Sendable {
    /// How much wider than the worst A/A spread a tolerance is.
    public var margin: Double
    /// The measured entries: host metric → minimum effect (a fraction), with the spread it came from.
    public var entries: [(metric: Metric, relative: Double, spread: Double)]
    public var repetitions: Int

    /// The comment that marks a line this command wrote.
    public static let marker = "# measured by chatrig stability"

    /// - Complexity: O(host metrics).
    public init(check: StabilityCheck, margin: Double) {
        self.margin = margin
        repetitions = check.repetitions
        entries = check.rows.map { row in
            // Up to the next half percent, at least half a percent (a product within a
            // millionth of a half percent is that half percent, not the next).
            let halves = ((row.spread * margin * 200) * 1e6).rounded() / 1e6
            let relative = max(0.005, halves.rounded(.up) / 200)
            return (row.metric, relative, row.spread)
        }
    }

    /// One measured line: `hostFrameTimeP99: { relative: 12.5% }  # measured by …`.
    func line(_ entry: (metric: Metric, relative: Double, spread: Double)) -> String {
        "\(entry.metric): { relative: \(Self.percent(entry.relative)) }  \(Self.marker): worst A/A spread "
            + "\(Self.percent(entry.spread)) × margin \(JSONValue.formatNumber(margin)), \(repetitions) runs a side"
    }

    /// `existing` (a thresholds file's text, or empty) with the measured entries merged in,
    /// through the file's own lines (``YAMLLineDocument``): a root entry is this command's
    /// when its whole line is a measured line as ``line(_:)`` writes it, and only those lines
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
            .map { String(repeating: " ", count: indent) + line($0) }
        document.insert(added, at: insertion)
        let merged = document.text
        _ = try ThresholdsParser.parse(yaml: merged, path: path)
        return merged
    }

    /// Whether `text` (line `entry.keyLine`) is a whole measured line: `key: { relative: … }`
    /// and the marker, as ``line(_:)`` writes it, at the root's indentation.
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

    static func percent(_ fraction: Double) -> String {
        JSONValue.formatNumber((fraction * 1000).rounded() / 10) + "%"
    }
}
