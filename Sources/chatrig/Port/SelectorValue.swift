import Foundation

/// A `#selector` used as a value — compared with an action (`action == #selector(paste(_:))`,
/// `case #selector(copy(_:)):` in `canPerformAction(_:withSender:)`), returned, or given
/// as a `Selector` — becomes `Selector("paste:")`: the same Objective-C selector on iOS, where
/// `Selector("…")` names a method by its Objective-C name, and ChatRigUIKit's `Selector` on
/// Linux, a method's name. Only lines that use the selector as a value are rewritten (a
/// comparison, a `case`, a `return`, a `Selector` type, `canPerformAction(`); a selector
/// passed to a method ChatRigUIKit does not declare (`perform(_:with:afterDelay:)`) is left
/// for the refusal. Runs after ``SelectorForm``, whose call sites are gone by then.
enum SelectorValue {
    private static let selector = SelectorForm.regex(#"#selector\(\s*(?:self\?\.)?([A-Za-z_][\w.]*)(?:\(([\w:]*)\))?\s*\)"#)
    /// What comes right before a value selector on its line: a comparison, `case`, `return`,
    /// `canPerformAction(`, a `Selector`'s `=` or a `Selector` property's `{`.
    private static let valuePrefix = SelectorForm.regex(#"(?:==|!=|\bcase|\breturn|canPerformAction\(|sendAction\(|Selector\??\s*=|Selector\??\s*\{)\s*$"#)

    /// Rewrites the value selectors of `text`'s lines; returns how many. O(length).
    static func apply(_ text: inout String) -> Int {
        var edits = 0
        let lines = text.components(separatedBy: "\n").map { line -> String in
            let whole = NSRange(line.startIndex..., in: line)
            guard line.contains("#selector") else { return line }
            var rewritten = line
            for match in selector.matches(in: line, range: whole).reversed() {
                guard let range = Range(match.range, in: line), isValue(before: line[..<range.lowerBound], in: line),
                      let path = Range(match.range(at: 1), in: line).map({ String(line[$0]) })
                else { continue }
                let labels = Range(match.range(at: 2), in: line).map { String(line[$0]) }
                guard let name = objectiveCName(path: path, labels: labels), let target = Range(match.range, in: rewritten),
                      rewritten[target] == line[range] else { continue }
                rewritten.replaceSubrange(target, with: "Selector(\"\(name)\")")
                edits += 1
            }
            return rewritten
        }
        text = lines.joined(separator: "\n")
        return edits
    }

    /// Whether the selector after `prefix` is a value: after ``valuePrefix``, or after a comma
    /// on a `case` line (`case #selector(copy(_:)), #selector(paste(_:)):`).
    private static func isValue(before prefix: Substring, in line: String) -> Bool {
        let text = String(prefix)
        if valuePrefix.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { return true }
        return line.trimmingCharacters(in: .whitespaces).hasPrefix("case ") && text.trimmingCharacters(in: .whitespaces).hasSuffix(",")
    }

    /// The Objective-C name of a Swift method reference (`paste(_:)` → `paste:`,
    /// `canPerformAction(_:withSender:)` → `canPerformAction:withSender:`, `send(message:)` →
    /// `sendWithMessage:`, Swift's rule for a method whose first parameter has a label;
    /// `reload` → `reload`); the type prefix (`UIResponderStandardEditActions.copy(_:)`) goes.
    /// Nil for an `init`, whose names follow other rules.
    static func objectiveCName(path: String, labels: String?) -> String? {
        let method = SelectorForm.methodName(path)
        guard method != "init" else { return nil }
        let parts = (labels ?? "").split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = parts.first else { return method }
        let head = first == "_" ? method + ":" : method + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + parts.dropFirst().map { $0 == "_" ? ":" : $0 + ":" }.joined()
    }
}
