import Foundation

/// Rewrites Objective-C protocols with optional requirements into Swift protocols with
/// defaults, and their optional-chained calls into plain calls.
///
/// A screen's own delegate protocol is often `@objc protocol ChatInputDelegate { @objc optional
/// func inputDidChange(_ text: String) }`, called as `delegate?.inputDidChange?(text)`. Without
/// the Objective-C runtime `@objc` goes (``UIKitPort``), and `optional` is allowed only in an
/// `@objc` protocol; the protocol also stops being class-bound, so `weak var delegate:
/// ChatInputDelegate?` fails. This rewrite, per protocol declared `@objc`:
///
/// - makes it class-bound (`: AnyObject`, or `, AnyObject` after its inheritance list), as an
///   `@objc` protocol is;
/// - drops `optional` from each requirement whose absence Objective-C reports as nothing — a
///   method returning nothing (`Void`) or an optional value, a property of an optional type — and
///   gives it a default in an extension at the end of the file that does nothing or returns
///   `nil`: what the optional-chained call answered when the conformer did not implement it;
/// - refuses, at its line, a requirement returning a non-optional value: its caller's fallback
///   (`delegate?.heightFor?(row) ?? 44`) is the default, which only the team knows.
///
/// Calls `x?.name?(…)` / `x.name?(…)` become `x?.name(…)` / `x.name(…)` for the names whose
/// requirements were rewritten in any of the files being ported (``declaredNames(in:)``, read
/// before any file is rewritten) and for UIKit's optional delegate and data-source methods,
/// which ChatRigUIKit declares as requirements with defaults (its protocols are Swift
/// protocols). Lines keep their numbers: the defaults are appended after the last line.
/// O(length × names).
struct OptionalRequirements {
    struct Result {
        var text: String
        var edits: Int
        var refusals: [UIKitPort.Refusal]
    }

    /// UIKit's optional delegate and data-source methods a screen forwards or calls, by base
    /// name (`UIScrollViewDelegate`, `UITableViewDelegate`/`DataSource`,
    /// `UICollectionViewDelegate`/`DataSource`/`DelegateFlowLayout`, `UITextViewDelegate`,
    /// `UITextFieldDelegate`, `UIGestureRecognizerDelegate`).
    static let uikitOptionalNames: Set<String> = [
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
        "scrollViewDidZoom", "viewForZooming", "tableView", "collectionView", "numberOfSections", "sectionIndexTitles",
        "textViewDidChange", "textViewDidChangeSelection", "textViewShouldBeginEditing", "textViewShouldEndEditing",
        "textViewDidBeginEditing", "textViewDidEndEditing", "textView", "textFieldShouldReturn",
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
        "textFieldShouldClear", "textFieldDidChangeSelection", "textField", "gestureRecognizerShouldBegin",
        "gestureRecognizer",
    ]

    /// One `@objc` protocol found in a file.
    struct ObjCProtocol {
        var name: String
        var isPublic: Bool
        /// The line of `protocol Name …` (0-based).
        var headerLine: Int
        /// The lines after its opening brace's, to its closing brace's (0-based).
        var bodyLines: Range<Int>
    }

    /// One optional requirement: its first line, its declaration without `optional`, and the
    /// body its default takes (`nil` when it has none).
    struct Requirement {
        var line: Int
        var declaration: String
        var defaultBody: String?
        var baseName: String
    }

    /// The base names of the optional requirements `text` declares that this rewrite gives
    /// defaults (and whose calls it therefore rewrites).
    static func declaredNames(in text: String) -> Set<String> {
        let lines = text.components(separatedBy: "\n")
        return Set(protocols(in: text, lines: lines).flatMap { requirements(of: $0, in: lines) }.filter { $0.defaultBody != nil }.map(\.baseName))
    }

    /// Rewrites `text`; `callableNames` are the optional requirements' base names of every
    /// file being ported (``declaredNames(in:)``).
    static func port(_ text: String, callableNames: Set<String>) -> Result {
        var lines = text.components(separatedBy: "\n")
        var edits = 0
        var refusals: [UIKitPort.Refusal] = []
        var extensions: [String] = []
        for objcProtocol in protocols(in: text, lines: lines) {
            if let bound = classBound(lines[objcProtocol.headerLine]) {
                lines[objcProtocol.headerLine] = bound
                edits += 1
            }
            var defaults: [String] = []
            for requirement in requirements(of: objcProtocol, in: lines) {
                guard let body = requirement.defaultBody else {
                    refusals.append(UIKitPort.Refusal(line: requirement.line + 1, reason: "an optional requirement "
                        + "returning a non-optional value has no default the rewrite can know: drop `optional` and give "
                        + "`\(requirement.baseName)` a default in an extension (the value its callers fall back to) (README)"))
                    continue
                }
                lines[requirement.line] = lines[requirement.line].replacingOccurrences(
                    of: #"(@objc(\([^)]*\))?\s+)?optional\s+"#, with: "", options: .regularExpression)
                let access = objcProtocol.isPublic ? "public " : ""
                defaults.append("    \(access)\(requirement.declaration) " + (body.isEmpty ? "{}" : "{ \(body) }"))
                edits += 1
            }
            if !defaults.isEmpty {
                extensions.append((["", "extension \(objcProtocol.name) {"] + defaults + ["}"]).joined(separator: "\n"))
            }
        }
        var result = lines.joined(separator: "\n")
        let names = callableNames.union(uikitOptionalNames).sorted().map { NSRegularExpression.escapedPattern(for: $0) }
        if !names.isEmpty {
            let calls = try! NSRegularExpression(pattern: #"\.("# + names.joined(separator: "|") + #")\?\("#)
            let range = NSRange(result.startIndex..., in: result)
            let count = calls.numberOfMatches(in: result, range: range)
            result = calls.stringByReplacingMatches(in: result, range: range, withTemplate: ".$1(")
            edits += count
        }
        if !extensions.isEmpty {
            let ending = result.hasSuffix("\n") ? "" : "\n"
            result += ending + extensions.joined(separator: "\n") + "\n"
        }
        return Result(text: result, edits: edits, refusals: refusals)
    }

    // MARK: Reading

    /// The `@objc` protocols of `text` (`lines` its lines), from ``SourceNesting``'s type
    /// blocks: a block's statement holds its attributes and modifiers, on its line or the lines
    /// before, with comments and string literals skipped.
    static func protocols(in text: String, lines: [String]) -> [ObjCProtocol] {
        SourceNesting(text).blocks.compactMap { block in
            guard block.opener == .type,
                  let name = block.statement.firstMatch(of: /\bprotocol\s+(\w+)/)?.1,
                  block.statement.contains(/@objc\b/) else { return nil }
            // The line naming it, where a class bound goes (the brace may open on a later line).
            let header = (block.startLine - 1 ... block.openLine - 1).first { lines[$0].contains(/\bprotocol\s+\b/) }
            let modifiers = block.statement.split(whereSeparator: \.isWhitespace)
            return ObjCProtocol(name: String(name), isPublic: modifiers.contains("public") || modifiers.contains("open"),
                                headerLine: header ?? block.openLine - 1, bodyLines: block.openLine ..< block.closeLine)
        }
    }

    private static let optionalMember = try! NSRegularExpression(pattern: #"^\s*(?:@objc(?:\([^)]*\))?\s+)?optional\s+(.*)$"#)

    /// The optional requirements of `objcProtocol`, with their defaults.
    static func requirements(of objcProtocol: ObjCProtocol, in lines: [String]) -> [Requirement] {
        var found: [Requirement] = []
        var index = objcProtocol.bodyLines.lowerBound
        while index < objcProtocol.bodyLines.upperBound {
            let line = lines[index]
            guard let match = optionalMember.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let rest = Range(match.range(at: 1), in: line) else {
                index += 1
                continue
            }
            var declaration = String(line[rest]).trimmingCharacters(in: .whitespaces)
            var end = index
            while !isComplete(declaration), end + 1 < objcProtocol.bodyLines.upperBound {
                end += 1
                declaration += " " + lines[end].trimmingCharacters(in: .whitespaces)
            }
            found.append(requirement(declaration, at: index))
            index = end + 1
        }
        return found
    }

    /// Whether a declaration's parentheses are balanced and it does not end mid-signature.
    private static func isComplete(_ declaration: String) -> Bool {
        let open = declaration.filter { $0 == "(" }.count, close = declaration.filter { $0 == ")" }.count
        return open == close && !declaration.hasSuffix("->") && !declaration.hasSuffix(",")
    }

    /// A requirement's default: nothing for a method returning nothing, `nil` for an optional
    /// result or property; none otherwise.
    private static func requirement(_ declaration: String, at line: Int) -> Requirement {
        let words = declaration.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let keywordIndex = words.firstIndex { $0 == "func" || $0 == "var" }
        let baseName = keywordIndex.flatMap { words.index(after: $0) < words.endIndex ? String(words[words.index(after: $0)]) : nil } ?? ""
        if declaration.hasPrefix("var ") || declaration.contains(" var ") {
            let type = declaration.components(separatedBy: ":").dropFirst().joined(separator: ":")
                .components(separatedBy: "{").first?.trimmingCharacters(in: .whitespaces) ?? ""
            let signature = declaration.components(separatedBy: "{").first?.trimmingCharacters(in: .whitespaces) ?? declaration
            return Requirement(line: line, declaration: signature, defaultBody: isOptionalType(type) ? "nil" : nil, baseName: baseName)
        }
        let result = topLevelResult(of: declaration)
        let body: String? = switch result {
        case nil, "Void", "()": ""
        case let type? where isOptionalType(type): "nil"
        default: nil
        }
        return Requirement(line: line, declaration: declaration, defaultBody: body, baseName: baseName)
    }

    /// The result type after the signature's top-level `->`, without a `where` clause.
    private static func topLevelResult(of declaration: String) -> String? {
        var depth = 0
        var chars = Array(declaration)
        var index = 0
        while index < chars.count - 1 {
            switch chars[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">" where !(chars[index] == ">" && index > 0 && chars[index - 1] == "-"): depth -= 1
            case "-" where depth == 0 && chars[index + 1] == ">":
                chars = Array(chars[(index + 2)...])
                let type = String(chars).components(separatedBy: " where ").first ?? ""
                return type.trimmingCharacters(in: .whitespaces)
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func isOptionalType(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// The header made class-bound, or nil when it already is (or names `AnyObject`/`class`).
    private static func classBound(_ header: String) -> String? {
        let brace = header.firstIndex(of: "{") ?? header.endIndex
        let declaration = header[..<brace]
        if declaration.contains("AnyObject") || declaration.range(of: #":\s*class\b"#, options: .regularExpression) != nil {
            return nil
        }
        let trimmedEnd = declaration.lastIndex { !$0.isWhitespace }.map { declaration.index(after: $0) } ?? declaration.endIndex
        let bound = declaration.contains(":") ? ", AnyObject" : ": AnyObject"
        return String(header[..<trimmedEnd]) + bound + String(header[trimmedEnd...])
    }
}
