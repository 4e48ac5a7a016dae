import Foundation
import Testing
@testable import Scenarios

/// Scenarios/README.md's action reference lists every timeline action by its declaration's
/// doc line, and nothing else; each line's first example is a valid entry of that action.
@Suite struct ActionReferenceTests {
    /// The `- ` lines of the README's "Action reference" section.
    static func referenceLines(in readme: String) -> [String] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "### Action reference") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        return section.filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
    }

    /// What is wrong with `readme`'s action reference: a declared action it does not list
    /// word for word, or a line no declaration has.
    static func problems(in readme: String) -> [String] {
        let listed = referenceLines(in: readme)
        let declared = ScenarioAction.declarations.map { ($0.key, $0.reference) }
        let missing = declared.filter { !listed.contains($0.1) }.map { "'\($0.0)' has no doc line: \($0.1)" }
        let unknown = listed.filter { line in !declared.contains { $0.1 == line } }.map { "no action declares: \($0)" }
        return missing + unknown
    }

    static var readme: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent("Scenarios/README.md"), encoding: .utf8) }
    }

    @Test func theReadmeListsEveryDeclaredActionAndNothingElse() throws {
        let readme = try Self.readme
        #expect(Self.referenceLines(in: readme).count == ScenarioAction.declarations.count)
        #expect(Self.problems(in: readme) == [])
    }

    @Test func anActionWithoutItsDocLineFails() throws {
        let timeJump = ScenarioAction.TimeJump.reference
        let readme = try Self.readme.replacingOccurrences(of: "- \(timeJump)\n", with: "")
        #expect(Self.problems(in: readme) == ["'timeJump' has no doc line: \(timeJump)"])
    }

    @Test func aDocLineForNoActionFails() throws {
        let line = "`shake: device` — the user shakes the phone."
        let readme = try Self.readme.replacingOccurrences(of: "### Action reference\n", with: "### Action reference\n\n- \(line)\n")
        #expect(Self.problems(in: readme) == ["no action declares: \(line)"])
    }

    @Test func everyDeclaredKeyIsDistinct() {
        let keys = ScenarioAction.declarations.map { $0.key }
        #expect(Set(keys).count == keys.count)
        #expect(ScenarioAction.keys == keys)
    }

    /// Each doc line's first example, as a timeline entry, parses to its own action and
    /// writes back to the same line.
    @Test func everyDocLinesFirstExampleIsThatAction() throws {
        let examples = ScenarioAction.declarations.map { declaration in
            String(declaration.reference.split(separator: "`", omittingEmptySubsequences: false)[1])
        }
        let entries = examples.enumerated().map { "  - at: \($0.offset + 1)s\n    \($0.element)" }
        let scenario = try ScenarioParser.parse(yaml: "name: examples\ntimeline:\n" + entries.joined(separator: "\n"), path: "t.yaml")
        #expect(scenario.timeline.map(\.action.key) == ScenarioAction.declarations.map { $0.key })
        let written = ScenarioWriter.yaml(scenario)
        #expect(try ScenarioParser.parse(yaml: written, path: "t.yaml") == scenario)
    }
}
