import ChatModel
import Simulator
import Strategies
import Testing

/// The bundled lists after a jump into the middle of history: each puts the message jumped to
/// in place and loads newer pages as the reader drags towards the newest messages; the
/// flipped list's `newerPage: keepsOffset` throws the reader when one lands. 200 generated
/// messages, 20 a page, 120 Hz; a jump to `m-0040` at 0.5 s lands at frame 74 with
/// `m-0030` … `m-0049`; then six drags of 600 pt towards the newest messages, from 1.5 s.
@Suite struct HistoryWindowStrategyTests {
    private let events: [TimelineEvent] = [
        .at(0.5, .jumpTo(message: MessageID(40), position: .centeredVertically)),
    ] + (0..<6).map { .at(1.5 + Double($0) * 0.7, .drag(distance: -600, duration: .milliseconds(300))) }

    private func jumpThenScrollDown(_ strategy: String) throws -> Simulation.Output {
        try run(strategy, history: 200, pageSize: 20, seconds: 6, events)
    }

    /// The frames a page (the jump's or a newer one) landed in.
    private func landings(_ output: Simulation.Output) -> [Int] {
        output.trace.filter { $0.frameEvents.contains(.pageLoaded) }.map(\.frame)
    }

    @Test func naturalShowsTheMessageAndLoadsANewerPageWithoutMovingTheReader() throws {
        let output = try jumpThenScrollDown("natural")
        #expect(landings(output) == [74, 200])
        #expect(output.trace[74].visible.map(\.item).contains("m-0040"))
        let result = output.result
        #expect(result.metrics[.scrollToMisses] == 0)
        #expect(result.metrics[.loadMoreCalls] == 1)
        #expect(result.metrics[.anchorDriftMax] == 0)
        #expect(result.metrics[.unrequestedScrolls] == 0)
        #expect(result.findings == [])
    }

    /// The page lands at frame 474 and the reader stays put; what moves them later (from frame
    /// 519) is rows coming on screen below them at their estimate and growing, which pushes
    /// an inverted list's content whatever the pages do.
    @Test func flippedKeepingTheReaderLoadsANewerPageWithoutMovingThem() throws {
        let output = try jumpThenScrollDown("flipped")
        #expect(landings(output) == [74, 474])
        let result = output.result
        #expect(result.metrics[.scrollToMisses] == 0)
        #expect(result.metrics[.loadMoreCalls] == 1)
        let drift = try #require(result.findings.first { $0.kind == .anchorDrift })
        #expect(drift.frame == 519)
        #expect(drift.message == "m-0047 moved 233.98 pt on screen without a scroll (a layout change before it)")
        #expect(result.metrics[.anchorDriftMax] == 536.869318181818)
    }

    /// The page lands below the reader with the offset kept: what they read moves 3,537 pt up
    /// in the landing frame, the list rests at its visual bottom again and asks for the next
    /// page — seven more land back to back, to the live end.
    @Test func flippedKeepingItsOffsetThrowsTheReaderWhenANewerPageLands() throws {
        let output = try jumpThenScrollDown("flipped(newerPage: keepsOffset)")
        #expect(landings(output) == [74, 474, 487, 500, 513, 526, 539, 552, 565])
        let result = output.result
        #expect(result.metrics[.loadMoreCalls] == 8)
        let drift = try #require(result.findings.first { $0.kind == .anchorDrift })
        #expect(drift.frame == 474)
        #expect(drift.message == "m-0047 moved 3537.03 pt on screen without a scroll (a layout change before it)")
        #expect(result.metrics[.anchorDriftMax] == 8202.58522727273)
        #expect(result.metrics[.anchorDriftCount] == 4)
    }
}
