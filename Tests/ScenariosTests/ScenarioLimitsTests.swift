import ChatModel
import Mocks
import Testing
@testable import Scenarios

/// A scenario whose timeline is one entry: `at` and the given action line.
private func oneEntry(_ action: String, at: String = "0s") -> String {
    "name: x\ntimeline:\n  - at: \(at)\n    \(action)\n"
}

@Suite("Every number is range-checked where it is parsed")
struct ScenarioLimitsTests {
    // MARK: Values that used to trap

    @Test func hugeDurationsAreOutOfRangeNotATrap() {
        #expect(errorLines("name: x\nduration: 9223372036855s\n") == [
            "test.yaml:2:11: error: 'duration' must be at most 3600s, found '9223372036855s'",
        ])
        #expect(errorLines(oneEntry("send: hi", at: "1e300s")) == [
            "test.yaml:3:9: error: 'at' must be at most 3600s, found '1e300s'",
        ])
        #expect(errorLines(oneEntry("reply: { ttft: 1e300s, tokens: 10, rate: 10/s }")) == [
            "test.yaml:4:20: error: 'ttft' must be at most 600s, found '1e300s'",
        ])
        #expect(errorLines("name: x\nconversation: { pageLatency: 1e300s }\n") == [
            "test.yaml:2:30: error: 'pageLatency' must be at most 60s, found '1e300s'",
        ])
        #expect(errorLines(oneEntry("drag: { distance: 10pt, duration: 1e300s }")) == [
            "test.yaml:4:39: error: 'duration' must be at most 60s, found '1e300s'",
        ])
        #expect(errors("name: x\nduration: 1e308s\n").map(\.kind) == [.outOfRange])
    }

    @Test func hugeExpectationValuesAreOutOfRange() {
        #expect(errorLines("name: x\nexpect: { frames: 9.3e16 }\n") == [
            "test.yaml:2:19: error: expectation for 'frames' must compare with a value between -1e15 and 1e15, found '9.3e16'",
        ])
        #expect(errorLines("name: x\nexpect: { frames: \">= 1e19\" }\n") == [
            "test.yaml:2:19: error: expectation for 'frames' must compare with a value between -1e15 and 1e15, found '>= 1e19'",
        ])
        #expect(errorLines("name: x\nexpect: { hitchTimeRatio: \">= 1e300 ms/s\" }\n") == [
            "test.yaml:2:27: error: expectation for 'hitchTimeRatio' must compare with a value between -1e15 and 1e15, found '>= 1e300 ms/s'",
        ])
        // The bound applies after the unit: 1e6 GiB is 1.07e15 bytes.
        #expect(errors("name: x\nexpect: { peakImageBytes: \"<= 1000000 GiB\" }\n").map(\.kind) == [.outOfRange])
        #expect(errors("name: x\nexpect: { peakImageBytes: \"<= 900000 GB\" }\n").isEmpty)
    }

    @Test func hugeCostOverrideIsOutOfRange() {
        #expect(errorLines("name: x\ndeviceOverrides: { costs: { configureText: 1e20µs } }\n") == [
            "test.yaml:2:44: error: 'configureText' must be at most 1000000µs, found '1e20µs'",
        ])
    }

    @Test func wholeNumbersBeyondIntAreOutOfRangeNotWrongType() {
        #expect(errorLines("name: x\nconversation: { history: 1000000000000000 }\n") == [
            "test.yaml:2:26: error: 'history' must be between 0 and 1000000, found 1000000000000000",
        ])
        #expect(errorLines("name: x\nconversation: { history: 99999999999999999999999 }\n") == [
            "test.yaml:2:26: error: 'history' must be between 0 and 1000000, found 99999999999999999999999",
        ])
        #expect(errorLines("name: x\nseed: 18446744073709551616\n") == [
            "test.yaml:2:7: error: 'seed' must be between 0 and 18446744073709551615, found 18446744073709551616",
        ])
        #expect(errorLines(oneEntry("reply: { tokens: 10, rate: 10/s, chunk: 1...9223372036854775807 }")) == [
            "test.yaml:4:45: error: 'chunk' must stay between 1 and 1000, found '1...9223372036854775807'",
        ])
    }

    // MARK: Maxima

    @Test func valuesAtEveryMaximumAreAccepted() throws {
        let yaml = """
        name: x
        deviceOverrides: { refreshRate: 240Hz, composerHeight: 10000pt, keyboard: { portrait: 10000pt }, costs: { configureText: 1000000µs } }
        conversation: { history: 1000000, pageSize: 1000, pageLatency: 60s }
        duration: 3600s
        timeline:
          - at: 0s
            send: { text: hi, images: 100 }
          - at: 0s
            reply: { ttft: 600s, tokens: 131072, thinking: 131072, rate: 10000/s, chunk: 1...1000, citations: 100, failAfter: 131071 }
          - at: 1s
            drag: { distance: -100000pt, duration: 60s }
          - at: 2s
            fling: { velocity: 100000pt/s }
          - at: 3600s
            resize: { width: 100pt, height: 10000pt }
        expect: { blankAreaCumulative: "<= 1e15" }
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "test.yaml")
        #expect(scenario.duration == ScenarioLimits.maxDuration)
        #expect(scenario.conversation.history == ScenarioLimits.maxHistory)
    }

    @Test func valuesJustPastEachMaximumAreRefused() {
        let cases: [(yaml: String, error: String)] = [
            (oneEntry("send: { text: hi, images: 101 }"), "test.yaml:4:31: error: 'images' must be between 0 and 100, found 101"),
            (oneEntry("reply: { tokens: 131073, rate: 10/s }"), "test.yaml:4:22: error: 'tokens' must be between 1 and 131072, found 131073"),
            (oneEntry("reply: { tokens: 1, thinking: 131073, rate: 10/s }"), "test.yaml:4:35: error: 'thinking' must be between 0 and 131072, found 131073"),
            (oneEntry("reply: { tokens: 1, rate: 10001/s }"), "test.yaml:4:31: error: 'rate' must be at most 10000/s, found '10001/s'"),
            (oneEntry("reply: { tokens: 1, rate: 0.05/s }"), "test.yaml:4:31: error: 'rate' must be at least 0.1/s, found '0.05/s'"),
            (oneEntry("reply: { tokens: 1, rate: 1/s, citations: 101 }"), "test.yaml:4:47: error: 'citations' must be between 0 and 100, found 101"),
            (oneEntry("drag: { distance: 100001pt, duration: 1s }"), "test.yaml:4:23: error: 'distance' must be between -100000pt and 100000pt, found '100001pt'"),
            (oneEntry("fling: { velocity: -1e9pt/s }"), "test.yaml:4:24: error: 'velocity' must be between -100000pt/s and 100000pt/s, found '-1e9pt/s'"),
            (oneEntry("resize: { width: 99pt, height: 500pt }"), "test.yaml:4:22: error: 'width' must be at least 100pt, found '99pt'"),
            (oneEntry("resize: { width: 500pt, height: 10001pt }"), "test.yaml:4:37: error: 'height' must be at most 10000pt, found '10001pt'"),
            ("name: x\nconversation: { pageSize: 1001 }\n", "test.yaml:2:27: error: 'pageSize' must be between 1 and 1000, found 1001"),
            ("name: x\ndeviceOverrides: { composerHeight: 1e6pt }\n", "test.yaml:2:36: error: 'composerHeight' must be at most 10000pt, found '1e6pt'"),
            ("name: x\ndeviceOverrides: { refreshRate: 241Hz }\n", "test.yaml:2:33: error: 'refreshRate' must be at most 240Hz, found '241Hz'"),
        ]
        for (yaml, error) in cases {
            #expect(errorLines(yaml) == [error])
        }
    }

    @Test func defaultDurationPastTheLongestScenarioIsReportedAtTheEntry() {
        // 131 072 tokens at 0.1/s would stream for 15 days.
        #expect(errorLines(oneEntry("reply: { tokens: 131072, rate: 0.1/s }", at: "1s")) == [
            "test.yaml:3:9: error: the reply at 1s ends about 1310723s into the scenario, past the longest scenario (3600s); shorten it or give a 'duration'",
        ])
        // With an explicit duration the run simply ends then.
        #expect(errorLines("name: x\nduration: 10s\ntimeline:\n  - at: 1s\n    reply: { tokens: 131072, rate: 0.1/s }\n") == [])
    }

    @Test func tooManyTimelineEntriesIsReportedAtTheFirstExtraOne() {
        let entries = String(repeating: "  - { at: 0s, keyboard: show }\n", count: 1_001)
        #expect(errorLines("name: x\ntimeline:\n" + entries) == [
            "test.yaml:1003:5: error: 'timeline' has 1001 entries; a scenario may have at most 1000",
        ])
    }

    @Test func longTextsAreRefused() {
        let name = String(repeating: "a", count: 65)
        #expect(errorLines("name: \(name)\n") == ["test.yaml:1:7: error: 'name' is 65 characters long; it may have at most 64"])
        let summary = String(repeating: "s", count: 1_001)
        #expect(errorLines("name: x\nsummary: \(summary)\n") == [
            "test.yaml:2:10: error: 'summary' is 1001 characters long; it may have at most 1000",
        ])
        let text = String(repeating: "w", count: 100_001)
        #expect(errorLines(oneEntry("send: \(text)")) == [
            "test.yaml:4:11: error: 'send' is 100001 characters long; it may have at most 100000",
        ])
    }

    // MARK: Semantic checks that used to wait for the run

    @Test func failAfterZeroIsRefusedAtValidation() {
        #expect(errorLines(oneEntry("reply: { tokens: 10, rate: 10/s, failAfter: 0 }")) == [
            "test.yaml:4:49: error: 'failAfter' must be at least 1: a stream fails mid-way, after delivering at least one token",
        ])
    }

    @Test func everyValidReplyPassesTheMockLLMsOwnCheck() throws {
        // The run re-checks each reply (Mocks.ReplySpec.validate); validation must leave
        // nothing for it to find, even at the edges of every range.
        let yaml = """
        name: x
        duration: 10s
        timeline:
          - { at: 0s, reply: { tokens: 1, rate: 0.1/s } }
          - { at: 0s, reply: { tokens: 2, rate: 10000/s, jitter: 1, distribution: normal, failAfter: 1 } }
          - { at: 0s, reply: { tokens: 5, rate: 1/s, jitter: 0, chunk: 1000, thinking: 131072 } }
        """
        let scenario = try ScenarioParser.parse(yaml: yaml, path: "test.yaml")
        var checked = 0
        for entry in scenario.timeline {
            guard case let .reply(reply) = entry.action else { continue }
            try ScenarioCompiler.replySpec(for: reply).validate()
            checked += 1
        }
        #expect(checked == 3, "every reply of the timeline reaches the mock LLM's check")
    }

    // MARK: Messages

    @Test func hugeValuesAreQuotedShortInMessages() {
        let key = String(repeating: "k", count: 1_000)
        let lines = errorLines("name: x\n\(key): 1\n")
        #expect(lines == ["test.yaml:2:1: error: unknown key '\(String(repeating: "k", count: 60))…' in scenario; expected one of: name, summary, device, deviceOverrides, seed, strategies, duration, conversation, timeline, expect, gate"])
        #expect("a\tb\u{7}c\u{202E}".excerpt == "a\\tb\\u{07}c\\u{202E}")
    }
}
