import ChatModel
import Testing
@testable import Scenarios

@Suite("Scenario files parse to the model")
struct ScenarioParserTests {
    static let designExample = """
    name: rapid-streaming            # required, [a-z0-9-]+
    summary: A 2,000-token answer streams at 120 tokens/s while the user watches the bottom.
    device: iphone-15-pro            # a device profile; default iphone-15-pro
    seed: 7                          # default 1
    strategies: [flipped, natural]   # default: every bundled strategy; a variant is written
                                     # flipped(unflip: cell) — options in parentheses
    duration: 20s                    # default: last event + 2 s
    conversation:
      history: 400                   # messages in the store before the run (default 0)
      pageSize: 50                   # page size for load-more (default 50)
      pageLatency: 120ms             # modelled store latency per page (default 100ms)
      mix: { text: 0.85, images: 0.1, thinking: 0.05 }   # kinds of generated history
    # The list opens scrolled to the newest message, keyboard hidden. A user message arrives
    # only by `send`; an assistant reply only by `reply`.
    timeline:                        # each entry: `at` plus exactly one action
      - at: 0.5s
        send: "Explain structured concurrency"       # or { text: "...", images: 2 }
      - at: 0.5s
        reply: { ttft: 350ms, tokens: 2000, rate: 120/s, jitter: 0.3, chunk: 1...4, thinking: 150 }
      - at: 6s
        keyboard: hide                # show | hide
      - at: 8s
        drag: { distance: 900pt, duration: 250ms }   # positive = towards older messages
      - at: 9s
        fling: { velocity: 4000pt/s }                # released at this speed towards older, then decelerates
      - at: 12s
        scrollToBottom: tap
      - at: 14s
        resize: { width: 852pt, height: 393pt }      # rotation, split view
      - at: 15s
        stop: reply                   # the user taps stop while a reply streams
    expect:                           # gates; a failed one makes the run fail
      duplicateLoadMore: 0            # bare number: equals
      hitchTimeRatio: "<= 5 ms/s"
      snapshotApplies: "<= 600"
    """

    @Test func designDocumentExampleParsesToTheExpectedModel() throws {
        let scenario = try ScenarioParser.parse(yaml: Self.designExample, path: "rapid-streaming.yaml")
        let expected = Scenario(
            name: "rapid-streaming",
            summary: "A 2,000-token answer streams at 120 tokens/s while the user watches the bottom.",
            device: "iphone-15-pro",
            seed: 7,
            strategies: [StrategySpec(name: "flipped"), StrategySpec(name: "natural")],
            duration: .seconds(20),
            conversation: ConversationSpec(
                history: 400, pageSize: 50, pageLatency: .milliseconds(120),
                mix: try HistoryMix(text: 0.85, images: 0.1, thinking: 0.05, code: 0)),
            timeline: [
                TimelineEntry(at: VirtualInstant(seconds: 0.5), action: .send(SendAction(text: "Explain structured concurrency"))),
                TimelineEntry(at: VirtualInstant(seconds: 0.5), action: .reply(StreamedReply(
                    ttft: .milliseconds(350), tokens: 2000, rate: 120, jitter: 0.3, chunk: 1...4, thinking: 150))),
                TimelineEntry(at: VirtualInstant(seconds: 6), action: .keyboard(.hide)),
                TimelineEntry(at: VirtualInstant(seconds: 8), action: .drag(DragGesture(distance: 900, duration: .milliseconds(250)))),
                TimelineEntry(at: VirtualInstant(seconds: 9), action: .fling(FlingGesture(velocity: 4000))),
                TimelineEntry(at: VirtualInstant(seconds: 12), action: .scrollToBottom),
                TimelineEntry(at: VirtualInstant(seconds: 14), action: .resize(ResizeAction(width: 852, height: 393))),
                TimelineEntry(at: VirtualInstant(seconds: 15), action: .stopReply),
            ],
            expectations: ExpectationSet(general: [
                Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0),
                Expectation(metric: .hitchTimeRatio, comparison: .lessOrEqual, value: 5),
                Expectation(metric: .snapshotApplies, comparison: .lessOrEqual, value: 600),
            ])
        )
        #expect(scenario == expected)
        #expect(scenario.isDurationExplicit)
    }

    @Test func parsingTheSameTextTwiceGivesEqualScenarios() throws {
        let first = try ScenarioParser.parse(yaml: Self.designExample, path: "a.yaml")
        let second = try ScenarioParser.parse(yaml: Self.designExample, path: "a.yaml")
        #expect(first == second)
    }

    @Test func omittedKeysTakeTheDocumentedDefaults() throws {
        let scenario = try ScenarioParser.parse(yaml: "name: minimal\n", path: "minimal.yaml")
        #expect(scenario.summary == "")
        #expect(scenario.device == "iphone-15-pro")
        #expect(scenario.deviceOverrides.isEmpty)
        #expect(scenario.seed == 1)
        #expect(scenario.strategies == nil)
        #expect(scenario.conversation == ConversationSpec(history: 0, pageSize: 50, pageLatency: .milliseconds(100), mix: .standard))
        #expect(scenario.timeline.isEmpty)
        #expect(scenario.expectations.isEmpty)
        #expect(scenario.duration == .seconds(2))
        #expect(!scenario.isDurationExplicit)
    }

    @Test func defaultDurationIsTheLastNominalEndPlusTwoSeconds() throws {
        let yaml = """
        name: d
        timeline:
          - at: 1s
            reply: { ttft: 500ms, tokens: 100, rate: 50/s, thinking: 50 }
          - at: 2s
            drag: { distance: -300pt, duration: 1500ms }
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "d.yaml")
        // Reply: 1 s + 0.5 s + (50 + 100) / 50 s = 4.5 s; drag: 2 s + 1.5 s = 3.5 s.
        #expect(scenario.duration == .milliseconds(6_500))
        #expect(!scenario.isDurationExplicit)
    }

    @Test func defaultDurationOfAFailingReplyCountsTokensUntilTheFailure() throws {
        let yaml = """
        name: d
        timeline:
          - at: 0s
            reply: { tokens: 1000, rate: 100/s, failAfter: 200 }
        """
        #expect(try ScenarioParser.parse(yaml: yaml, path: "d.yaml").duration == .seconds(4))
    }

    @Test func everyTimelineActionAndReplyKeyParses() throws {
        let yaml = """
        name: every-action
        timeline:
          - at: 0ms
            send: { text: "look", images: 2 }
          - at: 0ms
            send: { images: 1 }
          - at: 100ms
            reply:
              ttft: 1.5s
              tokens: 40
              rate: 30/s
              jitter: 0
              distribution: normal
              chunk: 2
              thinking: 0
              citations: 3
              failAfter: 39
          - at: 1s
            keyboard: show
          - at: 2s
            drag: { distance: -120.5pt, duration: 16ms }
          - at: 2s
            fling: { velocity: -2500pt/s }
          - at: 3s
            scrollToTop: tap
          - at: 3s
            expand: thinking
          - at: 3s
            collapse: citations
          - at: 4s
            stop: reply
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "every-action.yaml")
        #expect(scenario.timeline.map(\.action) == [
            .send(SendAction(text: "look", images: 2)),
            .send(SendAction(text: "", images: 1)),
            .reply(StreamedReply(ttft: .milliseconds(1_500), tokens: 40, rate: 30, jitter: 0, distribution: .normal,
                             chunk: 2...2, thinking: 0, citations: 3, failAfter: 39)),
            .keyboard(.show),
            .drag(DragGesture(distance: -120.5, duration: .milliseconds(16))),
            .fling(FlingGesture(velocity: -2500)),
            .scrollToTop,
            .expand(.thinking),
            .collapse(.citations),
            .stopReply,
        ])
        #expect(scenario.timeline.map(\.at.microseconds) == [0, 0, 100_000, 1_000_000, 2_000_000, 2_000_000, 3_000_000, 3_000_000, 3_000_000, 4_000_000])
    }

    @Test func strategyVariantsKeepTheirOptionsInWrittenOrder() throws {
        let yaml = """
        name: variants
        strategies:
          - natural
          - "flipped(unflip: cell)"
          - 'flipped( unflip: cell , loadMore: scrollAndPrefetch )'
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "v.yaml")
        #expect(scenario.strategies == [
            StrategySpec(name: "natural"),
            StrategySpec(name: "flipped", options: [.init(key: "unflip", value: "cell")]),
            StrategySpec(name: "flipped", options: [.init(key: "unflip", value: "cell"), .init(key: "loadMore", value: "scrollAndPrefetch")]),
        ])
        #expect(scenario.strategies?[2].description == "flipped(unflip: cell, loadMore: scrollAndPrefetch)")
        #expect(scenario.strategies?[2][option: "loadMore"] == "scrollAndPrefetch")
    }

    @Test func deviceOverridesAcceptMicrosecondsInEverySpelling() throws {
        let yaml = """
        name: overrides
        device: iphone-se-3
        deviceOverrides:
          refreshRate: 120Hz
          composerHeight: 80pt
          keyboard: { portrait: 300pt, landscape: 200pt }
          costs: { configureText: 120µs, cellCreate: 90us, imageDecodePerMegapixel: 2.5ms }
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "o.yaml")
        #expect(scenario.device == "iphone-se-3")
        #expect(scenario.deviceOverrides == DeviceOverrides(
            refreshRate: 120, composerHeight: 80, keyboardPortrait: 300, keyboardLandscape: 200,
            costs: [.configureText: 120, .cellCreate: 90, .imageDecodePerMegapixel: 2_500]))
    }

    @Test func conversationMixMayNameCodeAndLeaveOtherKindsAtZero() throws {
        let yaml = """
        name: mix
        conversation: { mix: { text: 0.5, code: 0.5 } }
        """
        let mix = try ScenarioParser.parse(yaml: yaml, path: "m.yaml").conversation.mix
        #expect(mix == (try HistoryMix(text: 0.5, images: 0, thinking: 0, code: 0.5)))
        #expect(HistoryMix.Kind.allCases.allSatisfy { mix.share(of: $0) == mix.weight(of: $0) })
    }

    @Test func timeUnitsConvertToExactMicroseconds() throws {
        let yaml = """
        name: units
        duration: 1.25s
        conversation: { pageLatency: 0.5ms }
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "u.yaml")
        #expect(scenario.duration.microseconds == 1_250_000)
        #expect(scenario.conversation.pageLatency.microseconds == 500)
    }
}
