import ChatModel
import Mocks
import Simulator
import Testing
@testable import Scenarios

@Suite struct ScenarioCompilerTests {
    private func compile(_ yaml: String) throws -> Timeline {
        ScenarioCompiler.timeline(for: try ScenarioParser.parse(yaml: yaml, path: "t.yaml"))
    }

    @Test func everyActionBecomesAnEngineActionAtItsTime() throws {
        let timeline = try compile("""
        name: all-actions
        timeline:
          - at: 0.5s
            send: { text: "hi", images: 2 }
          - at: 0.5s
            reply: { ttft: 350ms, tokens: 20, rate: 10/s }
          - at: 1s
            keyboard: show
          - at: 2s
            drag: { distance: 300pt, duration: 250ms }
          - at: 3s
            fling: { velocity: 4000pt/s }
          - at: 4s
            scrollToBottom: tap
          - at: 5s
            resize: { width: 852pt, height: 393pt }
          - at: 6s
            stop: reply
          - at: 7s
            expand: thinking
        """)
        let actions = timeline.events.map(\.action)
        #expect(timeline.events.map(\.at.seconds) == [0.5, 0.5, 1, 2, 3, 4, 5, 6, 7])
        #expect(actions[0] == .send(text: "hi", images: 2))
        #expect(actions[2] == .keyboard(show: true))
        #expect(actions[3] == .drag(distance: 300, duration: .milliseconds(250)))
        #expect(actions[4] == .fling(velocity: 4000))
        #expect(actions[5] == .scrollToBottom)
        #expect(actions[6] == .resize(width: 852, height: 393))
        #expect(actions[7] == .stopReply)
        #expect(actions[8] == .setThinkingExpanded(true))
    }

    @Test func replyKeysMapOntoTheMockLLM() throws {
        let reply = Scenarios.StreamedReply(ttft: .milliseconds(350), tokens: 2000, rate: 120, jitter: 0.3,
                                        chunk: 1...4, thinking: 150, citations: 3, failAfter: 500)
        let spec = ScenarioCompiler.replySpec(for: reply)
        #expect(spec.ttft == .milliseconds(350))
        #expect(spec.tokens == 2000 && spec.rate == 120 && spec.jitter == 0.3)
        #expect(spec.chunk == 1...4 && spec.thinking == 150)
        #expect(spec.delay == .uniform)
        #expect(spec.style.citations == 3)
        #expect(spec.interruption == .failMidStream(afterTokens: 500, .connectionLost))
        #expect(ScenarioCompiler.replySpec(for: .init(tokens: 10, rate: 5)).delay == .constant)
        #expect(ScenarioCompiler.replySpec(for: .init(tokens: 10, rate: 5, jitter: 0.5, distribution: .normal)).delay
                == .logNormal(sigma: 0.5))
    }

    @Test func tapCompilesToTheNamedControlOrTheScrollToBottomButton() {
        #expect(ScenarioCompiler.action(for: .tap("loadEarlier")) == TimelineEvent.Action.tap(control: "loadEarlier"))
        #expect(ScenarioCompiler.action(for: .tap("scrollToBottom")) == TimelineEvent.Action.scrollToBottom)
    }

    /// A compiled action carries the mark its scenario action declares, so the pictures of
    /// a run label it from the timeline the simulator ran, with no trip back to the file.
    @Test func aCompiledActionCarriesItsDeclaredMark() throws {
        let timeline = try compile("""
        name: marks
        timeline:
          - at: 1s
            keyboard: show
          - at: 2s
            fling: { velocity: 4000pt/s }
        """)
        #expect(timeline.events.map(\.mark) == [ActionMark(kind: .keyboard, label: "keyboard up"),
                                                 ActionMark(kind: .gesture, label: "fling 4000 pt/s")])
        #expect(InputMark.marks(of: timeline) == [InputMark(time: 1, kind: .keyboard, label: "keyboard up"),
                                                  InputMark(time: 2, kind: .gesture, label: "fling 4000 pt/s")])
        // An event made by hand has no mark: it is an other action named after its case.
        let byHand = Timeline([TimelineEvent(at: .zero, action: .scrollToBottom)])
        #expect(InputMark.marks(of: byHand) == [InputMark(time: 0, kind: .other, label: "scrollToBottom")])
    }
}
