import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// Newer pages after a jump into the middle of history: each request appends the page after
/// the newest loaded message after the store's latency (100 ms); the last one says
/// `hasMore: false`; a request with the newest message loaded, or one while another is in
/// flight, is wasted and counted with the older-page requests of the same class. ``phone``
/// over 100 short messages, 20 a page; the jump to `m-0030` lands at frame 7 with
/// `m-0020` … `m-0039`.
@Suite struct NewerPageTests {
    private func jumpThenRequest(onTicks ticks: [Int: Int]) throws -> (WindowController, RunResult) {
        let controller = WindowController()
        controller.requestNewerOnTicks = ticks
        let result = try runWindowed(controller, seconds: 2, [jump(to: 30, atFrame: 1)]).result
        return (controller, result)
    }

    @Test func newerPagesReachTheLiveEndAndThenAnswerNoMore() throws {
        // Frames 10, 20, 30 bring 40…59, 60…79, 80…99; frame 40 asks at the live end.
        let (controller, result) = try jumpThenRequest(onTicks: [11: 1, 21: 1, 31: 1, 41: 1])
        #expect(controller.newerPages == ["20 true", "20 true", "20 false", "0 false"])
        #expect(result.metrics[.loadMoreCalls] == 4)
        #expect(result.metrics[.loadMoreAfterNoMore] == 1)
        #expect(result.metrics[.duplicateLoadMore] == 0)
        let finding = try #require(result.findings.first { $0.kind == .loadMoreAfterNoMore })
        #expect(finding.frame == 40)
        #expect(finding.message == "newer messages requested with the newest message already loaded (the list is at its live end)")
    }

    @Test func requestsThatBringWhatIsNeededAreNotWasted() throws {
        let (controller, result) = try jumpThenRequest(onTicks: [11: 1, 21: 1])
        #expect(controller.newerPages == ["20 true", "20 true"])
        #expect(result.metrics[.loadMoreCalls] == 2)
        #expect(result.metrics[.loadMoreAfterNoMore] == 0)
        #expect(result.metrics[.duplicateLoadMore] == 0)
    }

    @Test func aSecondRequestWhileOneIsInFlightIsADuplicate() throws {
        let (controller, result) = try jumpThenRequest(onTicks: [11: 2, 13: 1])
        #expect(controller.newerPages == ["20 true"])
        #expect(result.metrics[.loadMoreCalls] == 3)
        #expect(result.metrics[.duplicateLoadMore] == 2)
        #expect(result.metrics[.duplicateLoadMoreFromScroll] == 2)
        // One finding per kind, at its first occurrence, counting the others.
        let finding = try #require(result.findings.first { $0.kind == .duplicateLoadMore })
        #expect(finding.frame == 10)
        #expect(finding.occurrences == 2)
        #expect(finding.message == "load-more from scroll issued while the request for the page after m-0039 was in flight")
    }

    @Test func aListOpenedAtItsNewestMessageHasNoNewerHistory() throws {
        let controller = WindowController()
        controller.requestNewerOnTicks = [5: 1]
        let result = try runWindowed(controller, seconds: 0.5, []).result
        #expect(controller.newerPages == ["0 false"])
        #expect(result.metrics[.loadMoreAfterNoMore] == 1)
    }

    /// A natural (top-to-bottom) list appends a newer page below what the reader reads: with
    /// the reader on the jump's target, nothing moves.
    @Test func aNewerPageLandingBelowTheReaderDoesNotMoveANaturalList() throws {
        let (_, result) = try jumpThenRequest(onTicks: [30: 1, 60: 1])
        #expect(result.metrics[.anchorDriftMax] == 0)
        #expect(result.metrics[.unrequestedScrolls] == 0)
    }

    @Test func newerPagesAreDeterministic() throws {
        let first = try jumpThenRequest(onTicks: [11: 1, 21: 1, 31: 1, 41: 1]).1
        let second = try jumpThenRequest(onTicks: [11: 1, 21: 1, 31: 1, 41: 1]).1
        #expect(first.metrics == second.metrics)
        #expect(first.findings == second.findings)
    }
}
