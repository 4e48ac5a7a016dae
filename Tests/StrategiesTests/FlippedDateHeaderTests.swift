import ChatModel
import ListLayout
import Mocks
import Simulator
import Testing
@testable import Strategies

/// The flipped design's date separator: drawn inside the message's hosted cell, above the
/// bubble, on the first message of each day.
@Suite struct FlippedDateHeaderTests {
    /// Height a header adds to a cell (the engine's default metrics and text measurer).
    let headerHeight = CellSizer().dateHeaderHeight

    @Test func headerOnTheFirstMessageOfEachDayOnly() {
        let hour = 3_600.0
        // 9:41 AM and 11:41 AM of day 0, 0:19 AM and 3:19 PM of day 1, 9:41 AM of day 3.
        let times = [0, 2 * hour, 14 * hour + 38 * 60, 29 * hour + 38 * 60, 3 * 24 * hour]
        let messages = times.enumerated().map {
            Message(id: MessageID(Int64($0.offset)), role: .user, text: "m", createdAt: VirtualInstant(seconds: $0.element))
        }
        let headers = messages.indices.map { FlippedListController.dateHeader(atPosition: $0, of: messages) }
        #expect(headers == [0, nil, 1, nil, 3])
    }

    /// A page of older messages ending on the first loaded message's day takes its header
    /// away: the cell is reconfigured, sizes again, and shrinks by exactly the header.
    @Test func prependingAPageRemeasuresTheFormerlyFirstMessage() throws {
        let history = 200, pageSize = 4
        let messages = try GeneratedHistory(count: history).messages
        let formerFirst = history - pageSize
        let sameDay = messages[formerFirst - 1].createdAt.calendarDay == messages[formerFirst].createdAt.calendarDay
        #expect(sameDay, "the history should continue the day across the page boundary")

        let output = try run("flipped", history: history, pageSize: pageSize, seconds: 1.5, [.at(0.2, .fling(velocity: 3000))])
        #expect(output.result.metrics[.loadMoreCalls]! >= 1)
        let name = MessageID(Int64(formerFirst)).description
        let heights = output.trace.compactMap { frame in frame.visible.first { $0.item == name }?.height }
        var changes: [Double] = []
        for (old, new) in zip(heights, heights.dropFirst()) where new != old { changes.append(new - old) }
        #expect(changes.count == 1)
        #expect(abs((changes.first ?? 0) + headerHeight) < 1e-9)  // exactly the header, up to floating-point rounding
        // The newest page's oldest message showed its header from the first frame on.
        #expect(output.trace[0].visible.contains { $0.item == name })
    }
}
