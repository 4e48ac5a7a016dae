/// Parses strategy specifications: `name` or `name(key: value, key: value)`.
///
/// Names start with a letter and continue with letters, digits, `-` or `_`; option keys
/// start with a letter and continue with letters, digits or `_`; option values are runs of
/// letters, digits, `.`, `-` or `_`. Spaces are allowed around punctuation. An option key
/// may appear once.
public enum StrategySpecParser {
    /// A syntax error at a character offset (in Unicode scalars) of the parsed text.
    public struct SyntaxError: Error, Hashable, Sendable {
        /// 0-based offset, in Unicode scalars, of the offending character.
        public var offset: Int
        /// What is wrong.
        public var message: String
    }

    /// Parses `text`. O(*n*) in its length.
    public static func parse(_ text: String) -> Result<StrategySpec, SyntaxError> {
        var scanner = Scanner(Array(text.unicodeScalars))
        return Result { () throws(SyntaxError) in try spec(&scanner) }
    }

    /// `name` or `name(options)`, and nothing after it.
    private static func spec(_ scanner: inout Scanner) throws(SyntaxError) -> StrategySpec {
        scanner.skipSpaces()
        guard !scanner.isAtEnd else {
            throw SyntaxError(offset: scanner.index, message: "expected a strategy name, found nothing")
        }
        guard let name = scanner.word(first: isLetter, rest: { isLetter($0) || isDigit($0) || $0 == "-" || $0 == "_" }) else {
            throw SyntaxError(offset: scanner.index, message: "expected a strategy name, found '\(scanner.peek!)'")
        }
        scanner.skipSpaces()
        var options: [StrategySpec.Option] = []
        if scanner.peek == "(" {
            options = try optionList(&scanner)
            scanner.skipSpaces()
        }
        guard scanner.isAtEnd else {
            throw SyntaxError(offset: scanner.index, message: "unexpected \(scanner.found) after the strategy")
        }
        return StrategySpec(name: name, options: options)
    }

    /// `(key: value, key: value)`, from its `(` to its `)`: at least one option, each key once.
    private static func optionList(_ scanner: inout Scanner) throws(SyntaxError) -> [StrategySpec.Option] {
        let open = scanner.index
        scanner.advance()
        scanner.skipSpaces()
        if scanner.peek == ")" {
            throw SyntaxError(offset: scanner.index, message: "expected an option 'key: value' inside '()'")
        }
        var options: [StrategySpec.Option] = []
        var keys: Set<String> = []
        while true {
            scanner.skipSpaces()
            let keyOffset = scanner.index
            let option = try self.option(&scanner)
            guard keys.insert(option.key).inserted else {
                throw SyntaxError(offset: keyOffset, message: "option '\(option.key)' is given twice")
            }
            options.append(option)
            scanner.skipSpaces()
            switch scanner.peek {
            case ",": scanner.advance()
            case ")": scanner.advance(); return options
            case nil: throw SyntaxError(offset: open, message: "'(' is never closed; expected ')'")
            case let other?: throw SyntaxError(offset: scanner.index, message: "expected ',' or ')' after option '\(option.key)', found '\(other)'")
            }
        }
    }

    /// One `key: value`.
    private static func option(_ scanner: inout Scanner) throws(SyntaxError) -> StrategySpec.Option {
        guard let key = scanner.word(first: isLetter, rest: { isLetter($0) || isDigit($0) || $0 == "_" }) else {
            throw SyntaxError(offset: scanner.index, message: "expected an option name, found \(scanner.found)")
        }
        scanner.skipSpaces()
        guard scanner.peek == ":" else {
            throw SyntaxError(offset: scanner.index, message: "expected ':' after option '\(key)', found \(scanner.found)")
        }
        scanner.advance()
        scanner.skipSpaces()
        let isValueCharacter: (Unicode.Scalar) -> Bool = {
            isLetter($0) || isDigit($0) || $0 == "." || $0 == "-" || $0 == "_"
        }
        guard let value = scanner.word(first: isValueCharacter, rest: isValueCharacter) else {
            throw SyntaxError(offset: scanner.index, message: "expected a value for option '\(key)', found \(scanner.found)")
        }
        return StrategySpec.Option(key: key, value: value)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// A cursor over the scalars of a spec.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
        var found: String { peek.map { "'\($0)'" } ?? "the end" }

        mutating func advance() { index += 1 }

        mutating func skipSpaces() {
            while let scalar = peek, scalar == " " { advance() }
        }

        mutating func word(first: (Unicode.Scalar) -> Bool, rest: (Unicode.Scalar) -> Bool) -> String? {
            guard let scalar = peek, first(scalar) else { return nil }
            var text = String.UnicodeScalarView()
            text.append(scalar)
            advance()
            while let next = peek, rest(next) {
                text.append(next)
                advance()
            }
            return String(text)
        }
    }
}
