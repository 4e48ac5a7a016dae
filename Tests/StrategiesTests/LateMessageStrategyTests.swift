import ChatModel
import Simulator
import Strategies
import Testing

/// `natural` applies a late message keeping the first visible message in place: a reader in
/// history is not pushed by a row landing above them. 200 generated messages, 50 a page
/// (`m-0150` … `m-0199`); a drag of 1,500 pt into history at 0.5 s, then a late message before
/// `m-0160`, above what the reader reads, at 2 s (applied with the offset kept, the same run
/// moves the reader 118 pt: measured by swapping the anchored apply for a plain one).
@Suite struct LateMessageStrategyTests {
    private func lateAboveTheReader() throws -> Simulation.Output {
        try run("natural", history: 200, pageSize: 50, seconds: 3, [
            .at(0.5, .drag(distance: 1500, duration: .milliseconds(400))),
            .at(2, .lateMessage(before: MessageID(160), text: "Sent from my watch while offline.")),
        ])
    }

    @Test func naturalKeepsTheReaderStillWhenALateMessageLandsAboveThem() throws {
        let output = try lateAboveTheReader()
        let landed = try #require(output.trace.first { $0.frameEvents.contains(.lateMessage) })
        #expect(!landed.visible.map(\.item).contains("m-0160"))
        #expect(output.result.metrics[.anchorDriftMax] == 0)
        #expect(output.result.metrics[.unrequestedScrolls] == 0)
        #expect(output.result.failingFindings == [])
    }
}

/// `flipped` puts a late message newer than every message on screen below the reader, at a
/// lower item of its reversed list: `newerPage: keepsReader` (the default) moves the offset by
/// the row it added, `keepsOffset` lets it push what the reader reads up (exyte/Chat #267's
/// class). The same run as `natural`'s, the late message before `m-0198`.
@Suite struct FlippedLateMessageTests {
    private func lateBelowTheReader(_ strategy: String) throws -> Simulation.Output {
        try run(strategy, history: 200, pageSize: 50, seconds: 3, [
            .at(0.5, .drag(distance: 1500, duration: .milliseconds(400))),
            .at(2, .lateMessage(before: MessageID(198), text: "Sent from my watch while offline.")),
        ])
    }

    @Test func keepingTheReaderHoldsThemStill() throws {
        let output = try lateBelowTheReader("flipped")
        let landed = try #require(output.trace.first { $0.frameEvents.contains(.lateMessage) })
        #expect(!landed.visible.map(\.item).contains("m-0198"))
        #expect(output.result.metrics[.anchorDriftMax] == 0)
    }

    @Test func keepingTheOffsetPushesThem() throws {
        let result = try lateBelowTheReader("flipped(newerPage: keepsOffset)").result
        // The new row at the list's 60 pt estimate, once.
        #expect(result.metrics[.anchorDriftMax] == 60)
        #expect(result.metrics[.anchorDriftCount] == 1)
    }
}
