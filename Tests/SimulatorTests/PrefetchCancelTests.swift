import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// `collectionView(_:cancelPrefetchingForItemsAt:)`: announced items that leave the prefetch
/// window without coming on screen are cancelled, once, in list order.
@Suite struct PrefetchCancelTests {
    /// Records every prefetch, cancel and display, by message id, with the frame.
    final class Recording: ChatListController {
        var prefetched: [(frame: Int, items: [Int64])] = []
        var cancelled: [(frame: Int, items: [Int64])] = []
        var cancelledIndexPaths: [[IndexPath]] = []
        var displayedAt: [Int64: [Int]] = [:]
        private var frame = 0

        func viewDidLoad(_ context: ChatListContext) { applyAndScrollToBottom(context) }
        func displayLinkDidFire(_ context: ChatListContext) { frame += 1 }
        func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
            prefetched.append((frame, ids(indexPaths, context)))
        }
        func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext) {
            cancelled.append((frame, ids(indexPaths, context)))
            cancelledIndexPaths.append(indexPaths)
        }
        func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
            if case .message(let id) = item { displayedAt[id.rawValue, default: []].append(frame) }
        }
        private func ids(_ indexPaths: [IndexPath], _ context: ChatListContext) -> [Int64] {
            indexPaths.compactMap { indexPath in
                guard case .message(let id)? = context.dataSource.itemIdentifier(for: indexPath) else { return nil }
                return id.rawValue
            }
        }
    }

    /// 100 messages, all loaded, opened at the newest; `events` on the 60 Hz test phone.
    private func record(_ events: [TimelineEvent], seconds: Double = 3) throws -> Recording {
        let recording = Recording()
        let configuration = RunConfiguration(scenario: "t", strategy: "recording", device: phone, seed: 1,
                                             duration: .seconds(seconds), timeline: Timeline(events), pageSize: 100)
        _ = try Simulation(configuration: configuration, controller: recording, history: FixedHistory(count: 100)).run()
        return recording
    }

    /// A fling towards older messages, then one back towards the newest while the window
    /// above still holds requests: the turn cancels exactly the items announced above the
    /// screen that never came on it — messages 71 to 77 (index paths 0-71 … 0-77, one screen
    /// of 852 pt above the visible ones) — in one call, in list order.
    @Test func turningBackCancelsTheAnnouncedItemsThatNeverCameOnScreen() throws {
        let recording = try record([
            TimelineEvent(at: frameStart(10), action: .fling(velocity: 3_000)),
            TimelineEvent(at: frameStart(100), action: .fling(velocity: -3_000)),
        ])
        #expect(recording.cancelled.count == 1)
        let cancel = try #require(recording.cancelled.first)
        #expect(cancel.items == Array(71...77))
        #expect(recording.cancelledIndexPaths == [(71...77).map { IndexPath(item: $0, section: 0) }])
        #expect(cancel.frame >= 100)
        // Each was announced before the turn and never displayed.
        let announced = Set(recording.prefetched.filter { $0.frame < 100 }.flatMap(\.items))
        // Exactly those announced before the turn that never came on screen.
        #expect(Set(cancel.items) == announced.subtracting(recording.displayedAt.keys))
    }

    /// A fling in one direction that comes to rest cancels nothing: every item announced
    /// ahead of it either came on screen or is still in the window.
    @Test func aFlingThatNeverTurnsCancelsNothing() throws {
        let recording = try record([TimelineEvent(at: frameStart(10), action: .fling(velocity: 3_000))])
        #expect(!recording.prefetched.isEmpty)
        #expect(recording.cancelled.isEmpty)
    }

    /// Same run, same cancellations.
    @Test func cancellationsAreDeterministic() throws {
        let events = [TimelineEvent(at: frameStart(10), action: .fling(velocity: 3_000)),
                      TimelineEvent(at: frameStart(100), action: .fling(velocity: -3_000))]
        let first = try record(events), second = try record(events)
        #expect(first.cancelledIndexPaths == second.cancelledIndexPaths)
        #expect(first.cancelled.map(\.frame) == second.cancelled.map(\.frame))
    }
}
