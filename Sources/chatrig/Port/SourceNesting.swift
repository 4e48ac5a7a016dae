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
        /// property, an accessor block or observers (`var x = value { didSet { … } }`).
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
                // A declaration on the next line starts a statement (`let b = UIButton()`, `func f() {`).
                if Self.isComplete(statement), Self.startsDeclaration(characters, at: index + 1) { statement = "" }
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
                let opener = Self.classify(statement, in: stack.last, opensObservers: Self.opensObservers(characters, after: index))
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

    /// Words that start a declaration (its keyword, a modifier before it).
    private static let declarationStarts: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "class", "struct", "enum", "actor", "protocol", "extension",
        "typealias", "import", "lazy", "static", "public", "open", "internal", "fileprivate", "private", "final",
        "override", "weak", "unowned", "nonisolated", "required", "convenience", "dynamic", "mutating", "indirect",
    ]

    /// Whether the line at `index` starts (after its indentation) with an attribute or a
    /// word that starts a declaration.
    static func startsDeclaration(_ characters: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        guard position < characters.count else { return false }
        if characters[position] == "@" { return true }
        var word = ""
        while position < characters.count, characters[position].properties.isAlphabetic { word.unicodeScalars.append(characters[position]); position += 1 }
        return declarationStarts.contains(word) && (position == characters.count || !characters[position].properties.isAlphabetic)
    }

    /// Whether `statement` is a whole statement another may follow: its parentheses are
    /// closed and it holds more than attributes and modifiers (`@objc` on its own line
    /// belongs to the declaration below it).
    static func isComplete(_ statement: String) -> Bool {
        let opened = statement.filter { $0 == "(" }.count, closed = statement.filter { $0 == ")" }.count
        guard opened == closed else { return false }
        let words = statement.split(whereSeparator: { " \t(".contains($0) })
        return words.contains { !$0.hasPrefix("@") && !$0.hasSuffix(")") && !declarationStarts.contains(String($0)) }
    }

    /// Whether the brace at `index` opens a property's observers: its first word is
    /// `willSet` or `didSet` (comments and blank lines before it skipped).
    static func opensObservers(_ characters: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index + 1
        while position < characters.count {
            let character = characters[position]
            if character.properties.isWhitespace {
                position += 1
            } else if character == "/", position + 1 < characters.count, characters[position + 1] == "/" {
                while position < characters.count, characters[position] != "\n" { position += 1 }
            } else if character == "/", position + 1 < characters.count, characters[position + 1] == "*" {
                position = literalEnd(characters, from: position)
            } else {
                break
            }
        }
        var word = ""
        while position < characters.count, characters[position].properties.isAlphabetic || characters[position] == "_" {
            word.unicodeScalars.append(characters[position])
            position += 1
        }
        return word == "willSet" || word == "didSet"
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
    /// `parent` (the opener it is nested in, if any); `opensObservers` when the brace's first
    /// word is `willSet` or `didSet` (`var x = value { didSet { … } }` is no initializer).
    static func classify(_ statement: String, in parent: Opener?, opensObservers: Bool = false) -> Opener {
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
            return member && statement.contains("=") && !opensObservers ? .propertyInitializer : .other
        default: return .other
        }
    }
}
