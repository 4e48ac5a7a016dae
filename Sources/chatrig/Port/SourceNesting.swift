/// What each line of a Swift file is nested in — the declarations and closures whose braces
/// enclose it — read from the text's braces, with comments and string literals skipped.
///
/// Enough for ``UIKitPort``'s refusals to say *why* a site cannot be rewritten (a `#selector`
/// in a stored property's initializer, an `override` in an extension); it is not a parser:
/// each brace is attributed to the statement it ends, read from the previous `;`, `{` or `}`.
struct SourceNesting {
    /// What opened one brace.
    enum Opener: Equatable {
        /// `extension Name …`.
        case `extension`
        /// `class`, `struct`, `enum`, `actor` or `protocol` declaration.
        case type
        /// A stored property's initializer: `let x = make { … }` or `var x: T = { … }()`,
        /// not `lazy` (whose initializer runs with `self` the instance) and not a computed
        /// property or accessor block.
        case propertyInitializer
        /// Anything else: a function, an accessor, a closure in code, a control statement.
        case other
    }

    /// One brace pair: what opened it, the statement before it and its lines (1-based).
    struct Block: Equatable {
        var opener: Opener
        /// The text since the previous `;`, `{` or `}`, comments skipped.
        var statement: String
        /// The line of the statement's first character (an attribute, a modifier, the keyword).
        var startLine: Int
        var openLine: Int
        var closeLine: Int
        /// How many blocks enclose it (0 at file scope).
        var depth: Int
    }

    /// The openers enclosing the start of each line (0-based), outermost first.
    private(set) var enclosing: [[Opener]] = []

    /// Every brace pair, in the order they open (an unclosed one closes at the last line).
    private(set) var blocks: [Block] = []

    /// Scans `text`. O(length).
    init(_ text: String) {
        var stack: [Opener] = []
        var open: [Int] = []  // indices in `blocks`
        var statement = ""
        var statementLine = 1
        var line = 1
        var lineStack: [[Opener]] = [[]]
        // A statement starts at its first character that is not a space or the `()` that
        // applies the closure before it (`let a = { … }()`, then `let b = …`).
        func note() { if statement.allSatisfy({ $0.isWhitespace || $0 == "(" || $0 == ")" }) { statementLine = line } }
        let characters = Array(text.unicodeScalars)
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < characters.count ? characters[index + offset] : nil }
        func skipLiteral() {
            let end = Self.literalEnd(characters, from: index)
            for scalar in characters[index..<end] where scalar == "\n" { lineStack.append(stack); line += 1 }
            index = end - 1
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\n":
                lineStack.append(stack)
                line += 1
                statement.append(" ")
            case "/" where peek(1) == "/":
                while index + 1 < characters.count, characters[index + 1] != "\n" { index += 1 }
            case "/" where peek(1) == "*":
                skipLiteral()
            case "\"":
                note()
                skipLiteral()
                statement.append("\"\"")
            case "{":
                note()
                statement = String(statement.drop { $0.isWhitespace || $0 == "(" || $0 == ")" })
                let opener = Self.classify(statement, in: stack.last)
                open.append(blocks.count)
                blocks.append(Block(opener: opener, statement: statement, startLine: statementLine, openLine: line,
                                    closeLine: line, depth: stack.count))
                stack.append(opener)
                statement = ""
            case "}":
                _ = stack.popLast()
                if let closed = open.popLast() { blocks[closed].closeLine = line }
                statement = ""
            case ";":
                statement = ""
            default:
                if !(character.properties.isWhitespace || character == "(" || character == ")") { note() }
                statement.unicodeScalars.append(character)
            }
            index += 1
        }
        enclosing = lineStack
        for unclosed in open { blocks[unclosed].closeLine = line }
    }

    /// The index after the block comment or string literal (`"…"`, `"""…"""`) that starts
    /// at `start`; the text's end when it is not closed.
    static func literalEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        func at(_ index: Int) -> Unicode.Scalar? { index < characters.count ? characters[index] : nil }
        if characters[start] == "/" {
            var index = start + 2
            while index < characters.count, !(characters[index] == "*" && at(index + 1) == "/") { index += 1 }
            return min(index + 2, characters.count)
        }
        let triple = at(start + 1) == "\"" && at(start + 2) == "\""
        var index = start + (triple ? 3 : 1)
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            if characters[index] == "\"", !triple || (at(index + 1) == "\"" && at(index + 2) == "\"") {
                return min(index + (triple ? 3 : 1), characters.count)
            }
            index += 1
        }
        return characters.count
    }

    /// The openers around line `number` (1-based).
    func openers(atLine number: Int) -> [Opener] {
        number - 1 < enclosing.count ? enclosing[number - 1] : []
    }

    /// Modifiers before a declaration's keyword (`class` is a keyword or, before `func`/`var`, a modifier).
    private static let modifiers: Set<Substring> = [
        "public", "open", "internal", "fileprivate", "private", "final", "static", "override", "weak", "unowned",
        "nonisolated", "required", "convenience", "dynamic", "mutating", "indirect",
    ]

    /// What a brace after `statement` (the text since the last `;`, `{` or `}`) opens, in
    /// `parent` (the opener it is nested in, if any).
    static func classify(_ statement: String, in parent: Opener?) -> Opener {
        let words = statement.split(whereSeparator: { " \t\n(:<".contains($0) }).filter { !$0.hasPrefix("@") }
        var position = 0
        while position < words.count, modifiers.contains(words[position]) { position += 1 }
        guard position < words.count else { return .other }
        var keyword = words[position]
        if keyword == "class", position + 1 < words.count, ["func", "var", "let", "subscript"].contains(words[position + 1]) {
            keyword = words[position + 1]
        }
        switch keyword {
        case "extension": return .extension
        case "class", "struct", "enum", "actor", "protocol": return .type
        case "let", "var":
            let member = parent == .type || parent == .extension
            return member && statement.contains("=") ? .propertyInitializer : .other
        default: return .other
        }
    }
}
