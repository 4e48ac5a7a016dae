import Foundation
import Testing
@testable import ChatRigCLI

/// `chatrig port` rewrites platform conditions so a rehearsal build takes the iOS branches
/// on every platform (`canImport(ChatRigUIKit)` true) and the app's build is unchanged (false).
extension ChatRigCLITests {
    @Test func platformTestsAreRewrittenInEveryDirectiveAndNesting() {
        let text = [
            "#if os(iOS)",
            "import UIKit",
            "#elseif os(macOS)",
            "import AppKit",
            "#endif",
            "struct Row: View {",
            "    var body: some View {",
            "        Text(\"hi\")",
            "        #if os(iOS) || os(visionOS)",
            "            .padding(.horizontal, 16)",
            "        #else",
            "            .padding(.horizontal, 10)",
            "        #endif",
            "    }",
            "    #if !os(watchOS) // not on the watch",
            "    #if canImport(UIKit) && !targetEnvironment(macCatalyst)",
            "    let idiom = 1",
            "    #elseif canImport(AppKit)",
            "    let idiom = 2",
            "    #endif",
            "    #endif",
            "    #if os(Linux) || DEBUG",
            "    let debug = true",
            "    #endif",
            "}",
        ].joined(separator: "\n")
        let result = PlatformConditions.port(text)
        #expect(result.edits == 6)
        #expect(result.text == [
            "#if (os(iOS) || canImport(ChatRigUIKit))",
            "import UIKit",
            "#elseif (os(macOS) && !canImport(ChatRigUIKit))",
            "import AppKit",
            "#endif",
            "struct Row: View {",
            "    var body: some View {",
            "        Text(\"hi\")",
            "        #if (os(iOS) || canImport(ChatRigUIKit)) || (os(visionOS) && !canImport(ChatRigUIKit))",
            "            .padding(.horizontal, 16)",
            "        #else",
            "            .padding(.horizontal, 10)",
            "        #endif",
            "    }",
            "    #if !(os(watchOS) && !canImport(ChatRigUIKit)) // not on the watch",
            "    #if (canImport(UIKit) || canImport(ChatRigUIKit)) && !(targetEnvironment(macCatalyst) && !canImport(ChatRigUIKit))",
            "    let idiom = 1",
            "    #elseif (canImport(AppKit) && !canImport(ChatRigUIKit))",
            "    let idiom = 2",
            "    #endif",
            "    #endif",
            "    #if os(Linux) || DEBUG",
            "    let debug = true",
            "    #endif",
            "}",
        ].joined(separator: "\n"))
    }

    /// Running port again changes nothing: a rewritten line names the marker.
    @Test func platformConditionsAreRewrittenOnce() {
        let text = ["#if os(iOS) || os(macOS)", "let a = 1", "#elseif os(tvOS)", "let a = 2", "#endif"].joined(separator: "\n")
        let once = PlatformConditions.port(text)
        #expect(once.edits == 2)
        let twice = PlatformConditions.port(once.text)
        #expect(twice.edits == 0)
        #expect(twice.text == once.text)
    }

    /// A `#if` inside a comment or a string literal is not a directive: left alone, and so is
    /// the code after the comment or string ends.
    @Test func directivesInCommentsAndStringsAreLeftAlone() {
        let text = [
            "/* a block comment",
            "#if os(iOS)",
            "   /* nested */",
            "#elseif os(macOS)",
            "*/",
            "let sample = \"\"\"",
            "    #if os(iOS)",
            "    \"\"\"",
            "// #if os(iOS)",
            "let quoted = \"/* not a comment\"",
            "#if os(iOS) /* phone */",
            "let x = 1",
            "#endif",
        ].joined(separator: "\n")
        let result = PlatformConditions.port(text)
        #expect(result.edits == 1)
        #expect(result.text == [
            "/* a block comment",
            "#if os(iOS)",
            "   /* nested */",
            "#elseif os(macOS)",
            "*/",
            "let sample = \"\"\"",
            "    #if os(iOS)",
            "    \"\"\"",
            "// #if os(iOS)",
            "let quoted = \"/* not a comment\"",
            "#if (os(iOS) || canImport(ChatRigUIKit)) /* phone */",
            "let x = 1",
            "#endif",
        ].joined(separator: "\n"))
    }

    /// Spacing inside a test and parenthesised conditions are kept; unknown tests are copied.
    @Test func platformConditionsKeepTheirSpellingAroundTheRewrite() {
        #expect(PlatformConditions.rewriteDirective("#if(os( iOS ))") == "#if((os(iOS) || canImport(ChatRigUIKit)))")
        #expect(PlatformConditions.rewriteDirective("  #elseif swift(>=5.9) && canImport(Cocoa)")
            == "  #elseif swift(>=5.9) && (canImport(Cocoa) && !canImport(ChatRigUIKit))")
        #expect(PlatformConditions.rewriteDirective("#endif") == nil)
        #expect(PlatformConditions.rewriteDirective("let ifOS = os(iOS)") == nil)
        #expect(PlatformConditions.rewriteDirective("#if targetEnvironment(simulator)") == "#if targetEnvironment(simulator)")
    }

    /// The port command applies the rewrite beside the import edits, as a diff line.
    @Test func thePortCommandPrintsPlatformConditionEditsAsADiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try ["#if os(macOS)", "let platform = \"mac\"", "#else", "let platform = \"phone\"", "#endif", ""].joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        var command = try PortCommand.parse([file.path, "--write"])
        try command.run()
        let ported = try String(contentsOf: file, encoding: .utf8)
        #expect(ported == ["#if (os(macOS) && !canImport(ChatRigUIKit))", "let platform = \"mac\"", "#else", "let platform = \"phone\"", "#endif", ""].joined(separator: "\n"))
        var again = try PortCommand.parse([file.path, "--write"])
        try again.run()
        #expect(try String(contentsOf: file, encoding: .utf8) == ported)
    }
}
