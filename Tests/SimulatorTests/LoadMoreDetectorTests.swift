import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of page requests: duplicates while one is in flight, and the busiest gesture.
///
/// Each detector, driven through the public controller seam: once by a controller that makes
/// it fire (with the exact figure it must report) and once by one that keeps it at 0. The runs
/// use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over 100 short
/// messages, 20 loaded.
@Suite struct LoadMoreDetectorTests {
    // MARK: duplicateLoadMore

    private func loadingMore(_ triggers: [LoadMoreTrigger]) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 2 else { return }
            for trigger in triggers { context.requestLoadMore(trigger: trigger) }
        }
        return controller
    }

    @Test func duplicateLoadMoreCountsRequestsWhileOneIsInFlight() throws {
        let result = try run(loadingMore([.scroll, .prefetch, .scroll])).result
        #expect(result.metrics[.loadMoreCalls] == 3)
        #expect(result.metrics[.duplicateLoadMore] == 2)
        #expect(result.metrics[.duplicateLoadMoreFromScroll] == 1)
        #expect(result.metrics[.duplicateLoadMoreFromPrefetch] == 1)
        let finding = try #require(result.findings.first { $0.kind == .duplicateLoadMore })
        #expect(finding.frame == 1)
        #expect(finding.message == "load-more from prefetch issued while the request for the page before m-0080 was in flight")
    }

    @Test func duplicateLoadMoreStaysZeroForOneRequest() throws {
        let metrics = try run(loadingMore([.scroll])).result.metrics
        #expect(metrics[.loadMoreCalls] == 1)
        #expect(metrics[.duplicateLoadMore] == 0)
    }

    // MARK: loadMoreCallsPerGestureMax

    /// Asks for more history in the first `perGesture[k]` frames of the k-th drag.
    private func loadingMoreWhileDragging(_ perGesture: [Int]) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var gesture = -1
        var wasTracking = false
        var asked = 0
        controller.onFrame = { context in
            let tracking = context.collectionView.isTracking
            defer { wasTracking = tracking }
            guard tracking else { return }
            if !wasTracking { gesture += 1; asked = 0 }
            guard gesture < perGesture.count, asked < perGesture[gesture] else { return }
            asked += 1
            context.requestLoadMore(trigger: .scroll)
        }
        return controller
    }

    private let twoDrags = [
        TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .drag(distance: 200, duration: .milliseconds(200))),
        TimelineEvent(at: VirtualInstant(seconds: 0.6), action: .drag(distance: 200, duration: .milliseconds(200))),
    ]

    @Test func loadMoreCallsPerGestureMaxIsTheBusiestGesture() throws {
        let metrics = try run(loadingMoreWhileDragging([3, 1]), seconds: 1, twoDrags).result.metrics
        #expect(metrics[.loadMoreCalls] == 4)
        #expect(metrics[.loadMoreCallsPerGestureMax] == 3)
    }

    @Test func loadMoreCallsPerGestureMaxStaysZeroWithoutAGesture() throws {
        let metrics = try run(loadingMore([.scroll, .prefetch])).result.metrics
        #expect(metrics[.loadMoreCalls] == 2)
        #expect(metrics[.loadMoreCallsPerGestureMax] == 0)
    }
}
