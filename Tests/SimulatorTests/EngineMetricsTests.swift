import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// A history of `count` short alternating messages, fixed 100 ms page latency.
private struct FixedHistory: MessageHistory {
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

private let phone = DeviceProfile(
    name: "test", viewportWidth: 393, viewportHeight: 852, scale: 3, refreshRate: 60,
    safeAreaPortrait: .init(top: 59, bottom: 34), safeAreaLandscape: .init(top: 0, bottom: 21),
    keyboardHeight: .init(portrait: 336, landscape: 209), composerHeight: 60,
    costs: DeviceProfile.Costs { _ in 10 }
)

/// A controller whose behaviour each test scripts through closures.
private final class ScriptedController: ChatListController {
    var onLoad: (ChatListContext) -> Void = { _ in }
    var onFrame: (ChatListContext) -> Void = { _ in }
    var onMessages: (MessagesChange, ChatListContext) -> Void = { _, _ in }
    var onConfigure: (inout CellConfiguration) -> Void = { _ in }

    func viewDidLoad(_ context: ChatListContext) { onLoad(context) }
    func displayLinkDidFire(_ context: ChatListContext) { onFrame(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { onMessages(change, context) }
    func configure(_ cell: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        onConfigure(&cell)
    }
}

private func snapshot(_ context: ChatListContext) -> ChatSnapshot {
    var s = ChatSnapshot()
    try? s.appendSections([0])
    try? s.appendItems(context.messages.map { .message($0.id) }, toSection: 0)
    return s
}

private func run(_ controller: ScriptedController, seconds: Double = 1, _ events: [TimelineEvent] = []) throws -> Simulation.Output {
    let configuration = RunConfiguration(scenario: "t", strategy: "scripted", device: phone, seed: 1,
                                         duration: .seconds(seconds), timeline: Timeline(events), pageSize: 20, recordsTrace: true)
    return try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: 100)).run()
}

@Suite struct EngineMetricsTests {
    @Test func applyingTheSameSnapshotIsRedundant() throws {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frames = 0
        controller.onFrame = { context in
            frames += 1
            if frames <= 3 { context.dataSource.apply(snapshot(context), animatingDifferences: true) }
        }
        let metrics = try run(controller).result.metrics
        #expect(metrics[.snapshotApplies] == 4)
        #expect(metrics[.animatedApplies] == 3)
        #expect(metrics[.redundantApplies] == 3)
    }

    @Test func loadMoreWhileInFlightIsADuplicateByTrigger() throws {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 2 else { return }
            context.requestLoadMore(trigger: .scroll)
            context.requestLoadMore(trigger: .prefetch)
            context.requestLoadMore(trigger: .scroll)
        }
        let result = try run(controller).result
        #expect(result.metrics[.loadMoreCalls] == 3)
        #expect(result.metrics[.duplicateLoadMore] == 2)
        #expect(result.metrics[.duplicateLoadMoreFromScroll] == 1)
        #expect(result.metrics[.duplicateLoadMoreFromPrefetch] == 1)
        let finding = try #require(result.findings.first { $0.kind == .duplicateLoadMore })
        #expect(finding.frame == 1)
    }

    @Test func theTransformChainDecidesUprightness() throws {
        for (cell, contentView, hosted, upright) in [
            (ViewTransform.flippedVertically, ViewTransform.identity, true, false),
            (.flippedVertically, .identity, false, true),
            (.identity, .flippedVertically, true, true),
            (.identity, .identity, true, false),
        ] {
            let controller = ScriptedController()
            controller.onLoad = {
                $0.collectionView.transform = .flippedVertically
                $0.dataSource.apply(snapshot($0), animatingDifferences: false)
            }
            controller.onConfigure = {
                $0.cellTransform = cell
                $0.contentViewTransform = contentView
                $0.hostsContent = hosted
            }
            let metrics = try run(controller, seconds: 0.5).result.metrics
            #expect(metrics[.upsideDownFrames] == (upright ? 0 : metrics[.frames]), "cell \(cell) contentView \(contentView) hosted \(hosted)")
        }
    }

    @Test func tokensReconfiguredEveryFrameReachTheScreenInOneFrame() throws {
        let controller = ScriptedController()
        controller.onLoad = { context in
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
        }
        var dirty: MessageID?
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted:
                context.dataSource.apply(snapshot(context), animatingDifferences: false)
                context.collectionView.layoutIfNeeded()
                context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
            case .tokens(let id): dirty = id
            default: break
            }
        }
        controller.onFrame = { context in
            guard let id = dirty else { return }
            dirty = nil
            var s = context.dataSource.snapshot()
            try? s.reconfigureItems([.message(id)])
            context.dataSource.apply(s, animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
        }
        let spec = Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 120, rate: 30)
        let metrics = try run(controller, seconds: 5, [TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .reply(spec))]).result.metrics
        // A token arrives during frame k and is drawn by frame k, presented at its end.
        let frame = 1000.0 / 60
        #expect(metrics[.tokenToScreenP99]! <= frame + 0.001)
        #expect(metrics[.tokenToScreenP50]! > 0)
        #expect(abs(metrics[.tokensPerSecond]! - 30) < 1.5)
        #expect(metrics[.followMisses] == 0)
    }

    @Test func anImageIsDecodedOnceWhileItsCellLives() throws {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        let output = try run(controller, seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
        ])
        // The send is not applied by this controller, so no image cell appears.
        #expect(output.result.metrics[.peakImageBytes] == 0)
        let applying = ScriptedController()
        applying.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        applying.onMessages = { change, context in
            if case .sent = change {
                context.dataSource.apply(snapshot(context), animatingDifferences: false)
                context.collectionView.layoutIfNeeded()
                context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
            }
        }
        let shown = try run(applying, seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
        ])
        let bytes = shown.result.metrics[.peakImageBytes]!
        #expect(bytes > 0)
        // Three photos from the fixed size table, decoded at 4 bytes a pixel.
        #expect(bytes.truncatingRemainder(dividingBy: 4) == 0)
    }

    @Test func sameInputsGiveTheSameTrace() throws {
        func once() throws -> [FrameRecord] {
            let controller = ScriptedController()
            controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
            return try run(controller, seconds: 2, [
                TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .fling(velocity: 3000)),
                TimelineEvent(at: VirtualInstant(seconds: 1), action: .keyboard(show: true)),
            ]).trace
        }
        #expect(try once() == once())
    }
}
