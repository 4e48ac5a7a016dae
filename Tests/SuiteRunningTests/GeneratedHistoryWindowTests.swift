import ChatModel
import Simulator
import Storage
import SuiteRunning
import Testing

/// A generated history serves the pages a jump into the middle of history needs: the page
/// around a message (the message in its middle, fewer on the side of an end) and the pages
/// after the newest loaded message, with `hasMore: false` at the live end. 100 messages,
/// pages of 20, latency 80 ms + 0.3 ms a message, requests numbered in arrival order.
@Suite struct GeneratedHistoryWindowTests {
    private func history() throws -> GeneratedHistory {
        try GeneratedHistory(seed: 3, count: 100, mix: .standard,
                             latency: PageLatencyModel(perPage: .milliseconds(80), perMessage: .microseconds(300)))
    }

    private func ids(_ messages: [Message]) -> ClosedRange<Int64>? {
        guard let first = messages.first, let last = messages.last else { return nil }
        return first.id.rawValue...last.id.rawValue
    }

    @Test func thePageAroundAMessageHoldsItInTheMiddle() throws {
        var history = try history()
        let middle = try #require(try history.page(around: MessageID(30), limit: 20))
        #expect(ids(middle.messages) == 20...39)
        #expect(middle.hasOlder && middle.hasNewer)
        #expect(middle.latency == .microseconds(86_000))
        let nearOldest = try #require(try history.page(around: MessageID(5), limit: 20))
        #expect(ids(nearOldest.messages) == 0...19)
        #expect(!nearOldest.hasOlder && nearOldest.hasNewer)
        let nearNewest = try #require(try history.page(around: MessageID(95), limit: 20))
        #expect(ids(nearNewest.messages) == 80...99)
        #expect(nearNewest.hasOlder && !nearNewest.hasNewer)
        #expect(try history.page(around: MessageID(100), limit: 20) == nil)
        #expect(try history.page(around: MessageID(-1), limit: 20) == nil)
    }

    @Test func newerPagesRunToTheLiveEnd() throws {
        var history = try history()
        let around = try #require(try history.page(around: MessageID(30), limit: 20))
        var newest = try #require(around.messages.last)
        var pages: [String] = []
        while true {
            let page = try history.page(newerThan: newest, limit: 20)
            pages.append("\(ids(page.messages).map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none") \(page.hasMore)")
            guard let last = page.messages.last else { break }
            newest = last
        }
        #expect(pages == ["40…59 true", "60…79 true", "80…99 false", "none false"])
    }

    @Test func aLimitBelowOneIsAFailedPage() throws {
        var history = try history()
        let newest = try #require(try history.newestPage(limit: 20).messages.last)
        let failure = String(describing: StorageError.invalidArgument("page limit 0 must be at least 1"))
        #expect(try history.page(newerThan: newest, limit: 0).failure == failure)
        #expect(try history.page(around: MessageID(3), limit: 0)?.failure == failure)
    }
}
