import ChatModel
import Foundation
import ListLayout
import Mocks
import Viewport
@testable import Simulator

/// A history of `count` short alternating messages, fixed 100 ms page latency.
struct FixedHistory: MessageHistory {
    var messages: [Message]
    init(count: Int) {
        messages = (0..<count).map { i in
            Message(id: MessageID(Int64(i)), role: i.isMultiple(of: 2) ? .user : .assistant,
                    text: "Message number \(i) with a few words in it.",
                    createdAt: VirtualInstant(seconds: Double(i - count) * 60))
        }
    }
    var nextMessageID: MessageID { MessageID(Int64(messages.count)) }
    mutating func newestPage(limit: Int) throws -> HistoryPage {
        let start = max(0, messages.count - limit)
        return HistoryPage(messages: Array(messages[start...]), hasMore: start > 0, latency: .milliseconds(100))
    }
    mutating func page(olderThan oldest: Message, limit: Int) throws -> HistoryPage {
        let end = Int(oldest.id.rawValue), start = max(0, end - limit)
        return HistoryPage(messages: Array(messages[start..<end]), hasMore: start > 0, latency: .milliseconds(100))
    }
}

let phone = DeviceProfile(
    name: "test", viewportWidth: 393, viewportHeight: 852, scale: 3, refreshRate: 60,
    safeAreaPortrait: .init(top: 59, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
    keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60,
    costs: DeviceProfile.Costs { _ in 10 }
)

/// A controller whose behaviour each test scripts through closures.
final class ScriptedController: ChatListController {
    var onLoad: (ChatListContext) -> Void = { _ in }
    var onFrame: (ChatListContext) -> Void = { _ in }
    var onMessages: (MessagesChange, ChatListContext) -> Void = { _, _ in }
    var onConfigure: (inout CellConfiguration) -> Void = { _ in }
    var onKeyboard: (KeyboardChange, ChatListContext) -> Void = { _, _ in }
    var onScrollTo: (MessageID, ScrollPosition, ChatListContext) -> Void = { _, _, _ in }
    var onScrollToBottomTap: (ChatListContext) -> Void = { _ in }

    func viewDidLoad(_ context: ChatListContext) { onLoad(context) }
    func displayLinkDidFire(_ context: ChatListContext) { onFrame(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { onMessages(change, context) }
    func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) { onKeyboard(change, context) }
    func scrollToMessageRequested(_ id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        onScrollTo(id, position, context)
    }
    func scrollToBottomTapped(_ context: ChatListContext) { onScrollToBottomTap(context) }
    func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        onConfigure(&cell)
    }
}

/// One section of every loaded message, oldest first.
func snapshot(_ context: ChatListContext) -> ChatSnapshot {
    var s = ChatSnapshot()
    // Cannot throw: a fresh snapshot has no section 0 yet, and loaded message ids are unique.
    try? s.appendSections([0])
    try? s.appendItems(context.messages.map { .message($0.id) }, toSection: 0)
    return s
}

/// Applies every loaded message and jumps to the newest one.
func applyAndScrollToBottom(_ context: ChatListContext) {
    context.dataSource.apply(snapshot(context), animatingDifferences: false)
    context.collectionView.layoutIfNeeded()
    context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
}

/// Applies every loaded message and jumps to the middle of the content, away from both ends.
func applyAndScrollToMiddle(_ context: ChatListContext) {
    context.dataSource.apply(snapshot(context), animatingDifferences: false)
    context.collectionView.layoutIfNeeded()
    let middle = (context.collectionView.minContentOffsetY + context.collectionView.maxContentOffsetY) / 2
    context.collectionView.setContentOffset(Point(y: middle), animated: false)
}

/// The start of frame `index` of a 60 Hz run.
func frameStart(_ index: Int) -> VirtualInstant { VirtualInstant.zero + VirtualDuration(microseconds: 16_667 * Int64(index)) }

func run(_ controller: ScriptedController, seconds: Double = 1, history: Int = 100, _ events: [TimelineEvent] = []) throws -> Simulation.Output {
    let configuration = RunConfiguration(scenario: "t", strategy: "scripted", device: phone, seed: 1,
                                         duration: .seconds(seconds), timeline: Timeline(events), pageSize: 20, recordsTrace: true)
    return try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: history)).run()
}


extension ScriptedController {
    /// Runs `body` on the `n`th display-link tick (frame n − 1) only.
    func onTick(_ n: Int, _ body: @escaping (ChatListContext) -> Void) {
        var tick = 0
        onFrame = { context in
            tick += 1
            if tick == n { body(context) }
        }
    }
}
