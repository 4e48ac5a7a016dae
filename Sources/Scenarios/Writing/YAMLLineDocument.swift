import Yams

/// A YAML file as its own lines, with the root mapping's entries located by the YAML
/// parser: the document model a command edits a file through when the file is a person's
/// (a thresholds file, a device profile).
///
/// An edit touches only the lines or the scalars it names; every other byte — comments
/// anywhere, quoting and flow styles, keys the command does not know, blank lines, CRLF line
/// endings, document markers — stays as written. Keys are matched by their parsed value
/// (`"hostFrameTimeP99"`, `hostFrameTimeP99 :` and `? hostFrameTimeP99` are one key).
public struct YAMLLineDocument {
    /// One entry of a mapping: its key's parsed text and where the key and value start.
    public struct Entry {
        public var key: String
        /// 0-based line and column (in Unicode scalars) of the key's first character.
        public var keyLine: Int
        public var keyColumn: Int
        /// The value as parsed, with its own marks.
        public var value: Node
    }

    /// The file's lines, without their line breaks.
    public private(set) var lines: [String]
    /// `\r\n` when the file's first line break is one, else `\n`: what new lines end with.
    public let lineBreak: String
    /// Whether the text ended with a line break.
    public let endsWithLineBreak: Bool
    /// The root node (nil for a file of comments and blank lines).
    public let root: Node?

    /// Reads `text` (named `path` in errors).
    /// - Throws: ``ScenarioFileError`` when the text is not YAML, or has line breaks other
    ///   than LF and CRLF (a lone CR, NEL, U+2028/2029: YAML counts those as line breaks and
    ///   the lines here would not be the parser's).
    public init(_ text: String, path: String) throws(ScenarioFileError) {
        let crlf = text.contains("\r\n")
        lineBreak = crlf ? "\r\n" : "\n"
        var body = text
        if crlf { body = body.replacingOccurrences(of: "\r\n", with: "\n") }
        if let index = body.unicodeScalars.firstIndex(where: { ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }) {
            let before = body.unicodeScalars[..<index]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            throw ScenarioFileError(ScenarioError(location: SourceLocation(path: path, line: line, column: column), kind: .syntax,
                                                  message: "a line break other than LF or CRLF (CR, NEL, U+2028 or U+2029); rewrite the file's line endings"))
        }
        endsWithLineBreak = body.hasSuffix("\n")
        lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if endsWithLineBreak { lines.removeLast() }
        if body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || lines.allSatisfy(Self.isCommentOrBlank) {
            root = nil
            return
        }
        switch YAMLDocument.compose(body, path: path) {
        case .success(let node): root = node
        case .failure(let error): throw ScenarioFileError(error)
        }
    }

    static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// The entries of `mapping` whose keys are scalars, in file order.
    public static func entries(of mapping: Node) -> [Entry] {
        guard case .mapping(let pairs) = mapping else { return [] }
        return pairs.compactMap { key, value in
            guard case .scalar(let scalar) = key, let mark = scalar.mark else { return nil }
            return Entry(key: scalar.string, keyLine: mark.line - 1, keyColumn: mark.column - 1, value: value)
        }
    }

    /// The root mapping's entries (none when the root is not a mapping).
    public var rootEntries: [Entry] { root.map(Self.entries) ?? [] }

    /// Whether `node` (a mapping or sequence) is written in flow style (`{ … }`, `[ … ]`):
    /// read from the text at its mark (Yams reads a collection's style from its end event,
    /// where libyaml leaves it unset).
    public func isFlow(_ node: Node) -> Bool {
        let mark: Mark?
        switch node {
        case .mapping(let mapping): mark = mapping.mark
        case .sequence(let sequence): mark = sequence.mark
        default: return false
        }
        guard let mark, lines.indices.contains(mark.line - 1) else { return false }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        return scalars.indices.contains(mark.column - 1) && (scalars[mark.column - 1] == "{" || scalars[mark.column - 1] == "[")
    }

    /// Whether the root is a mapping written in flow style (`{ … }`).
    public var rootIsFlowMapping: Bool {
        if let root, case .mapping = root { return isFlow(root) }
        return false
    }

    /// Removes the lines at `indices` (0-based).
    public mutating func removeLines(_ indices: Set<Int>) {
        lines = lines.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    }

    /// Where lines added to the end of the root mapping go: before a document end marker
    /// (`...`) or a next document (`---`) after the root's last entry, else at the end.
    public var endOfRoot: Int {
        let after = (rootEntries.map(\.keyLine).max() ?? -1) + 1
        return lines.indices.dropFirst(after).first { Self.isDocumentMarker(lines[$0]) } ?? lines.count
    }

    /// Whether `line` is `...` or `---` (alone, or before a space or a comment).
    static func isDocumentMarker(_ line: String) -> Bool {
        (line.hasPrefix("...") || line.hasPrefix("---")) && (line.count == 3 || line.dropFirst(3).first?.isWhitespace == true)
    }

    /// Inserts `new` lines before line `index`.
    public mutating func insert(_ new: [String], at index: Int) {
        lines.insert(contentsOf: new, at: index)
    }

    /// Replaces, on line `line`, the characters `columns` (Unicode scalars, 0-based).
    public mutating func replace(line: Int, columns: Range<Int>, with text: String) {
        var scalars = Array(lines[line].unicodeScalars)
        scalars.replaceSubrange(columns, with: text.unicodeScalars)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        lines[line] = String(view)
    }

    /// The columns a one-line scalar `node` takes on its line: a plain scalar its text, a
    /// quoted one through its closing quote. Nil for a scalar over several lines, a block
    /// scalar, or a node that is not a scalar.
    public func columns(of node: Node) -> (line: Int, columns: Range<Int>)? {
        guard case .scalar(let scalar) = node, let mark = scalar.mark else { return nil }
        let line = mark.line - 1, start = mark.column - 1
        guard lines.indices.contains(line) else { return nil }
        let scalars = Array(lines[line].unicodeScalars)
        guard start < scalars.count else { return nil }
        switch scalar.style {
        case .plain, .any:
            let text = Array(scalar.string.unicodeScalars)
            guard scalars[start...].starts(with: text) else { return nil }
            return (line, start..<(start + text.count))
        case .singleQuoted, .doubleQuoted:
            let quote = scalars[start]
            var index = start + 1
            while index < scalars.count {
                if scalars[index] == quote {
                    if quote == "'" && index + 1 < scalars.count && scalars[index + 1] == "'" { index += 2; continue }
                    return (line, start..<(index + 1))
                }
                if quote == "\"" && scalars[index] == "\\" { index += 2; continue }
                index += 1
            }
            return nil
        case .literal, .folded:
            return nil
        }
    }

    /// The text: the lines joined with ``lineBreak``, ending with one as the file did (or
    /// with one when lines were added).
    public var text: String {
        guard !lines.isEmpty else { return "" }
        return lines.joined(separator: lineBreak) + lineBreak
    }
}
