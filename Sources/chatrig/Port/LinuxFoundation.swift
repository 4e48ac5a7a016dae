import Foundation

/// What swift-corelibs-foundation, Linux's Foundation, needs written differently from Apple's,
/// each edit the same code on iOS:
///
/// - Foundation's networking types (`URLSession`, `URLRequest`, …) are in `FoundationNetworking`:
///   a file naming one gets that import behind `#if canImport(FoundationNetworking)`, after its
///   `import Foundation`, or after its first import when it has none (UIKit brings Foundation
///   on iOS, so a screen's file seldom imports it);
/// - `#keyPath(UITableView.contentInset)` → `"contentInset"`: the key path's string, which
///   `#keyPath` makes on iOS (it needs the Objective-C runtime; a string compiles anywhere);
/// - `NSAttributedString()` → `NSAttributedString(string: "")`: Linux's class has no `init()`,
///   and none can be added (Swift refuses `NSObject`'s `init()` again in an extension);
/// - `width: .greatestFiniteMagnitude` (and `height:`, `.infinity`) → `CGFloat.greatestFiniteMagnitude`:
///   Linux declares `CGSize`'s and `CGRect`'s `Double` and `CGFloat` initializers alike, so
///   the implicit member is ambiguous there (`CGSize(width: 200, height: .greatestFiniteMagnitude)`,
///   the usual text-measuring bound); `CGFloat`'s converts to a `Double` parameter anywhere else.
enum LinuxFoundation {
    /// Makes the edits in `text`; returns how many. O(length).
    static func apply(_ text: inout String) -> Int {
        spellEmptyAttributedString(&text) + spellUnboundedDimensions(&text) + spellKeyPaths(&text) + importFoundationNetworking(&text)
    }

    private static func spellKeyPaths(_ text: inout String) -> Int {
        replace(#"#keyPath\(\s*(?:[A-Z]\w*\.)?([A-Za-z_][\w.]*?)\s*\)"#, with: #""$1""#, in: &text)
    }

    private static func spellEmptyAttributedString(_ text: inout String) -> Int {
        replace(#"(?<![\w.])NSAttributedString\(\s*\)"#, with: #"NSAttributedString(string: "")"#, in: &text)
    }

    private static func spellUnboundedDimensions(_ text: inout String) -> Int {
        replace(#"\b(width|height):(\s*)\.(greatestFiniteMagnitude|infinity)\b"#, with: "$1:$2CGFloat.$3", in: &text)
    }

    private static func importFoundationNetworking(_ text: inout String) -> Int {
        let networking = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLProtocol"]
        guard !text.contains("FoundationNetworking"), networking.contains(where: { text.contains($0) }) else { return 0 }
        var lines = text.components(separatedBy: "\n")
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let anchor = trimmed.firstIndex(of: "import Foundation") ?? trimmed.firstIndex(where: { $0.hasPrefix("import ") })
        else { return 0 }
        lines.insert(contentsOf: ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"], at: anchor + 1)
        text = lines.joined(separator: "\n")
        return 1
    }

    private static func replace(_ pattern: String, with template: String, in text: inout String) -> Int {
        let expression = try! NSRegularExpression(pattern: pattern)  // literal patterns: cannot fail
        let whole = NSRange(text.startIndex..., in: text)
        let count = expression.numberOfMatches(in: text, range: whole)
        if count > 0 { text = expression.stringByReplacingMatches(in: text, range: whole, withTemplate: template) }
        return count
    }
}
