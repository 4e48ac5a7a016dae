import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// The live end after a jump into the middle of history: ``ChatListContext/requestNewestPage(trigger:)``
/// brings the conversation's newest page after the store's latency (100 ms), in place of the
/// loaded messages, with the waste metrics of every page request. ``phone`` over 100 short
/// messages, 20 a page; the jump to `m-0030` lands at frame 7 with `m-0020` … `m-0039`.
@Suite struct LiveEndTests {
    /// ``WindowController``'s list, asking for the newest page on the ticks a test names.
    final class LiveEndController: ChatListController {
        var newestPages: [Int] = []
        var newerPages: [String] = []
        var failures = 0
        var requestNewestOnTicks: [Int: Int] = [:]
        var loadedAfterNewest: [Int64] = []
        var hasNewerAfterNewest: Bool?
        private var tick = 0

        func viewDidLoad(_ context: ChatListContext) { applyAndScrollToBottom(context) }
        func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
        }
        func newestPageLoaded(count: Int, _ context: ChatListContext) {
            newestPages.append(count)
            loadedAfterNewest = context.messages.identifiers.map(\.rawValue)
            hasNewerAfterNewest = context.hasNewerHistory
            applyAndScrollToBottom(context)
        }
        func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) { newerPages.append("\(count) \(hasMore)") }
        func newerPageFailed(_ context: ChatListContext) { failures += 1 }
        func displayLinkDidFire(_ context: ChatListContext) {
            tick += 1
            for _ in 0..<(requestNewestOnTicks[tick] ?? 0) { context.requestNewestPage(trigger: .scroll) }
        }
    }

    private func run(ticks: [Int: Int], jumps: Bool = true) throws -> (LiveEndController, RunResult) {
        let controller = LiveEndController()
        controller.requestNewestOnTicks = ticks
        let result = try runWindowed(controller, seconds: 1, jumps ? [jump(to: 30, atFrame: 1)] : []).result
        return (controller, result)
    }

    @Test func theNewestPageReplacesTheWindowAndEndsNewerHistory() throws {
        let (controller, result) = try run(ticks: [11: 1])
        #expect(controller.newestPages == [20])
        #expect(controller.loadedAfterNewest == Array(80..<100))
        #expect(controller.hasNewerAfterNewest == false)
        #expect(result.metrics[.loadMoreCalls] == 1)
        #expect(result.metrics[.duplicateLoadMore] == 0)
        #expect(result.metrics[.loadMoreAfterNoMore] == 0)
    }

    @Test func aSecondRequestWhileTheNewestIsInFlightIsADuplicate() throws {
        let (controller, result) = try run(ticks: [11: 2, 13: 1])
        #expect(controller.newestPages == [20])
        #expect(result.metrics[.loadMoreCalls] == 3)
        #expect(result.metrics[.duplicateLoadMore] == 2)
        #expect(result.metrics[.duplicateLoadMoreFromScroll] == 2)
        let finding = try #require(result.findings.first { $0.kind == .duplicateLoadMore })
        #expect(finding.frame == 10)
        #expect(finding.message == "load-more from scroll issued while the request for the newest page was in flight")
    }

    @Test func askingAtTheLiveEndIsWastedAndAnsweredEmpty() throws {
        let (controller, result) = try run(ticks: [5: 1], jumps: false)
        #expect(controller.newestPages.isEmpty)
        #expect(controller.newerPages == ["0 false"])
        #expect(result.metrics[.loadMoreCalls] == 1)
        #expect(result.metrics[.loadMoreAfterNoMore] == 1)
        #expect(result.metrics[.duplicateLoadMore] == 0)
    }

    @Test func askingAgainOnceTheNewestLandedIsWasted() throws {
        let (controller, result) = try run(ticks: [11: 1, 30: 1])
        #expect(controller.newestPages == [20])
        #expect(controller.newerPages == ["0 false"])
        #expect(result.metrics[.loadMoreCalls] == 2)
        #expect(result.metrics[.loadMoreAfterNoMore] == 1)
    }

    @Test func theNewestPageIsDeterministic() throws {
        let first = try run(ticks: [11: 2, 30: 1]).1
        let second = try run(ticks: [11: 2, 30: 1]).1
        #expect(first.metrics == second.metrics)
        #expect(first.findings == second.findings)
    }
}
