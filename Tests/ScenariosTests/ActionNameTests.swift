import Simulator
import Testing
@testable import Scenarios

/// One name per action: an action's YAML key is also its declaration's type (capitalised),
/// its ``ScenarioAction`` case and the simulator's compiled case (``TimelineEvent/Action``),
/// save the few listed here, each for its reason. A new action named otherwise fails here
/// until it is listed with one.
@Suite struct ActionNameTests {
    /// Keys whose ``ScenarioAction`` case has another name: public API older than the key
    /// (renaming a public case would break a team's `switch`).
    static let otherScenarioCases = ["stop": "stopReply"]

    /// Keys whose compiled case has another name: `stop: reply` stops the reply; a
    /// disclosure compiles to the one it opens or closes (`expand: thinking` →
    /// `setThinkingExpanded(true)`), since the simulator reacts per disclosure.
    static let otherCompiledCases = ["stop": "stopReply", "expand": "setThinkingExpanded", "collapse": "setThinkingExpanded"]

    /// `send` of `send(…)`, `scrollToBottom` of `scrollToBottom`, `JumpTo` of a type.
    static func name(_ value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    /// Each declaration's first doc-line example, parsed: one entry per declaration, in order.
    static func examples() throws -> [TimelineEntry] {
        let entries = ScenarioAction.declarations.enumerated().map { index, declaration in
            "  - at: \(index + 1)s\n    " + String(declaration.reference.split(separator: "`", omittingEmptySubsequences: false)[1])
        }
        return try ScenarioParser.parse(yaml: "name: names\ntimeline:\n" + entries.joined(separator: "\n"), path: "t.yaml").timeline
    }

    @Test func eachActionKeepsItsKeyFromTheFileToTheSimulator() throws {
        let examples = try Self.examples()
        #expect(examples.count == ScenarioAction.declarations.count)
        for (declaration, entry) in zip(ScenarioAction.declarations, examples) {
            let key = declaration.key
            #expect(Self.name(declaration).prefix(1).lowercased() + Self.name(declaration).dropFirst() == key)
            #expect(Self.name(entry.action) == Self.otherScenarioCases[key, default: key])
            #expect(Self.name(ScenarioCompiler.action(for: entry.action)) == Self.otherCompiledCases[key, default: key])
        }
    }

    @Test func theExceptionsNameDeclaredActions() {
        let keys = Set(ScenarioAction.keys)
        #expect(Set(Self.otherScenarioCases.keys).isSubset(of: keys))
        #expect(Set(Self.otherCompiledCases.keys).isSubset(of: keys))
    }

    /// The name the measure reads: a case with a payload, one without, and a type.
    @Test func theNameIsTheCaseOrTypeName() {
        #expect(Self.name(TimelineEvent.Action.timeJump(.seconds(1))) == "timeJump")
        #expect(Self.name(TimelineEvent.Action.startFresh) == "startFresh")
        #expect(Self.name(ScenarioAction.JumpTo.self) == "JumpTo")
    }
}
