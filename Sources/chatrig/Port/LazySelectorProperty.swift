import Foundation

/// Makes a class's stored property `lazy var` when its initializer holds a `#selector`
/// (`let button: UIButton = { let b = UIButton(); b.addTarget(self, action: #selector(tap),
/// for: .touchUpInside); return b }()`): in a stored property's initializer `self` is not the
/// instance (on iOS it names NSObject's `self()` method), in a `lazy` one's it is — so after
/// this edit ``SelectorForm`` gives the site its closure form, calling the instance's method.
///
/// Only an instance `let` or `var` of a class, declared alone, whose initializer is a
/// closure: an applied one (`= { … }()`) or a call's trailing closure (`= tap(UIButton())
/// { … }`). A `let` becomes `private(set) lazy var` (read-only outside the type, as it was;
/// `lazy var` when it was `private` or `fileprivate`), a `var` `lazy var`. Left for a refusal:
/// `static`/`class` properties, a struct's, enum's or actor's, `weak`/`unowned` ones, property
/// wrappers (any attribute but `@objc`, `@MainActor`, `@available`, `@IBOutlet`), a pattern
/// binding several names. The initializer runs on first use instead of in `init` (the order
/// of subviews added in `init` does not change: the property is read there). Swift infers a
/// `lazy var`'s type from such an initializer (checked with Swift 6.x's compiler, Swift 5 and
/// 6 modes), so no type annotation is needed. The class's static members the initializer
/// names unqualified become `Self.name` (in scope bare only in a stored property's initializer).
enum LazySelectorProperty {
    /// The declaration: attributes, modifiers, `let`/`var`, one name, an optional type, `=`,
    /// nothing after it (an applied closure) or a call (a trailing closure).
    private static let declaration = try! NSRegularExpression(  // a literal pattern: cannot fail
        pattern: #"^\s*((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:[a-z]+(?:\(set\))?\s+)*)(let|var)\s+[A-Za-z_]\w*\s*(?::[^=]+)?=\s*([A-Za-z_][\w.]*\s*(?:\(.*\))?)?\s*$"#,
        options: [.dotMatchesLineSeparators])

    private static let allowedAttributes: Set<String> = ["@objc", "@MainActor", "@available", "@IBOutlet", "@nonobjc"]
    private static let allowedModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "private(set)", "fileprivate(set)", "internal(set)", "final",
        "nonisolated", "dynamic",
    ]

    /// `text` with each qualifying property made lazy, and how many.
    static func apply(_ text: String) -> (text: String, edits: Int) {
        guard text.contains("#selector") else { return (text, 0) }
        var lines = text.components(separatedBy: "\n")
        let nesting = SourceNesting(text)
        let blocks = nesting.blocks
        var edited: Set<Int> = []
        for (number, line) in lines.enumerated() where line.contains("#selector") {
            let openers = nesting.openers(atLine: number + 1)
            guard UIKitPort.isInStoredPropertyInitializer(openers) else { continue }
            let depth = openers.lastIndex { $0 == .type || $0 == .extension }.map { $0 + 1 } ?? 0
            guard let property = blocks.last(where: { $0.depth == depth && $0.openLine <= number + 1 && $0.closeLine >= number + 1 }),
                  !edited.contains(property.startLine),
                  let parent = blocks.last(where: { $0.depth == depth - 1 && $0.openLine <= property.startLine && $0.closeLine >= property.closeLine }),
                  isClass(parent.statement),
                  rewrite(property, in: &lines)
            else { continue }
            qualifyStaticMembers(staticMemberNames(of: parent, nesting: nesting, lines: lines), in: property, lines: &lines)
            edited.insert(property.startLine)
        }
        return (lines.joined(separator: "\n"), edited.count)
    }

    /// Whether a type's statement declares a class (not `class func`, a struct, an actor).
    private static func isClass(_ statement: String) -> Bool {
        let words = statement.split(whereSeparator: { " \t\n:<(".contains($0) }).filter { !$0.hasPrefix("@") }
        guard let keyword = words.first(where: { ["class", "struct", "enum", "actor", "protocol", "extension"].contains($0) }) else { return false }
        return keyword == "class"
    }

    /// The names of the class's own `static`/`class` properties and methods (its direct
    /// members), which its stored properties' initializers may name unqualified.
    private static func staticMemberNames(of type: SourceNesting.Block, nesting: SourceNesting, lines: [String]) -> Set<String> {
        let member = try! NSRegularExpression(pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+(?:\(set\))?\s+)*(?:static|class)\s+(?:[a-z]+\s+)*(?:let|var|func)\s+([A-Za-z_]\w*)"#)  // literal
        var names: Set<String> = []
        // 0-based indices of the body's lines; a member's line is enclosed by the type's openers only.
        for index in type.openLine..<max(type.openLine, type.closeLine - 1) where nesting.openers(atLine: index + 1).count == type.depth + 1 {
            let line = lines[index]
            if let match = member.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
               let name = Range(match.range(at: 1), in: line) { names.insert(String(line[name])) }
        }
        return names
    }

    /// `name` → `Self.name` in the (now lazy) property's initializer, for each of the class's
    /// static members: a stored property's initializer runs in the type's context, where they
    /// are in scope unqualified; a lazy one's runs in the instance's, where they are not. Not
    /// after a `.`, nor as an argument label (`name:`).
    private static func qualifyStaticMembers(_ names: Set<String>, in property: SourceNesting.Block, lines: inout [String]) {
        for name in names.sorted() {
            let bare = try! NSRegularExpression(pattern: #"(?<![.\w$])"# + name + #"\b(?!\s*:)"#)  // a name: no metacharacters
            for index in (property.openLine - 1)...(property.closeLine - 1) {
                let line = lines[index]
                lines[index] = bare.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "Self.\(name)")
            }
        }
    }

    /// Rewrites the property's `let`/`var` to its lazy form; false when it does not qualify.
    private static func rewrite(_ property: SourceNesting.Block, in lines: inout [String]) -> Bool {
        let statement = property.statement
        guard let match = declaration.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement)),
              let attributes = Range(match.range(at: 1), in: statement).map({ String(statement[$0]) }),
              let modifiers = Range(match.range(at: 2), in: statement).map({ String(statement[$0]) }),
              let keyword = Range(match.range(at: 3), in: statement).map({ String(statement[$0]) })
        else { return false }
        let attributeNames = attributes.split(whereSeparator: \.isWhitespace).map { String($0.prefix { $0 != "(" }) }
        let modifierWords = modifiers.split(whereSeparator: \.isWhitespace).map(String.init)
        guard attributeNames.allSatisfy(allowedAttributes.contains), modifierWords.allSatisfy(allowedModifiers.contains) else { return false }
        let hidden = modifierWords.contains("private") || modifierWords.contains("fileprivate")
            || modifierWords.contains { $0.hasSuffix("(set)") }
        let replacement = keyword == "let" && !hidden ? "private(set) lazy var" : "lazy var"
        for index in (property.startLine - 1)...(property.openLine - 1) {
            guard let word = lines[index].range(of: #"\b\#(keyword)\b"#, options: .regularExpression) else { continue }
            lines[index].replaceSubrange(word, with: replacement)
            return true
        }
        return false
    }
}
