import Foundation
import Testing

/// The README's SwiftUI table (modelled / inert / not available) names every public
/// declaration of ChatRigSwiftUI: each public type, protocol and global function, and each
/// modifier (`public func` in an `extension View`), by its name in backticks.
@Suite struct ReadmeTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The public declarations of the module's sources: types, protocols, global functions
    /// and `View` modifiers. O(source length).
    static func publicDeclarations() throws -> Set<String> {
        let type = try Regex(#"(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:open|public)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)"#)
        let function = try Regex(#"(?m)^(?:@\w+\s+)*public\s+func\s+(\w+)"#)
        let viewExtension = try Regex(#"(?ms)^extension View\b[^{]*\{(.*?)^\}"#)
        let modifier = try Regex(#"public func (\w+)"#)
        var names: Set<String> = []
        let folder = root.appendingPathComponent("Sources/ChatRigSwiftUI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: type) { names.insert(String(match.output[1].substring!)) }
            for match in text.matches(of: function) { names.insert(String(match.output[1].substring!)) }
            for block in text.matches(of: viewExtension) {
                for match in String(block.output[1].substring!).matches(of: modifier) { names.insert(String(match.output[1].substring!)) }
            }
        }
        return names
    }

    /// The identifiers in backticks in the README's SwiftUI table's rows.
    static func tableNames() throws -> Set<String> {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let header = readme.range(of: "| SwiftUI API | | notes |") else { return [] }
        let rows = readme[header.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0.hasPrefix("|") }
        let code = try Regex(#"`([^`]+)`"#)
        let identifier = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
        var names: Set<String> = []
        for row in rows {
            for span in row.matches(of: code) {
                for name in String(span.output[1].substring!).matches(of: identifier) { names.insert(String(name.output[0].substring!)) }
            }
        }
        return names
    }

    @Test func everyPublicDeclarationIsInTheReadmesSwiftUITable() throws {
        let declared = try Self.publicDeclarations()
        let listed = try Self.tableNames()
        #expect(declared.count > 150, "the scan found \(declared.count) declarations")
        let missing = declared.subtracting(listed).sorted()
        #expect(missing.isEmpty, "not in the README's SwiftUI table: \(missing)")
    }

    /// The check's own check: a name the module does not declare is not found, one it does is.
    @Test func theScanSeesTheModulesDeclarations() throws {
        let declared = try Self.publicDeclarations()
        #expect(declared.contains("UIViewRepresentable"))
        #expect(declared.contains("scrollPosition"))
        #expect(!declared.contains("tableNames"))
    }
}
