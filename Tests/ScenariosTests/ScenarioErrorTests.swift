import Testing
@testable import Scenarios

@Suite("Validation errors name file, line and column")
struct ScenarioErrorTests {
    @Test func unknownKeySuggestsTheNearestKey() {
        #expect(errorLines("name: x\nduraton: 20s\n") == [
            "test.yaml:2:1: error: unknown key 'duraton' in scenario; did you mean 'duration'?",
        ])
        #expect(errors("name: x\nduraton: 20s\n").map(\.kind) == [.unknownKey(key: "duraton", suggestion: "duration")])
    }

    @Test func unknownKeyFarFromEveryKeyListsTheValidOnes() {
        #expect(errorLines("name: x\nconversation: { zebra: 1 }\n") == [
            "test.yaml:2:17: error: unknown key 'zebra' in conversation; expected one of: history, pageSize, pageLatency, mix, messages",
        ])
    }

    @Test func unknownKeyInsideAReplySuggestsTheReplyKey() {
        let yaml = """
        name: x
        timeline:
          - at: 0s
            reply: { tokens: 10, rate: 10/s, jiter: 0.1 }
        """
        #expect(errorLines(yaml) == [
            "test.yaml:4:38: error: unknown key 'jiter' in reply; did you mean 'jitter'?",
        ])
    }

    @Test func wordWhereANumberBelongsIsAWrongTypeError() {
        #expect(errorLines("name: x\nseed: seven\n") == [
            "test.yaml:2:7: error: 'seed' must be a whole number, found 'seven'",
        ])
        #expect(errors("name: x\nseed: seven\n").map(\.kind) == [.wrongType])
    }

    @Test func quotedNumberIsAWrongTypeError() {
        #expect(errorLines("name: x\nseed: \"7\"\n") == [
            "test.yaml:2:7: error: 'seed' must be a whole number, found '7'",
        ])
    }

    @Test func negativeSeedIsOutOfRange() {
        #expect(errorLines("name: x\nseed: -3\n") == ["test.yaml:2:7: error: 'seed' must be at least 0, found -3"])
    }

    @Test func jitterAboveOneIsOutOfRange() {
        let yaml = """
        name: x
        timeline:
          - at: 0s
            reply: { tokens: 10, rate: 10/s, jitter: 1.5 }
        """
        #expect(errorLines(yaml) == ["test.yaml:4:46: error: 'jitter' must be between 0 and 1, found 1.5"])
        #expect(errors(yaml).map(\.kind) == [.outOfRange])
    }

    @Test func negativeDurationsAreOutOfRange() {
        let yaml = """
        name: x
        timeline:
          - at: -1s
            reply: { ttft: -350ms, tokens: 10, rate: 10/s }
        """
        #expect(errorLines(yaml) == [
            "test.yaml:3:9: error: 'at' must not be negative, found '-1s'",
            "test.yaml:4:20: error: 'ttft' must not be negative, found '-350ms'",
        ])
    }

    @Test func zeroDurationOfAScenarioIsOutOfRange() {
        #expect(errorLines("name: x\nduration: 0s\n") == ["test.yaml:2:11: error: 'duration' must be greater than 0, found '0s'"])
    }

    @Test func numberWithoutItsUnitSaysWhichUnitIsExpected() {
        let yaml = """
        name: x
        timeline:
          - at: 0s
            reply: { ttft: 350, tokens: 10, rate: 10 }
          - at: 1s
            drag: { distance: 900, duration: 250ms }
        """
        #expect(errorLines(yaml) == [
            "test.yaml:4:20: error: missing unit in 'ttft': expected a duration in ms or s, e.g. '350ms', found '350'",
            "test.yaml:4:43: error: missing unit in 'rate': expected a rate in /s, e.g. '120/s', found '10'",
            "test.yaml:6:23: error: missing unit in 'distance': expected a distance in pt, e.g. '900pt', found '900'",
        ])
        #expect(errors(yaml).map(\.kind) == [.missingUnit, .missingUnit, .missingUnit])
    }

    @Test func foreignUnitIsAWrongUnitError() {
        #expect(errorLines("name: x\nduration: 20pt\n") == [
            "test.yaml:2:11: error: wrong unit 'pt' in 'duration': expected a duration in ms or s, e.g. '350ms'",
        ])
    }

    @Test func timelineEntryWithTwoActionsPointsAtTheSecond() {
        let yaml = """
        name: x
        timeline:
          - at: 1s
            send: hi
            keyboard: show
        """
        #expect(errorLines(yaml) == [
            "test.yaml:5:5: error: timeline entry has more than one action ('send' and 'keyboard'); give each action its own entry",
        ])
        #expect(errors(yaml).map(\.kind) == [.actionCount])
    }

    @Test func timelineEntryWithoutActionListsTheActions() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n") == [
            "test.yaml:3:5: error: timeline entry has no action; expected one of: send, reply, keyboard, drag, fling, scrollToBottom, scrollToTop, resize, stop, expand, collapse, compose, scrollTo, switchConversation, startFresh, timeJump, tap, edit, jumpTo, lateMessage",
        ])
    }

    @Test func timelineEntryWithoutAtIsAMissingKey() {
        #expect(errorLines("name: x\ntimeline:\n  - keyboard: show\n") == [
            "test.yaml:3:5: error: missing required key 'at' in timeline entry",
        ])
    }

    @Test func missingNameIsAMissingKeyAtTheMapping() {
        #expect(errorLines("seed: 1\n") == ["test.yaml:1:1: error: missing required key 'name' in scenario"])
        #expect(errors("seed: 1\n").map(\.kind) == [.missingKey("name")])
    }

    @Test func replyWithoutTokensOrRateNamesBoth() {
        let yaml = "name: x\ntimeline:\n  - at: 0s\n    reply: { ttft: 1s }\n"
        #expect(errorLines(yaml) == [
            "test.yaml:4:12: error: missing required key 'tokens' in reply",
            "test.yaml:4:12: error: missing required key 'rate' in reply",
        ])
    }

    @Test func badStrategySpecPointsAtTheOffendingCharacter() {
        #expect(errorLines("name: x\nstrategies: [\"flipped(unflip cell)\"]\n") == [
            "test.yaml:2:30: error: invalid strategy 'flipped(unflip cell)': expected ':' after option 'unflip', found 'c'",
        ])
        #expect(errorLines("name: x\nstrategies: [\"flipped(unflip: cell\"]\n") == [
            "test.yaml:2:22: error: invalid strategy 'flipped(unflip: cell': '(' is never closed; expected ')'",
        ])
        #expect(errors("name: x\nstrategies: [\"flipped()\"]\n").map(\.kind) == [.invalidStrategySpec])
    }

    @Test func unquotedStrategyVariantExplainsTheQuoting() {
        #expect(errorLines("name: x\nstrategies:\n  - flipped(unflip: cell)\n") == [
            "test.yaml:3:5: error: invalid strategy: YAML read the unquoted ': ' inside 'flipped(unflip…' as a mapping; quote the strategy, e.g. \"flipped(unflip: cell)\"",
        ])
    }

    @Test func strategyListedTwiceIsAnError() {
        #expect(errorLines("name: x\nstrategies: [natural, natural]\n") == [
            "test.yaml:2:23: error: strategy 'natural' is listed twice",
        ])
    }

    @Test func unknownMetricSuggestsTheNearestName() {
        #expect(errorLines("name: x\nexpect:\n  hitchTimeRatoi: 0\n") == [
            "test.yaml:3:3: error: unknown metric 'hitchTimeRatoi' in expect; did you mean 'hitchTimeRatio'?",
        ])
        #expect(errors("name: x\nexpect:\n  duplicateLoadMor: 0\n").map(\.kind) == [
            .unknownMetric(name: "duplicateLoadMor", suggestion: "duplicateLoadMore"),
        ])
    }

    @Test func hostMetricCannotBeGated() {
        #expect(errorLines("name: x\nexpect:\n  hostWallSeconds: \"< 1\"\n") == [
            "test.yaml:3:3: error: 'hostWallSeconds' is a host metric, measured on this machine and not deterministic; expectations gate deterministic metrics only",
        ])
    }

    @Test func expectationUnitMustMatchTheMetric() {
        #expect(errorLines("name: x\nexpect:\n  frameCostP99: \"<= 5pt\"\n  snapshotApplies: \"< 3 ms\"\n") == [
            "test.yaml:3:17: error: wrong unit 'pt' in expectation for 'frameCostP99': 'frameCostP99' is in ms",
            "test.yaml:4:20: error: wrong unit 'ms' in expectation for 'snapshotApplies': 'snapshotApplies' is a count and takes no unit",
        ])
    }

    @Test func malformedExpectationIsReported() {
        #expect(errorLines("name: x\nexpect:\n  hitches: \"<== 5\"\n") == [
            "test.yaml:3:12: error: invalid expectation '<== 5' for 'hitches': expected a number, or an operator (==, !=, <, <=, >, >=) and a number, e.g. \"<= 5\"",
        ])
    }

    @Test func perStrategyKeyMustNameAListedStrategy() {
        let yaml = """
        name: x
        strategies: [natural, "flipped(unflip: cell)"]
        expect:
          per-strategy:
            "flipped(unflip: view)":
              hitches: 0
        """
        #expect(errorLines(yaml) == [
            "test.yaml:5:5: error: per-strategy key 'flipped(unflip: view)' is not in 'strategies'; did you mean 'flipped(unflip: cell)'?",
        ])
        #expect(errors(yaml).map(\.kind) == [.unknownStrategy("flipped(unflip: view)")])
    }

    @Test func perStrategyNeedsAStrategiesList() {
        #expect(errorLines("name: x\nexpect:\n  per-strategy:\n    natural: { hitches: 0 }\n") == [
            "test.yaml:4:5: error: per-strategy key 'natural' needs a 'strategies' list to refer to; list the strategies the scenario runs",
        ])
    }

    @Test func unsortedTimelineIsAnError() {
        let yaml = """
        name: x
        timeline:
          - at: 12s
            keyboard: show
          - at: 8s
            keyboard: hide
        """
        #expect(errorLines(yaml) == [
            "test.yaml:5:9: error: timeline entry at 8s comes after an entry at 12s; entries must be in order of 'at'",
        ])
        #expect(errors(yaml).map(\.kind) == [.timelineOrder])
    }

    @Test func entryAfterTheExplicitDurationIsAnError() {
        #expect(errorLines("name: x\nduration: 10s\ntimeline:\n  - at: 15s\n    keyboard: show\n") == [
            "test.yaml:4:9: error: timeline entry at 15s is after the end of the scenario ('duration' is 10000ms)",
        ])
    }

    @Test func stopWithoutAnEarlierReplyIsAnError() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 1s\n    stop: reply\n") == [
            "test.yaml:3:9: error: 'stop: reply' at 1s has no earlier reply to stop",
        ])
    }

    @Test func failAfterMustBeLessThanTokens() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 0s\n    reply: { tokens: 10, rate: 5/s, failAfter: 10 }\n") == [
            "test.yaml:4:48: error: 'failAfter' must be less than 'tokens' (10), found 10",
        ])
    }

    @Test func wordOutsideTheVocabularySuggestsTheNearest() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 0s\n    keyboard: shwo\n") == [
            "test.yaml:4:15: error: 'keyboard' must be one of show, hide, found 'shwo'; did you mean 'show'?",
        ])
    }

    @Test func emptyChunkRangeIsOutOfRange() {
        #expect(errorLines("name: x\ntimeline:\n  - at: 0s\n    reply: { tokens: 10, rate: 5/s, chunk: 4...1 }\n") == [
            "test.yaml:4:44: error: 'chunk' range '4...1' is empty: its lower bound exceeds its upper bound",
        ])
    }

    @Test func invalidScenarioNameIsReported() {
        #expect(errorLines("name: Rapid Streaming\n") == [
            "test.yaml:1:7: error: 'name' must use only a-z, 0-9 and '-', found 'Rapid Streaming'",
        ])
    }

    @Test func unknownDeviceListsTheKnownOnes() {
        #expect(errorLines("name: x\ndevice: iphone-15-por\n", knownDevices: ["ipad-air-11", "iphone-15-pro", "iphone-se-3"]) == [
            "test.yaml:2:9: error: unknown device 'iphone-15-por'; did you mean 'iphone-15-pro'? known devices: ipad-air-11, iphone-15-pro, iphone-se-3",
        ])
    }

    @Test func unknownCostOverrideSuggestsTheCostKey() {
        #expect(errorLines("name: x\ndeviceOverrides: { costs: { configureTxt: 12µs } }\n") == [
            "test.yaml:2:29: error: unknown key 'configureTxt' in costs; did you mean 'configureText'?",
        ])
    }

    @Test func allErrorsOfAFileAreReportedSortedByPosition() {
        let yaml = """
        seed: seven
        duraton: 1s
        expect:
          hitchs: 0
        """
        #expect(errorLines(yaml) == [
            "test.yaml:1:1: error: missing required key 'name' in scenario",
            "test.yaml:1:7: error: 'seed' must be a whole number, found 'seven'",
            "test.yaml:2:1: error: unknown key 'duraton' in scenario; did you mean 'duration'?",
            "test.yaml:4:3: error: unknown metric 'hitchs' in expect; did you mean 'hitches'?",
        ])
    }

    @Test func yamlSyntaxErrorsUseTheSameFormat() {
        let found = errors("name: x\nstrategies: [natural\nseed: 1\n")
        #expect(found.count == 1)
        #expect(found.first?.kind == .syntax)
        #expect(found.first?.location.line != nil)
        #expect(found.first?.description.hasPrefix("test.yaml:") == true)
        #expect(found.first?.description.contains(": error: invalid YAML: ") == true)
    }

    @Test func duplicateKeysAreSyntaxErrorsAtTheRepeat() {
        #expect(errorLines("name: x\nseed: 1\nseed: 2\n") == [
            "test.yaml:3:1: error: duplicate key 'seed' in one mapping (first at line 2); each key may appear once",
        ])
    }

    @Test func nonMappingDocumentIsAWrongTypeError() {
        #expect(errorLines("- a\n- b\n") == [
            "test.yaml:1:1: error: scenario must be a mapping of keys to values, found a list",
        ])
    }
}
