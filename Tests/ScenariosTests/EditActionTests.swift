import ChatModel
import Simulator
import Testing
@testable import Scenarios

/// `edit: { message: …, text: … }`: parsed by identifier or number, strict about its keys,
/// written back, and compiled to the timeline's `edit` of that message.
@Suite struct EditActionTests {
    private func scenario(_ entry: String) -> String {
        "name: edits\ntimeline:\n  - at: 1s\n    \(entry)\n"
    }

    @Test func anEditNamesItsMessageByIdentifierOrNumberAndRoundTrips() throws {
        let parsed = try ScenarioParser.parse(yaml: scenario(#"edit: { message: m-0030, text: "Fixed the typo" }"#), path: "test.yaml")
        let edit = ScenarioAction.edit(EditAction(message: MessageID(30), text: "Fixed the typo"))
        #expect(parsed.timeline.map(\.action) == [edit])
        #expect(try ScenarioParser.parse(yaml: scenario(#"edit: { message: 30, text: "Fixed the typo" }"#), path: "test.yaml")
            .timeline.map(\.action) == [edit])
        #expect(ScenarioWriter.action(edit) == #"edit: { message: m-0030, text: "Fixed the typo" }"#)
        #expect(edit.declaration.compiled == .edit(message: MessageID(30), text: "Fixed the typo"))
    }

    @Test func anEditNeedsItsMessageAndItsTextAndNothingElse() {
        #expect(errorLines(scenario(#"edit: { text: "x" }"#)).count == 1)
        #expect(errorLines(scenario("edit: { message: m-0030 }")).count == 1)
        #expect(errorLines(scenario(#"edit: { message: m-0030, txt: "x" }"#)) == [
            "test.yaml:4:11: error: missing required key 'text' in edit",
            "test.yaml:4:30: error: unknown key 'txt' in edit; did you mean 'text'?",
        ])
        #expect(errorLines(scenario(#"edit: { message: m-x, text: "x" }"#)).first?
            .contains("'message' must be a message identifier") == true)
    }
}
