import Foundation

/// Rewrites a file's platform conditions (`#if` and `#elseif` lines) so that a rehearsal
/// build takes the iOS branches on every platform while the app's own build is unchanged.
///
/// A public screen branches on the platform (`#if os(iOS)` … `#elseif os(macOS)` with AppKit
/// code, `#if canImport(UIKit)`, `#if !os(watchOS)`, `targetEnvironment(macCatalyst)`). On
/// Linux `os(iOS)` is false, so a rehearsal would compile the non-iOS branch (AppKit code that
/// does not compile, or behaviour that is not the iOS app's), and on a Mac the macOS branch:
/// figures would differ by platform. The marker is `canImport(ChatRigUIKit)`: true in a
/// rehearsal build (ChatRigSwiftUI re-exports ChatRigUIKit, so a target depending on either
/// sees it) and false in the app's own build, where the module does not exist. Each platform
/// test is rewritten where it stands, so `!`, `&&`, `||`, parentheses and `#elseif` chains keep
/// their meaning:
///
/// | condition | becomes |
/// |---|---|
/// | `os(iOS)` | `(os(iOS) || canImport(ChatRigUIKit))` |
/// | `os(macOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `os(xrOS)` | `(os(X) && !canImport(ChatRigUIKit))` |
/// | `canImport(UIKit)` | `(canImport(UIKit) || canImport(ChatRigUIKit))` |
/// | `canImport(AppKit)`, `canImport(Cocoa)`, `canImport(WatchKit)` | `(canImport(X) && !canImport(ChatRigUIKit))` |
/// | `targetEnvironment(macCatalyst)` | `(targetEnvironment(macCatalyst) && !canImport(ChatRigUIKit))` |
///
/// Other tests (`os(Linux)`, `canImport(FoundationNetworking)`, `swift(>=5.9)`, `DEBUG`,
/// `targetEnvironment(simulator)`) are left alone: they are about the toolchain, not the
/// screen's platform. Only directive lines are read: a `#if` inside a comment or a string
/// literal (block comments and multi-line strings are followed across lines) and a trailing
/// `// comment` are left as they are. Idempotent: a line already naming
/// `canImport(ChatRigUIKit)` is not rewritten again. O(length).
struct PlatformConditions {
    /// The module whose presence marks a rehearsal build.
    static let marker = "canImport(ChatRigUIKit)"

    /// `name(argument)` → its rewrite; nil leaves the test alone.
    static func rewrite(_ name: String, _ argument: String) -> String? {
        let test = "\(name)(\(argument))"
        switch (name, argument) {
        case ("os", "iOS"), ("canImport", "UIKit"):
            return "(\(test) || \(marker))"
        case ("os", "macOS"), ("os", "OSX"), ("os", "tvOS"), ("os", "watchOS"), ("os", "visionOS"), ("os", "xrOS"),
             ("canImport", "AppKit"), ("canImport", "Cocoa"), ("canImport", "WatchKit"),
             ("targetEnvironment", "macCatalyst"):
            return "(\(test) && !\(marker))"
        default:
            return nil
        }
    }

    /// Ports `text`; returns the text and the number of directive lines rewritten.
    static func port(_ text: String) -> (text: String, edits: Int) {
        var lines = text.components(separatedBy: "\n")
        var scanner = LexicalState()
        var edits = 0
        for index in lines.indices {
            let line = lines[index]
            if scanner.isCode, let rewritten = rewriteDirective(line), rewritten != line {
                lines[index] = rewritten
                edits += 1
            }
            scanner.advance(over: line)
        }
        return (lines.joined(separator: "\n"), edits)
    }

    /// The line with its condition rewritten, or nil when it is not a `#if`/`#elseif` line
    /// or already names the marker.
    static func rewriteDirective(_ line: String) -> String? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indent.count)
        guard let keyword = ["#if", "#elseif"].first(where: { rest.hasPrefix($0 + " ") || rest.hasPrefix($0 + "(") || rest.hasPrefix($0 + "!") }),
              !rest.contains(marker) else { return nil }
        let afterKeyword = rest.dropFirst(keyword.count)
        // The condition ends where a comment starts.
        var conditionEnd = afterKeyword.endIndex
        if let comment = afterKeyword.range(of: "//") { conditionEnd = comment.lowerBound }
        if let block = afterKeyword.range(of: "/*"), block.lowerBound < conditionEnd { conditionEnd = block.lowerBound }
        let condition = rewriteCondition(afterKeyword[..<conditionEnd])
        return String(indent) + keyword + condition + afterKeyword[conditionEnd...]
    }

    /// Rewrites each `name(argument)` test of a condition (`os`, `canImport`,
    /// `targetEnvironment`), copying everything else as it stands.
    static func rewriteCondition(_ condition: Substring) -> String {
        var output = ""
        var index = condition.startIndex
        while index < condition.endIndex {
            let character = condition[index]
            guard character.isLetter || character == "_" else {
                output.append(character)
                index = condition.index(after: index)
                continue
            }
            let nameEnd = condition[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? condition.endIndex
            let name = String(condition[index..<nameEnd])
            let afterName = condition[nameEnd...].drop { $0 == " " }
            if afterName.first == "(", let close = afterName.firstIndex(of: ")") {
                let argument = afterName[afterName.index(after: afterName.startIndex)..<close].trimmingCharacters(in: .whitespaces)
                let original = String(condition[index...close])
                output += rewrite(name, argument) ?? original
                index = condition.index(after: close)
            } else {
                output += name
                index = nameEnd
            }
        }
        return output
    }
}

/// Whether a line starts in code, or inside a block comment or a multi-line string literal,
/// followed line by line (nested block comments, `"""` strings; a raw string's `#"""` counts
/// as `"""`). Single-line strings and line comments end with their line.
struct LexicalState {
    private var commentDepth = 0
    private var inMultilineString = false

    /// Whether the next line starts outside comments and multi-line strings.
    var isCode: Bool { commentDepth == 0 && !inMultilineString }

    mutating func advance(over line: String) {
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let rest = characters[index...]
            if inMultilineString {
                if rest.starts(with: "\"\"\"") { inMultilineString = false; index += 3 } else { index += 1 }
            } else if commentDepth > 0 {
                if rest.starts(with: "/*") { commentDepth += 1; index += 2 }
                else if rest.starts(with: "*/") { commentDepth -= 1; index += 2 }
                else { index += 1 }
            } else if inString {
                if characters[index] == "\\" { index += 2 }
                else { if characters[index] == "\"" { inString = false }; index += 1 }
            } else if rest.starts(with: "//") {
                return
            } else if rest.starts(with: "/*") {
                commentDepth += 1; index += 2
            } else if rest.starts(with: "\"\"\"") {
                inMultilineString = true; index += 3
            } else {
                if characters[index] == "\"" { inString = true }
                index += 1
            }
        }
    }
}
