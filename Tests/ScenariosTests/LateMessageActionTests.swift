import ChatModel
import Simulator
import Testing
@testable import Scenarios

/// `lateMessage: { before: …, text: … }`: parsed by identifier or number, strict about its
/// keys, written back, and compiled to the timeline's `lateMessage`.
@Suite struct LateMessageActionTests {
    private func scenario(_ entry: String) -> String {
        "name: late\ntimeline:\n  - at: 1s\n    \(entry)\n"
    }

    @Test func aLateMessageNamesItsPlaceByIdentifierOrNumberAndRoundTrips() throws {
        let late = ScenarioAction.lateMessage(LateMessageAction(before: MessageID(90), text: "From my watch"))
        #expect(try ScenarioParser.parse(yaml: scenario(#"lateMessage: { before: m-0090, text: "From my watch" }"#), path: "test.yaml")
            .timeline.map(\.action) == [late])
        #expect(try ScenarioParser.parse(yaml: scenario(#"lateMessage: { before: 90, text: "From my watch" }"#), path: "test.yaml")
            .timeline.map(\.action) == [late])
        #expect(ScenarioWriter.action(late) == #"lateMessage: { before: m-0090, text: "From my watch" }"#)
        #expect(late.declaration.compiled == .lateMessage(before: MessageID(90), text: "From my watch"))
    }

    @Test func aLateMessageNeedsItsPlaceAndItsTextAndNothingElse() {
        #expect(errorLines(scenario(#"lateMessage: { text: "x" }"#)) == [
            "test.yaml:4:18: error: missing required key 'before' in lateMessage",
        ])
        #expect(errorLines(scenario(#"lateMessage: { before: m-0090, txt: "x" }"#)) == [
            "test.yaml:4:18: error: missing required key 'text' in lateMessage",
            "test.yaml:4:36: error: unknown key 'txt' in lateMessage; did you mean 'text'?",
        ])
        #expect(errorLines(scenario(#"lateMessage: { before: m-x, text: "x" }"#)).first?
            .contains("'before' must be a message identifier") == true)
    }
}
