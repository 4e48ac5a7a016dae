import ChatModel
import Foundation
import Viewport
@testable import Simulator

/// ``FixedHistory`` that also serves newer pages and pages around a message, 100 ms each.
struct WindowedHistory: MessageHistory {
    var fixed: FixedHistory
    init(count: Int) { fixed = FixedHistory(count: count) }
    var nextMessageID: MessageID { fixed.nextMessageID }
    mutating func newestPage(limit: Int) throws -> HistoryPage { try fixed.newestPage(limit: limit) }
    mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage { try fixed.page(olderThan: oldest, limit: limit) }
    mutating func page(newerThan newest: Message, limit: Int) throws -> HistoryPage {
        let start = min(Int(newest.id.rawValue) + 1, fixed.messages.count), end = min(fixed.messages.count, start + limit)
        return HistoryPage(messages: Array(fixed.messages[start..<end]), hasMore: end < fixed.messages.count, latency: .milliseconds(100))
    }
    mutating func page(around id: MessageID, limit: Int) throws -> HistoryWindowPage? {
        let target = Int(id.rawValue)
        guard fixed.messages.indices.contains(target) else { return nil }
        let end = min(fixed.messages.count, target - limit / 2 + limit), start = max(0, end - limit)
        return HistoryWindowPage(messages: Array(fixed.messages[start..<end]), hasOlder: start > 0,
                                 hasNewer: end < fixed.messages.count, latency: .milliseconds(100))
    }
}

/// A list that opens at its newest message, shows a jump's target centred, applies newer
/// pages as they land, and asks for newer pages on the ticks a test names.
final class WindowController: ChatListController {
    var jumps: [MessageID] = []
    var newerPages: [String] = []
    var loads = 0
    /// Ticks (1-based display-link calls) on which to ask for the page after the newest message.
    var requestNewerOnTicks: [Int: Int] = [:]
    /// Called when a newer page lands, before it is applied (keep an anchor, say).
    var onNewerPage: (ChatListContext) -> Void = { _ in }
    private var tick = 0

    func viewDidLoad(_ context: ChatListContext) {
        loads += 1
        applyAndScrollToBottom(context)
    }
    func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        jumps.append(id)
        context.dataSource.apply(snapshot(context), animatingDifferences: false)
        context.collectionView.layoutIfNeeded()
        guard let indexPath = context.dataSource.indexPath(for: .message(id)) else { return }
        for _ in 0..<2 {  // once to land among estimates, once more after they are measured
            context.collectionView.scrollToItem(at: indexPath, at: position, animated: false)
            context.collectionView.layoutIfNeeded()
        }
    }
    func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {
        newerPages.append("\(count) \(hasMore)")
        onNewerPage(context)
        context.dataSource.apply(snapshot(context), animatingDifferences: false)
    }
    func displayLinkDidFire(_ context: ChatListContext) {
        tick += 1
        for _ in 0..<(requestNewerOnTicks[tick] ?? 0) { context.requestNewerPage(trigger: .scroll) }
    }
}

/// A 60 Hz run of `controller` over `history` short messages, 20 a page.
func runWindowed(_ controller: any ChatListController, seconds: Double = 2, history: Int = 100,
                 _ events: [TimelineEvent]) throws -> Simulation.Output {
    let configuration = RunConfiguration(scenario: "t", strategy: "windowed", device: phone, seed: 1,
                                         duration: .seconds(seconds), timeline: Timeline(events), pageSize: 20, recordsTrace: true)
    return try Simulation(configuration: configuration, controller: controller, history: WindowedHistory(count: history)).run()
}

/// `jumpTo:` message `id`, centred, at the start of frame `frame`.
func jump(to id: Int64, atFrame frame: Int) -> TimelineEvent {
    TimelineEvent(at: frameStart(frame), action: .jumpTo(message: MessageID(id), position: .centeredVertically))
}
