import Foundation

/// The shim's import for a file that names UIKit's or Core Graphics' types (`UIDevice`,
/// `CGFloat`) without importing UIKit: in a framework target with an umbrella header (or an
/// app with a bridging header that imports UIKit) Xcode imports that header into every Swift
/// file of the module, and a framework whose umbrella header imports UIKit brings UIKit's
/// names to the files importing it — so such a file compiles on iOS. On Linux it needs the
/// shim's import, added after its last import (after the `#endif` of an import in an `#if`
/// block), or above its first line of code when it imports nothing. A file that imports
/// nothing and names only Foundation's types (`NSException`, `Date`) gets `import Foundation`
/// there instead, for the same reason.
///
/// A module-level edit, made by `chatrig port` on each whole file after ``UIKitPort`` and
/// before ``SwiftUIPort``: a file importing UIKit, SwiftUI (which brings UIKit's names),
/// ChatRig's faces or a shim is left; comments are not read. Deterministic.
struct ImplicitUIKitImport {
    /// The UIKit shim's module name, and the SwiftUI shim's (a file importing it is SwiftUI's).
    var shimModule = "ChatUI"
    var swiftUIShimModule = "ChatViews"

    /// `text` with the shim's import where UIKit was implicit; 1 edit or none. O(length).
    func apply(_ text: String) -> (text: String, edits: Int) {
        var lines = text.components(separatedBy: "\n")
        let imports = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
        let imported = Set(imports.map { lines[$0].trimmingCharacters(in: .whitespaces).dropFirst(7).split(separator: ".").first.map(String.init) ?? "" })
        let uikitBearing: Set = [shimModule, swiftUIShimModule, "SwiftUI", "UIKit", "ChatRigUIKit", "ChatRigSwiftUI"]
        guard imported.isDisjoint(with: uikitBearing) else { return (text, 0) }
        let code = lines.map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line }.joined(separator: "\n")
        let whole = NSRange(code.startIndex..., in: code)
        let module: String
        if Self.uikitName.firstMatch(in: code, range: whole) != nil {
            module = shimModule
        } else if imports.isEmpty, Self.foundationName.firstMatch(in: code, range: whole) != nil {
            module = "Foundation"  // a file importing nothing that names Foundation's types (the umbrella header's)
        } else {
            return (text, 0)
        }
        let at = imports.last.map { Self.lineAfterConditionalBlock(holding: $0, in: lines) } ?? Self.firstLineOfCode(in: lines)
        lines.insert("import \(module)", at: at)
        return (lines.joined(separator: "\n"), 1)
    }

    /// A Foundation class or value type a file may name under an umbrella header (`NSException`,
    /// `Date`, `URL`): for a file that imports nothing, `import Foundation` is added.
    private static let foundationName = try! NSRegularExpression(  // a literal pattern: cannot fail
        pattern: #"\b(?:NS[A-Z][A-Za-z]+|Date|URL|Data|UUID|DispatchQueue|NotificationCenter|TimeInterval|IndexPath|IndexSet|CharacterSet)\b"#)

    /// A UIKit class, protocol or function (`UIView`, `UIGraphicsGetCurrentContext`), or a
    /// Core Graphics or Core Animation type; not the word `UIKit`.
    private static let uikitName = try! NSRegularExpression(  // a literal pattern: cannot fail
        pattern: #"\b(?:UI(?!Kit\b)[A-Z][A-Za-z]+|CG(?:Float|Rect|Size|Point|Vector|AffineTransform|Color|Path|Image|Context)|CA[A-Z][A-Za-z]*Layer|CATransform3D|NSLayoutConstraint)\b"#)

    /// The first line that is not blank or a comment (a file's header comment stays on top).
    private static func firstLineOfCode(in lines: [String]) -> Int {
        var inBlockComment = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                if trimmed.contains("*/") { inBlockComment = false }
                continue
            }
            if trimmed.hasPrefix("/*") {
                inBlockComment = !trimmed.contains("*/")
                continue
            }
            if !trimmed.isEmpty, !trimmed.hasPrefix("//") { return index }
        }
        return 0
    }

    /// The line after `line`, or after the `#endif` closing the `#if` block it is in.
    private static func lineAfterConditionalBlock(holding line: Int, in lines: [String]) -> Int {
        func delta(_ index: Int) -> Int {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("#if") ? 1 : trimmed.hasPrefix("#endif") ? -1 : 0
        }
        var depth = (0...line).reduce(0) { $0 + delta($1) }
        var index = line + 1
        while depth > 0, index < lines.count {
            depth += delta(index)
            index += 1
        }
        return index
    }
}
