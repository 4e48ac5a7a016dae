import ChatModel
import Simulator
import Testing
@testable import Scenarios

/// `jumpTo: { message: …, position: … }`: parsed as `scrollTo:` is (identifier or number,
/// position defaulting to center), strict about its keys, written back, and compiled to the
/// timeline's `jumpTo`.
@Suite struct JumpToActionTests {
    private func scenario(_ entry: String) -> String {
        "name: jumps\ntimeline:\n  - at: 1s\n    \(entry)\n"
    }

    @Test func aJumpNamesItsMessageByIdentifierOrNumberAndRoundTrips() throws {
        let jump = ScenarioAction.jumpTo(ScrollToAction(message: MessageID(120), position: .top))
        #expect(try ScenarioParser.parse(yaml: scenario("jumpTo: { message: m-0120, position: top }"), path: "test.yaml")
            .timeline.map(\.action) == [jump])
        #expect(try ScenarioParser.parse(yaml: scenario("jumpTo: { message: 120, position: top }"), path: "test.yaml")
            .timeline.map(\.action) == [jump])
        #expect(ScenarioWriter.action(jump) == "jumpTo: { message: m-0120, position: top }")
        #expect(jump.declaration.compiled == .jumpTo(message: MessageID(120), position: .top))
        let centred = try ScenarioParser.parse(yaml: scenario("jumpTo: { message: m-0007 }"), path: "test.yaml")
        #expect(centred.timeline.map(\.action) == [.jumpTo(ScrollToAction(message: MessageID(7), position: .center))])
        #expect(ScenarioAction.jumpTo(ScrollToAction(message: MessageID(7))).declaration.compiled
            == .jumpTo(message: MessageID(7), position: .centeredVertically))
    }

    @Test func aJumpNeedsItsMessageAndNothingElse() {
        #expect(errorLines(scenario("jumpTo: { position: top }")) == [
            "test.yaml:4:13: error: missing required key 'message' in jumpTo",
        ])
        #expect(errorLines(scenario("jumpTo: { message: m-0030, positon: top }")) == [
            "test.yaml:4:32: error: unknown key 'positon' in jumpTo; did you mean 'position'?",
        ])
        #expect(errorLines(scenario("jumpTo: { message: m-0030, position: middle }")).count == 1)
        #expect(errorLines(scenario("jumpTo: { message: m-x }")).first?
            .contains("'message' must be a message identifier") == true)
    }
}
