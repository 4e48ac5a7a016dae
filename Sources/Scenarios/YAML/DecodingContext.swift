import ChatModel
import Yams

/// Walks a Yams node tree for one file, decoding typed values and collecting every problem
/// as a ``ScenarioError`` at the node's line and column.
///
/// Each decoder returns `nil` after reporting when a value is unusable, so a parser keeps
/// going and reports all the problems of a file at once.
struct DecodingContext {
    /// The file's path, as printed in errors.
    let path: String
    /// The problems found so far, in the order they were found.
    private(set) var errors: [ScenarioError] = []
    /// Checks a strategy spec against the strategies the caller can run: a message when it
    /// cannot run, `nil` when it can.
    let strategyCheck: ((StrategySpec) -> String?)?

    init(path: String, strategyCheck: ((StrategySpec) -> String?)? = nil) {
        self.path = path
        self.strategyCheck = strategyCheck
    }

    // MARK: Reporting

    func location(of node: Node, columnOffset: Int = 0) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: mark.line, column: mark.column + columnOffset)
    }

    mutating func report(_ kind: ScenarioError.Kind, _ message: String, at node: Node, columnOffset: Int = 0) {
        errors.append(ScenarioError(location: location(of: node, columnOffset: columnOffset), kind: kind, message: message))
    }

    mutating func report(_ error: ScenarioError) {
        errors.append(error)
    }

    // MARK: Mappings

    /// `node` as a mapping whose keys are all in `allowedKeys`. Unknown keys are reported
    /// (with the nearest allowed key) and left out; a non-mapping is reported and gives `nil`.
    /// `what` names the mapping in messages ("scenario", "reply", …).
    mutating func mapping(_ node: Node, what: String, allowedKeys: [String]) -> MappingReader? {
        guard case let .mapping(mapping) = node else {
            report(.wrongType, "\(what) must be a mapping of keys to values, found \(node.foundDescription)", at: node)
            return nil
        }
        return readEntries(of: mapping, node: node, what: what, allowed: { allowedKeys.contains($0) }, suggestions: allowedKeys)
    }

    /// `node` as a mapping with any scalar keys (names checked by the caller).
    mutating func openMapping(_ node: Node, what: String) -> MappingReader? {
        guard case let .mapping(mapping) = node else {
            report(.wrongType, "\(what) must be a mapping of keys to values, found \(node.foundDescription)", at: node)
            return nil
        }
        return readEntries(of: mapping, node: node, what: what, allowed: { _ in true }, suggestions: [])
    }

    private mutating func readEntries(
        of mapping: Node.Mapping, node: Node, what: String,
        allowed: (String) -> Bool, suggestions: [String]
    ) -> MappingReader {
        var entries: [MappingReader.Entry] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode, !keyNode.isNull else {
                report(.wrongType, "keys in \(what) must be names, found \(keyNode.foundDescription)", at: keyNode)
                continue
            }
            guard allowed(scalar.string) else {
                let suggestion = NearestName.suggestion(for: scalar.string, among: suggestions)
                let hint = suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; expected one of: \(suggestions.joined(separator: ", "))"
                report(.unknownKey(key: scalar.string, suggestion: suggestion),
                       "unknown key '\(scalar.string.excerpt)' in \(what)\(hint)", at: keyNode)
                continue
            }
            entries.append(MappingReader.Entry(key: scalar.string, keyNode: keyNode, value: value))
        }
        return MappingReader(node: node, what: what, entries: entries)
    }

    /// The value of the required `key`, or a `missingKey` error at the mapping.
    mutating func required(_ key: String, in reader: MappingReader) -> Node? {
        if let value = reader[key] { return value }
        report(.missingKey(key), "missing required key '\(key)' in \(reader.what)", at: reader.node)
        return nil
    }

    // MARK: Scalars

    /// The text of a scalar (any style). Null and collections are reported.
    mutating func string(_ node: Node, key: String) -> String? {
        guard case let .scalar(scalar) = node, !node.isNull else {
            report(.wrongType, "'\(key)' must be text, found \(node.foundDescription)", at: node)
            return nil
        }
        return scalar.string
    }

    /// The text of a scalar of at most `maxLength` characters (Unicode scalars, as columns
    /// count them); longer text is an ``ScenarioError/Kind/outOfRange`` error.
    mutating func string(_ node: Node, key: String, maxLength: Int) -> String? {
        guard let text = string(node, key: key) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= maxLength else {
            report(.outOfRange, "'\(key)' is \(length) characters long; it may have at most \(maxLength)", at: node)
            return nil
        }
        return text
    }

    /// The text of a plain (unquoted, non-null) scalar: numbers are never quoted.
    func plainScalar(_ node: Node) -> String? {
        guard case let .scalar(scalar) = node, scalar.style == .plain || scalar.style == .any, !node.isNull else {
            return nil
        }
        return scalar.string
    }

    // MARK: Words and lists

    /// One word of `Word`'s vocabulary (its raw values).
    mutating func keyword<Word: CaseIterable & RawRepresentable>(_ node: Node, key: String, as _: Word.Type = Word.self) -> Word?
    where Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        guard case let .scalar(scalar) = node, !node.isNull else {
            report(.wrongType, "'\(key)' must be one of \(words.joined(separator: ", ")), found \(node.foundDescription)", at: node)
            return nil
        }
        if let word = Word(rawValue: scalar.string) { return word }
        let hint = NearestName.suggestion(for: scalar.string, among: words).map { "; did you mean '\($0)'?" } ?? ""
        report(.invalidValue, "'\(key)' must be one of \(words.joined(separator: ", ")), found '\(scalar.string.excerpt)'\(hint)", at: node)
        return nil
    }

    /// The items of a list; anything else is reported.
    mutating func sequence(_ node: Node, key: String) -> [Node]? {
        guard case let .sequence(sequence) = node else {
            report(.wrongType, "'\(key)' must be a list, found \(node.foundDescription)", at: node)
            return nil
        }
        return Array(sequence)
    }

    // MARK: Formatting

    /// `1.5` → "1.5", `2.0` → "2".
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension Substring {
    func trimmingCharacters() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
