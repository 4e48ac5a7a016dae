import ChatModel
import Testing
import Simulator
@testable import Strategies

/// The list design `iris` models, each documented problem shown by the default (as shipped)
/// and gone with its option's fix.
@Suite struct IrisListControllerTests {
    private let exchange: [TimelineEvent] = [.at(0.2, .send(text: "Go on", images: 0)), .at(0.2, reply(tokens: 120))]

    @Test func sameIdentifiersWithoutReconfigureLeaveTheStreamingTextStale() throws {
        let shipped = try run("iris", seconds: 3, exchange)
        let fixed = try run("iris(reconfigure: streaming)", seconds: 3, exchange)
        #expect(shipped.result.metrics[.staleCellFrames]! > 100)
        #expect(shipped.result.findings.contains { $0.kind == .staleCell })
        #expect(fixed.result.metrics[.staleCellFrames] == 0)
    }

    @Test func everyChunkIsAnAnimatedApplyUnlessOnlyInsertsAnimate() throws {
        let shipped = try run("iris", seconds: 3, exchange).result.metrics
        let fixed = try run("iris(animate: inserts)", seconds: 3, exchange).result.metrics
        // Every apply is animated as shipped, the first on opening too: one per chunk, plus
        // the opening, the send and the flag changes.
        #expect(shipped[.animatedApplies] == shipped[.snapshotApplies])
        #expect(shipped[.animatedApplies]! > 40)
        // Fixed: the opening, the send, the reply's empty message, the indicator in, the
        // indicator out.
        #expect(fixed[.animatedApplies] == 5)
    }

    /// As the SwiftUI bridge hands them over: a reply starting changes the messages (its
    /// empty message) and the flag — two applies, one merged; a reply ending changes only the
    /// flag (the last chunk brought the text) — one apply either way, which carries the
    /// finished reply's reconfigure, so none is redundant.
    @Test func theGeneratingFlagCostsASecondApplyAsAReplyStarts() throws {
        let separate = try run("iris(reconfigure: streaming)", seconds: 3, exchange).result.metrics
        let merged = try run("iris(reconfigure: streaming, generatingApply: merged)", seconds: 3, exchange).result.metrics
        #expect(separate[.snapshotApplies]! - merged[.snapshotApplies]! == 1)
        #expect(separate[.redundantApplies] == 0)
        #expect(merged[.redundantApplies] == 0)
    }

    /// The typing indicator's dots run from a display link its cell stops only when reused:
    /// as shipped every frame from the indicator's first configure on carries 17 µs (5 µs +
    /// 6 property writes × 2 µs); stopped when the indicator ends displaying, only the frames
    /// it is on screen do. The two runs differ in no frame but those after it left.
    @Test func theTypingDotsDisplayLinkRunsOnAfterTheIndicatorLeaves() throws {
        let leak = try run("iris(follow: displayLink, scrollTarget: exact)", seconds: 3, exchange).trace
        let stop = try run("iris(follow: displayLink, scrollTarget: exact, typingDots: stop)", seconds: 3, exchange).trace
        #expect(leak.count == stop.count)
        let lastShown = try #require(stop.lastIndex { $0.visible.contains { $0.kind == "typingIndicator" } })
        let differences = zip(leak, stop).map { $0.cost - $1.cost }
        for (frame, difference) in differences.enumerated() {
            // The link stops in the frame the indicator left, after that frame's tick.
            let expected = frame > lastShown + 1 ? 0.017 : 0
            #expect(abs(difference - expected) < 1e-9, "frame \(frame): \(difference)")
        }
        #expect(lastShown > 10 && lastShown < stop.count - 100)
    }

    /// The design computes `contentSize.height − frame height + input height`, but its list's
    /// frame already ends at the input bar: the content ends the input bar's height (the
    /// composer, 60 pt on the test phone) above where the list stops, across the width.
    @Test func scrollToBottomOvershootsByTheInputBarsHeight() throws {
        let send: [TimelineEvent] = [.at(0.2, .send(text: "Where does it stop?", images: 0))]
        let shipped = try run("iris", seconds: 1.5, send).result.metrics
        let exact = try run("iris(scrollTarget: exact)", seconds: 1.5, send).result.metrics
        #expect(shipped[.blankAreaMax] == testPhone.composerHeight * testPhone.viewportWidth)
        #expect(exact[.blankAreaMax] == 0)
    }

    /// Scrolling back through the page while a reply streams configures cells; each costs a
    /// linear search as deep as the message's place in the conversation.
    @Test func configureCostGrowsWithTheConversationUnlessCached() throws {
        let timeline = exchange + [.at(1, .drag(distance: 1_500, duration: .milliseconds(400)))]
        // Only the lookup differs between the variants: parsing costs nothing here.
        var phone = testPhone
        phone.costs.linearScanPerElement = 0.02
        phone.costs.markdownParsePerCharacter = 0
        phone.costs.thinkParsePerCharacter = 0
        func lookupCost(history: Int) throws -> Double {
            let costly = try run("iris(follow: displayLink)", history: history, pageSize: 100, device: phone, seconds: 2, timeline)
            let cached = try run("iris(follow: displayLink, configure: cached)", history: history, pageSize: 100, device: phone, seconds: 2, timeline)
            return costly.result.metrics[.frameCostMax]! - cached.result.metrics[.frameCostMax]!
        }
        // A configure of a message ~20 000 deep searches 20 000 × 0.02 µs = 0.4 ms; ~200 deep, 4 µs.
        #expect(try lookupCost(history: 20_000) > 0.35)
        #expect(try lookupCost(history: 200) < 0.05)
    }

    @Test func theTypingIndicatorHasASectionOfItsOwnUntilTheFirstToken() throws {
        // Pinned to the bottom every frame, so the indicator is on screen at once.
        let output = try run("iris(follow: displayLink, scrollTarget: exact)", seconds: 0.5, exchange)
        // Between the request (0.2 s) and the first token (0.5 s) the indicator shows below
        // the empty reply, in its own section: the messages' bottom inset, then its top inset.
        let waiting = try #require(output.trace.last { $0.time < 0.45 })
        let indicator = try #require(waiting.visible.first { $0.kind == "typingIndicator" })
        let reply = try #require(waiting.visible.max { $0.index < $1.index && $1.kind != "typingIndicator" })
        #expect(abs(indicator.screenY - (reply.screenY + reply.height) - (16 + 8)) < 1e-9)
    }
}
