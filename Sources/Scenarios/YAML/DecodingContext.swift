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
                       "unknown key '\(scalar.string)' in \(what)\(hint)", at: keyNode)
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

    /// A whole number in `range`, from a plain scalar.
    mutating func integer(_ node: Node, key: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = plainScalar(node), let value = Int(text) else {
            reportNotNumber(node, key: key, expected: "a whole number")
            return nil
        }
        guard range.contains(value) else {
            report(.outOfRange, "'\(key)' must be \(Self.describe(range)), found \(value)", at: node)
            return nil
        }
        return value
    }

    /// A non-negative 64-bit whole number, from a plain scalar (seeds).
    mutating func unsignedInteger(_ node: Node, key: String) -> UInt64? {
        guard let text = plainScalar(node) else {
            reportNotNumber(node, key: key, expected: "a whole number")
            return nil
        }
        if let value = UInt64(text) { return value }
        if let signed = Int64(text), signed < 0 {
            report(.outOfRange, "'\(key)' must be at least 0, found \(signed)", at: node)
        } else {
            reportNotNumber(node, key: key, expected: "a whole number")
        }
        return nil
    }

    /// A decimal number in `range`, from a plain scalar.
    mutating func number(_ node: Node, key: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = plainScalar(node), let literal = QuantityLiteral(text), literal.unit.isEmpty else {
            reportNotNumber(node, key: key, expected: "a number")
            return nil
        }
        guard range.contains(literal.value) else {
            report(.outOfRange, "'\(key)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), found \(Self.format(literal.value))", at: node)
            return nil
        }
        return literal.value
    }

    private mutating func reportNotNumber(_ node: Node, key: String, expected: String) {
        if let text = plainScalar(node), let literal = QuantityLiteral(text), literal.unit.isEmpty {
            report(.wrongType, "'\(key)' must be \(expected), found \(Self.format(literal.value))", at: node)
        } else {
            report(.wrongType, "'\(key)' must be \(expected), found \(node.foundDescription)", at: node)
        }
    }

    /// The text of a plain (unquoted, non-null) scalar: numbers are never quoted.
    private func plainScalar(_ node: Node) -> String? {
        guard case let .scalar(scalar) = node, scalar.style == .plain || scalar.style == .any, !node.isNull else {
            return nil
        }
        return scalar.string
    }

    // MARK: Quantities

    /// A number with one of `kind`'s units, converted to `kind`'s base unit. A number
    /// without a unit is a `missingUnit` error; any other unit a `wrongUnit` error.
    mutating func quantity(_ node: Node, key: String, kind: QuantityKind) -> Double? {
        guard case let .scalar(scalar) = node, !node.isNull else {
            report(.wrongType, "'\(key)' must be \(kind.expectation), found \(node.foundDescription)", at: node)
            return nil
        }
        guard let literal = QuantityLiteral(scalar.string) else {
            report(.wrongType, "'\(key)' must be \(kind.expectation), found \(node.foundDescription)", at: node)
            return nil
        }
        guard !literal.unit.isEmpty else {
            report(.missingUnit, "missing unit in '\(key)': expected \(kind.expectation), found '\(scalar.string)'", at: node)
            return nil
        }
        guard let unit = kind.units.first(where: { $0.spelling == literal.unit }) else {
            report(.wrongUnit, "wrong unit '\(literal.unit)' in '\(key)': expected \(kind.expectation)", at: node)
            return nil
        }
        return literal.value * unit.factor
    }

    /// A quantity that must be at least `minimum` (and greater than it when `exclusive`).
    mutating func quantity(_ node: Node, key: String, kind: QuantityKind, atLeast minimum: Double, exclusive: Bool = false) -> Double? {
        guard let value = quantity(node, key: key, kind: kind) else { return nil }
        let fails = exclusive ? value <= minimum : value < minimum
        if fails {
            let raw = node.scalar?.string ?? ""
            let bound: String
            if minimum == 0 {
                bound = exclusive ? "must be greater than 0" : "must not be negative"
            } else {
                bound = exclusive ? "must be greater than \(Self.format(minimum))" : "must be at least \(Self.format(minimum))"
            }
            report(.outOfRange, "'\(key)' \(bound), found '\(raw)'", at: node)
            return nil
        }
        return value
    }

    /// A quantity that must not be zero (signed distances, velocities).
    mutating func nonZeroQuantity(_ node: Node, key: String, kind: QuantityKind) -> Double? {
        guard let value = quantity(node, key: key, kind: kind) else { return nil }
        if value == 0 {
            report(.outOfRange, "'\(key)' must not be zero", at: node)
            return nil
        }
        return value
    }

    /// A duration, µs-exact, at least zero (or greater than zero when `positive`).
    mutating func duration(_ node: Node, key: String, positive: Bool = false) -> VirtualDuration? {
        guard let microseconds = quantity(node, key: key, kind: .duration, atLeast: 0, exclusive: positive) else {
            return nil
        }
        return VirtualDuration(microseconds: Int64(microseconds.rounded()))
    }

    // MARK: Words and ranges

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
        report(.invalidValue, "'\(key)' must be one of \(words.joined(separator: ", ")), found '\(scalar.string)'\(hint)", at: node)
        return nil
    }

    /// A range of whole numbers written `a...b`, or one whole number `a` meaning `a...a`;
    /// both bounds at least `minimum`, and `a` ≤ `b`.
    mutating func integerRange(_ node: Node, key: String, minimum: Int) -> ClosedRange<Int>? {
        guard let text = plainScalar(node) else {
            report(.wrongType, "'\(key)' must be a range like '1...4' or a whole number, found \(node.foundDescription)", at: node)
            return nil
        }
        let bounds: (Int, Int)
        if let single = Int(text) {
            bounds = (single, single)
        } else {
            let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let lower = Int(parts[0].trimmingCharacters()), let upper = Int(parts[1].trimmingCharacters()) else {
                report(.wrongType, "'\(key)' must be a range like '1...4' or a whole number, found '\(text)'", at: node)
                return nil
            }
            bounds = (lower, upper)
        }
        guard bounds.0 >= minimum else {
            report(.outOfRange, "'\(key)' must start at \(minimum) or more, found '\(text)'", at: node)
            return nil
        }
        guard bounds.0 <= bounds.1 else {
            report(.outOfRange, "'\(key)' range '\(text)' is empty: its lower bound exceeds its upper bound", at: node)
            return nil
        }
        return bounds.0...bounds.1
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

    static func describe(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == .max { return "at least \(range.lowerBound)" }
        return "between \(range.lowerBound) and \(range.upperBound)"
    }

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
