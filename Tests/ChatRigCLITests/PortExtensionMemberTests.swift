import Foundation
import Testing
@testable import ChatRigCLI

/// A member a class declares in an extension, overridden by a subclass in another file ported
/// with it, moves into the class's body (Swift overrides an extension's member only when it is
/// `@objc`); the rest of the extension, its conformance and the other files stay as they were.
extension ChatRigCLITests {
    @Test func anExtensionMemberASubclassOverridesMovesIntoItsClass() {
        let base = [
            "class ChatViewController: UIViewController {",
            "    var rows = 0",
            "}",
            "",
            "public extension ChatViewController: UITableViewDataSource {",
            "    /// The rows.",
            "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        rows",
            "    }",
            "",
            "    func helper() {}",
            "}",
        ].joined(separator: "\n")
        let subclass = "final class Screen: ChatViewController {\n    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }\n}"
        let moved = OverriddenExtensionMembers.apply([base, subclass, "struct Unrelated {}"])
        #expect(Array(moved.keys) == [0])
        #expect(moved[0]?.components(separatedBy: "\n") == [
            "class ChatViewController: UIViewController {",
            "    var rows = 0",
            "",
            "    /// The rows.",
            "    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        rows",
            "    }",
            "}",
            "",
            "public extension ChatViewController: UITableViewDataSource {",
            "    func helper() {}",
            "}",
        ])
    }

    /// Nothing moves when no file overrides an extension's member, or when the class is not
    /// among the files (declared elsewhere).
    @Test func anExtensionMemberNobodyOverridesStays() {
        let base = "class A: UIView {}\nextension A {\n    func f() {}\n}"
        #expect(OverriddenExtensionMembers.apply([base]).isEmpty)
        #expect(OverriddenExtensionMembers.apply(["extension B {\n    func f() {}\n}", "class C: B {\n    override func f() {}\n}"]).isEmpty)
    }
}
