import ChatModel
import Testing
@testable import Scenarios

/// The app actions `compose`, `switchConversation`, `startFresh` and `timeJump`: parsed,
/// range-checked with file, line and column, and written back.
@Suite struct AppActionParsingTests {
    private func scenario(_ entry: String) -> String {
        "name: app-actions\ntimeline:\n  - at: 1s\n    \(entry)\n"
    }

    @Test func theFourActionsParse() throws {
        let yaml = """
        name: app-actions
        timeline:
          - at: 1s
            compose: "a draft"
          - at: 2s
            switchConversation: { to: alex-pro, history: 40 }
          - at: 3s
            startFresh: tap
          - at: 4s
            timeJump: 25h
          - at: 5s
            switchConversation: { to: sparkifire }
        """
        let parsed = try ScenarioParser.parse(yaml: yaml, path: "test.yaml")
        #expect(parsed.timeline.map(\.action) == [
            .compose(ComposeAction(text: "a draft")),
            .switchConversation(ConversationSwitch(name: "alex-pro", history: 40)),
            .startFresh,
            .timeJump(.seconds(90_000)),
            .switchConversation(ConversationSwitch(name: "sparkifire", history: 0)),
        ])
        #expect(ScenarioWriter.action(.timeJump(.seconds(90_000))) == "timeJump: 90000s")
        #expect(ScenarioWriter.action(.switchConversation(ConversationSwitch(name: "alex-pro", history: 40)))
                == "switchConversation: { to: alex-pro, history: 40 }")
    }

    @Test func timeJumpUnitsAndRange() {
        #expect(errorLines(scenario("timeJump: 90min")).isEmpty)
        #expect(errorLines(scenario("timeJump: 0s")).first?.hasPrefix("test.yaml:4:15: error:") == true)
        #expect(errorLines(scenario("timeJump: 9000h")).first?.hasPrefix("test.yaml:4:15: error:") == true)
        #expect(errorLines(scenario("timeJump: 25")).first?.contains("a time in s, min or h") == true)
    }

    @Test func switchConversationIsStrict() {
        let typo = errorLines(scenario("switchConversation: { to: alex-pro, histroy: 3 }"))
        #expect(typo.count == 1)
        #expect(typo.first?.hasPrefix("test.yaml:4:41: error:") == true)
        #expect(typo.first?.contains("history") == true)
        #expect(errorLines(scenario("switchConversation: { to: Alex Pro }")).first?.contains("'to' must use only a-z, 0-9 and '-'") == true)
        #expect(errorLines(scenario("switchConversation: { history: 3 }")).count == 1)
        #expect(errorLines(scenario("switchConversation: { to: a, history: 10001 }")).first?.hasPrefix("test.yaml:4:43: error:") == true)
        #expect(errorLines(scenario("startFresh: now")).first?.hasPrefix("test.yaml:4:17: error:") == true)
    }

    @Test func tapNamesAControlAndCompilesToItOrToTheScrollToBottomButton() throws {
        let parsed = try ScenarioParser.parse(yaml: scenario("tap: loadEarlier"), path: "test.yaml")
        #expect(parsed.timeline.map(\.action) == [.tap("loadEarlier")])
        #expect(ScenarioWriter.action(.tap("loadEarlier")) == "tap: loadEarlier")
        #expect(errorLines(scenario("tap: load-earlier")).first?.hasPrefix("test.yaml:4:10: error: 'tap' names a control") == true)
        #expect(errorLines(scenario("tap: 2x")).count == 1)
    }

    @Test func composeTakesADraftOrAMappingOfTextOrLinesAndImages() throws {
        func action(_ line: String) throws -> ScenarioAction? {
            try ScenarioParser.parse(yaml: scenario(line), path: "test.yaml").timeline.last?.action
        }
        #expect(try action("compose: { text: \"hi\", images: 2 }") == .compose(ComposeAction(text: "hi", images: 2)))
        #expect(try action("compose: { lines: 3 }") == .compose(ComposeAction(text: "line 1\nline 2\nline 3")))
        #expect(try action("compose: {}") == .compose(ComposeAction(text: "")))
        #expect(ComposeAction(lines: 3).lineCount == 3)
        #expect(ComposeAction(text: "").lineCount == 1)
        let both = errorLines(scenario("compose: { text: hi, lines: 3 }"))
        #expect(both == ["test.yaml:4:26: error: 'compose' takes 'text' or 'lines', not both"])
        #expect(ScenarioWriter.action(.compose(ComposeAction(text: "hi", images: 2))) == "compose: { text: \"hi\", images: 2 }")
        #expect(ScenarioWriter.action(.compose(ComposeAction(text: "hi"))) == "compose: \"hi\"")
    }
}
