import Foundation

/// Moves a member declared in an extension of a class into the class's own body when a
/// subclass overrides it — in any of the files ported together: `extension ChatViewController:
/// UITableViewDataSource { func tableView(_:numberOfRowsInSection:) … }` in one file,
/// `override func tableView(_:numberOfRowsInSection:)` in a subclass in another. Swift allows
/// overriding a member declared in an extension only when it is `@objc` (UIKit's delegate
/// and data-source methods are, on iOS); without the Objective-C runtime none is, and in the
/// class's body the member is overridable everywhere. A module-level edit (``OverrideMove``
/// moves `override` members within a file; this moves the members they override), made by
/// `chatrig port` before each file's own edits.
///
/// A member is matched by its base name (`tableView`, `insert`): moving one that is not
/// overridden changes nothing but where it is written. The member goes with its doc comment
/// and attributes, the extension's access level onto it (as ``OverrideMove``); an extension
/// left empty goes unless it declares a conformance. Left where they are: a class declared in
/// no ported file (or more than one), a `static` member, an extension with `#if` inside or a
/// generic or `where` clause. Line-based; deterministic.
enum OverriddenExtensionMembers {
    /// The texts with the members moved (only the files that changed), by index in `texts`.
    static func apply(_ texts: [String]) -> [Int: String] {
        let overridden = texts.reduce(into: Set<String>()) { $0.formUnion(overriddenNames(in: $1)) }
        guard !overridden.isEmpty else { return [:] }
        var lines = texts.map { $0.components(separatedBy: "\n") }
        let nestings = texts.map(SourceNesting.init)
        var splices: [Int: [(start: Int, count: Int, insert: [String])]] = [:]
        var insertions: [Int: [Int: [String]]] = [:]  // file → class close line index → members
        for (file, nesting) in nestings.enumerated() {
            let blocks = nesting.blocks
            for (index, ext) in blocks.enumerated() where ext.opener == .extension && ext.depth == 0 {
                guard let header = OverrideMove.extensionHeader(ext.statement),
                      let target = classDeclaration(named: header.name, in: nestings),
                      !lines[file][(ext.openLine - 1)...(ext.closeLine - 1)].contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if") }),
                      lines[target.file][target.block.closeLine - 1].trimmingCharacters(in: .whitespaces) == "}"
                else { continue }
                let members = blocks[(index + 1)...].prefix { $0.openLine <= ext.closeLine }.filter { $0.depth == 1 }
                var moved: [ClosedRange<Int>] = []
                for member in members {
                    guard let name = memberName(member.statement), overridden.contains(name), !OverrideMove.isOverride(member.statement),
                          member.startLine > ext.openLine, member.closeLine < ext.closeLine,
                          lines[file][member.closeLine - 1].trimmingCharacters(in: .whitespaces).hasSuffix("}"),
                          OverrideMove.startsItsLine(member, lines: lines[file])
                    else { continue }
                    let first = OverrideMove.leadingCommentStart(member.startLine - 1, lines: lines[file], floor: ext.openLine)
                    var body = Array(lines[file][first...(member.closeLine - 1)])
                    if let access = header.access { body = OverrideMove.addAccess(access, to: body, before: #"\b(func|var)\s"#) }
                    let close = target.block.closeLine - 1
                    insertions[target.file, default: [:]][close, default: []].append(contentsOf: [""] + body)
                    moved.append(first...(member.closeLine - 1))
                }
                splices[file, default: []] += OverrideMove.removals(moved, from: ext, conforms: header.conforms, lines: lines[file])
            }
        }
        for (file, byClose) in insertions {
            for (close, members) in byClose { splices[file, default: []].append((close, 0, members)) }
        }
        var changed: [Int: String] = [:]
        for (file, list) in splices where !list.isEmpty {
            for splice in list.sorted(by: { ($0.start, $0.count) > ($1.start, $1.count) }) {
                lines[file].replaceSubrange(splice.start..<(splice.start + splice.count), with: splice.insert)
            }
            changed[file] = lines[file].joined(separator: "\n")
        }
        return changed
    }

    /// The base names of the methods and properties `text` overrides.
    static func overriddenNames(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(  // a literal pattern: cannot fail
            pattern: #"\boverride\s+(?:(?:public|open|internal|fileprivate|private|final|nonisolated|class)\s+)*(?:func|var)\s+([A-Za-z_]\w*)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// A member's base name: `func name(` or `var name`; nil for a `static` member, a
    /// nested type, an initializer or a subscript.
    static func memberName(_ statement: String) -> String? {
        let pattern = try! NSRegularExpression(  // a literal pattern: cannot fail
            pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|nonisolated|class|dynamic)\s+)*(?:func|var)\s+([A-Za-z_]\w*)"#)
        guard let match = pattern.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement)) else { return nil }
        return Range(match.range(at: 1), in: statement).map { String(statement[$0]) }
    }

    /// The one file-scope `class Name` among the files, with its file's index.
    private static func classDeclaration(named name: String, in nestings: [SourceNesting]) -> (file: Int, block: SourceNesting.Block)? {
        let found = nestings.enumerated().compactMap { file, nesting in
            OverrideMove.classBlock(named: name, in: nesting.blocks).map { (file: file, block: $0) }
        }
        return found.count == 1 ? found[0] : nil
    }
}
