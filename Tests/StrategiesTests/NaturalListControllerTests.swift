import ChatModel
import Testing
import Simulator
@testable import Strategies

@Suite struct NaturalListControllerTests {
    @Test func prependingAPageKeepsTheVisibleContentStill() throws {
        let timeline: [TimelineEvent] = (0..<6).map { .at(0.3 + 1.2 * Double($0), .fling(velocity: 5000)) }
        let output = try run("natural", history: 600, pageSize: 40, seconds: 8, timeline)
        #expect(output.result.metrics[.loadMoreCalls]! >= 1)
        #expect(output.trace.contains { $0.events.contains("pageLoaded") })
        #expect(output.result.metrics[.anchorDriftMax]! < 1)
        #expect(output.result.metrics[.duplicateLoadMore] == 0)
    }

    @Test func followsAStreamingReplyAtTheBottom() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .send(text: "Tell me a long story", images: 0)), .at(0.2, reply(tokens: 600, rate: 120))]
        let output = try run("natural", seconds: 7, timeline)
        #expect(output.result.metrics[.followMisses] == 0)
        #expect(output.result.metrics[.tokensPerSecond]! > 60)
    }

    @Test func coalescesTokensIntoOneApplyPerFrame() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .send(text: "Fast", images: 0)), .at(0.2, reply(tokens: 2000, rate: 400))]
        let output = try run("natural", seconds: 6, timeline)
        let applyFrames = output.trace.filter { $0.events.filter { $0 == "apply" }.count > 1 && $0.events.contains("token") }
        #expect(applyFrames.isEmpty)
        #expect(output.result.metrics[.snapshotApplies]! <= output.result.metrics[.frames]!)
    }

    @Test func stopsFollowingWhenTheUserDragsAway() throws {
        let timeline: [TimelineEvent] = [
            .at(0.2, .send(text: "Story", images: 0)), .at(0.2, reply(tokens: 800, rate: 100)),
            .at(2, .drag(distance: 400, duration: .milliseconds(200))),
        ]
        let output = try run("natural", seconds: 6, timeline)
        let before = output.trace.first { $0.time >= 1.9 }!.offsetY
        let after = output.trace.last!.offsetY
        // The list stays where the user left it instead of chasing the stream.
        #expect(after < before + 1)
    }

    @Test func keepsTheNewestMessageAboveTheKeyboard() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .keyboard(show: true)), .at(1, .keyboard(show: false))]
        let output = try run("natural", seconds: 2, timeline)
        #expect(output.result.metrics[.keyboardOverlapFrames] == 0)
    }
}

@Suite struct StrategyRegistryTests {
    @Test func unknownNamesAndOptionsAreRejectedWithTheValidOnes() {
        let registry = StrategyRegistry.bundled
        #expect(throws: StrategyError.unknownStrategy("inverted", known: ["flipped", "natural", "iris", "sparkifire", "v0", "personal-llm", "reported", "reported-swiftui"])) {
            _ = try registry.makeController(name: "inverted", options: [])
        }
        #expect(throws: StrategyError.invalidValue(strategy: "flipped", key: "unflip", value: "layer", allowed: ["contentView", "cell"])) {
            _ = try registry.makeController(name: "flipped", options: [("unflip", "layer")])
        }
        #expect(throws: StrategyError.unknownOption(strategy: "natural", key: "unflip", known: [])) {
            _ = try registry.makeController(name: "natural", options: [("unflip", "cell")])
        }
    }

    @Test func sameRunTwiceGivesIdenticalMetrics() throws {
        let timeline: [TimelineEvent] = [.at(0.2, .send(text: "Hi", images: 2)), .at(0.2, reply(tokens: 300)), .at(2, .fling(velocity: 3000))]
        let a = try run("flipped", seconds: 4, timeline)
        let b = try run("flipped", seconds: 4, timeline)
        #expect(a.result.metrics == b.result.metrics)
        #expect(a.trace == b.trace)
    }
}
