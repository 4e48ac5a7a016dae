import Foundation
import Testing

extension UIKitRehearsalSuites {
    /// The README's table of how a rehearsal treats each part of UIKit (modelled, inert, not
    /// available) names every public type ChatRigUIKit declares: a type added to the face
    /// without a line saying what it does fails here.
    @Suite struct READMETableCompletenessTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// The public and open top-level types (classes, structs, enums, protocols, type
        /// aliases) of every file under `Sources/ChatRigUIKit`, declared at the start of a line.
        static func publicTypes() throws -> Set<String> {
            let folder = root.appendingPathComponent("Sources/ChatRigUIKit")
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
            var names: Set<String> = []
            let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
            for case let file as URL in files where file.pathExtension == "swift" {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.first?.isWhitespace == false {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "final" }
                    guard words.count >= 3, words[0] == "public" || words[0] == "open", kinds.contains(words[1]) else { continue }
                    let name = words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
            return names
        }

        /// The README's section from the table's heading to the SwiftUI section.
        static func table() throws -> String {
            let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            guard let start = readme.range(of: "How the rehearsal treats each part of UIKit"),
                  let end = readme.range(of: "### Your SwiftUI screen as it is", range: start.upperBound..<readme.endIndex)
            else { return "" }
            return String(readme[start.lowerBound..<end.lowerBound])
        }

        /// Whether `text` names `type` as a whole word (`UIScrollView` is not named by `UIScrollViewDelegate`).
        static func mentions(_ text: String, _ type: String) throws -> Bool {
            let pattern = try NSRegularExpression(pattern: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: type))(?![A-Za-z0-9_])")
            return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }

        @Test func everyPublicTypeOfTheFaceIsInTheREADMETable() throws {
            let table = try Self.table()
            let types = try Self.publicTypes()
            #expect(types.count > 150, "the scan found \(types.count) types")
            let missing = try types.filter { try !Self.mentions(table, $0) }.sorted()
            #expect(missing.isEmpty, "not in the README's table: \(missing.joined(separator: ", "))")
        }

        /// The scan finds types declared with attributes and `final`, and not nested ones'
        /// members: a check of the scanner itself on known declarations.
        @Test func theScanFindsKnownDeclarations() throws {
            let types = try Self.publicTypes()
            #expect(types.isSuperset(of: ["UIView", "UICollectionView", "UITableView", "UIKitListAdapter", "NSLayoutDimension", "CFTimeInterval"]))
            #expect(!types.contains("ContentMode"))
            #expect(try !Self.mentions("`UIScrollViewDelegate`", "UIScrollView"))
            #expect(try Self.mentions("`UIScrollView`, `UIScrollViewDelegate`", "UIScrollView"))
        }
    }
}
