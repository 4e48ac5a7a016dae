import Foundation

/// Moves each `override` member out of an extension into the body of the class it extends,
/// when that class is declared in the same file: Swift allows overriding from an extension
/// only an `@objc` member (UIKit's are, on iOS), and without the Objective-C runtime no
/// declaration can allow it — in the class's own body the override is legal everywhere.
///
/// The member goes with its doc comment and attributes; a `public`/`open`/`private`
/// extension's access level goes onto a member that names none (`private` at file scope is
/// `fileprivate`). An extension left empty is removed only when it declared no conformance;
/// one that adds a conformance stays, with its remaining members. Left for a refusal (the
/// member stays where it is): the class in another file (or nested, or declared twice), an
/// extension with a generic or `where` clause or a qualified name, a member sharing a line
/// with other code, an extension with `#if` inside. Line-based; deterministic.
enum OverrideMove {
    /// The moved text, and the original lines (1-based) of the `override` declarations moved.
    static func apply(_ text: String) -> (text: String, moved: Set<Int>) {
        var lines = text.components(separatedBy: "\n")
        let nesting = SourceNesting(text)
        let blocks = nesting.blocks
        var moved: Set<Int> = []
        // (first index, count of lines replaced, lines inserted), applied last to first.
        var splices: [(start: Int, count: Int, insert: [String])] = []
        var insertions: [Int: [String]] = [:]  // class close line index → members
        for (extensionIndex, ext) in blocks.enumerated() where ext.opener == .extension && ext.depth == 0 {
            guard let header = extensionHeader(ext.statement),
                  let target = classBlock(named: header.name, in: blocks),
                  !lines[(ext.openLine - 1)...(ext.closeLine - 1)].contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if") }),
                  lines[target.closeLine - 1].trimmingCharacters(in: .whitespaces) == "}",
                  lines[ext.closeLine - 1].trimmingCharacters(in: .whitespaces) == "}"
            else { continue }
            let members = blocks[(extensionIndex + 1)...].prefix { $0.openLine <= ext.closeLine }.filter { $0.depth == 1 }
            var movedRanges: [ClosedRange<Int>] = []  // 0-based line indices
            for member in members where isOverride(member.statement) {
                guard member.startLine > ext.openLine, member.closeLine < ext.closeLine,
                      lines[member.closeLine - 1].trimmingCharacters(in: .whitespaces).hasSuffix("}"),
                      startsItsLine(member, lines: lines)
                else { continue }
                let first = leadingCommentStart(member.startLine - 1, lines: lines, floor: ext.openLine)
                var body = Array(lines[first...(member.closeLine - 1)])
                if let access = header.access { body = addAccess(access, to: body) }
                let blankAbove = lines[target.closeLine - 2].trimmingCharacters(in: .whitespaces).isEmpty
                let separator = blankAbove && insertions[target.closeLine - 1] == nil ? [] : [""]
                insertions[target.closeLine - 1, default: []].append(contentsOf: separator + body)
                movedRanges.append(first...(member.closeLine - 1))
                if let line = overrideLine(member, lines: lines) { moved.insert(line) }
            }
            splices += removals(movedRanges, from: ext, conforms: header.conforms, lines: lines)
        }
        for (close, members) in insertions { splices.append((close, 0, members)) }
        for splice in splices.sorted(by: { ($0.start, $0.count) > ($1.start, $1.count) }) {
            lines.replaceSubrange(splice.start..<(splice.start + splice.count), with: splice.insert)
        }
        return (lines.joined(separator: "\n"), moved)
    }

    /// What goes from an extension once `moved` (0-based line ranges) have moved: the whole
    /// extension when nothing but blank lines is left and it declared no conformance, else
    /// each moved range with the blank line that separated it.
    static func removals(_ moved: [ClosedRange<Int>], from ext: SourceNesting.Block, conforms: Bool,
                                 lines: [String]) -> [(start: Int, count: Int, insert: [String])] {
        guard !moved.isEmpty else { return [] }
        func blank(_ index: Int) -> Bool { lines[index].trimmingCharacters(in: .whitespaces).isEmpty }
        let inside = ext.openLine..<(ext.closeLine - 1)  // 0-based indices between the braces
        let left = inside.filter { index in !moved.contains { $0.contains(index) } }
        if !conforms, left.allSatisfy(blank), lines[ext.openLine - 1].trimmingCharacters(in: .whitespaces).hasSuffix("{") {
            var start = ext.startLine - 1, end = ext.closeLine - 1
            if start > 0, blank(start - 1) { start -= 1 } else if end + 1 < lines.count, blank(end + 1) { end += 1 }
            return [(start, end - start + 1, [])]
        }
        var removed = Set(moved.flatMap { Array($0) })
        for range in moved {
            // The blank line that separated the member from the one before goes with it
            // (or, for the first member, the blank line after it).
            if range.lowerBound > ext.openLine, blank(range.lowerBound - 1) {
                removed.insert(range.lowerBound - 1)
            } else if range.upperBound + 1 < ext.closeLine - 1, blank(range.upperBound + 1) {
                removed.insert(range.upperBound + 1)
            }
        }
        return removed.sorted().filter { !removed.contains($0 - 1) }.map { start in
            var end = start
            while removed.contains(end + 1) { end += 1 }
            return (start, end - start + 1, [])
        }
    }

    /// `public extension Name: P`: its name, access level, whether it adds a conformance;
    /// nil for a qualified name, a generic or `where` clause.
    static func extensionHeader(_ statement: String) -> (name: String, access: String?, conforms: Bool)? {
        let pattern = try! NSRegularExpression(  // a literal pattern: cannot fail
            pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(public|open|internal|fileprivate|private)\s+)?extension\s+([A-Za-z_]\w*)\s*(:[^<]*)?$"#)
        let range = NSRange(statement.startIndex..., in: statement)
        guard let match = pattern.firstMatch(in: statement, range: range),
              let name = Range(match.range(at: 2), in: statement).map({ String(statement[$0]) }) else { return nil }
        let conformance = Range(match.range(at: 3), in: statement).map { String(statement[$0]) }
        if let conformance, conformance.range(of: #"\bwhere\b"#, options: .regularExpression) != nil { return nil }
        var access = Range(match.range(at: 1), in: statement).map { String(statement[$0]) }
        if access == "private" { access = "fileprivate" }
        if access == "internal" { access = nil }
        return (name, access, conformance != nil)
    }

    /// The file-scope `class Name` (`final class`, `open class`, …), when there is exactly one.
    static func classBlock(named name: String, in blocks: [SourceNesting.Block]) -> SourceNesting.Block? {
        let matches = blocks.filter { block in
            guard block.depth == 0, block.opener == .type else { return false }
            let words = block.statement.split(whereSeparator: { " \t\n:<(".contains($0) })
            return zip(words, words.dropFirst()).contains { $0 == "class" && $1 == Substring(name) }
        }
        return matches.count == 1 ? matches[0] : nil
    }

    private static let overrideWord = try! NSRegularExpression(  // a literal pattern: cannot fail
        pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|nonisolated)\s+)*override\s"#)

    static func isOverride(_ statement: String) -> Bool {
        overrideWord.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement)) != nil
    }

    /// The member's statement starts its line: the previous declaration (or the extension's
    /// brace) ended on an earlier line.
    static func startsItsLine(_ member: SourceNesting.Block, lines: [String]) -> Bool {
        let line = lines[member.startLine - 1].trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("@") || line.hasPrefix("override")
            || ["public", "open", "internal", "fileprivate", "private", "final", "nonisolated", "func", "var"].contains { line.hasPrefix($0 + " ") }
    }

    /// The first line of the doc comment and attributes above line `index` (0-based), not
    /// above `floor` (the extension's brace line, 1-based = the first index inside).
    static func leadingCommentStart(_ index: Int, lines: [String], floor: Int) -> Int {
        var first = index
        var inBlockComment = false
        while first - 1 >= floor {
            let line = lines[first - 1].trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                first -= 1
                if line.hasPrefix("/*") { inBlockComment = false }
                continue
            }
            if line.hasSuffix("*/") {
                first -= 1
                inBlockComment = !line.hasPrefix("/*")
                continue
            }
            guard line.hasPrefix("//") || line.hasPrefix("@") else { break }
            first -= 1
        }
        return inBlockComment ? index : first
    }

    /// The 1-based line holding the member's `override` word.
    private static func overrideLine(_ member: SourceNesting.Block, lines: [String]) -> Int? {
        (member.startLine...member.openLine).first { lines[$0 - 1].range(of: #"\boverride\b"#, options: .regularExpression) != nil }
    }

    /// `override func f()` → `public override func f()` when the member names no access level:
    /// the access goes before the first word matching `keyword` (`override`; `func` or `var` for
    /// a member that is not an override, ``OverriddenExtensionMembers``).
    static func addAccess(_ access: String, to body: [String], before keyword: String = #"\boverride\b"#) -> [String] {
        let levels = #"\b(public|open|internal|fileprivate|private)\b"#
        guard let index = body.firstIndex(where: { $0.range(of: keyword, options: .regularExpression) != nil }),
              body[index].range(of: levels, options: .regularExpression) == nil,
              let word = body[index].range(of: keyword, options: .regularExpression) else { return body }
        var result = body
        result[index].replaceSubrange(word.lowerBound..<word.lowerBound, with: "\(access) ")
        return result
    }
}
