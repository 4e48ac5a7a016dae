import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// The controller's own scrolls to an item are judged where they come to rest
/// (`scrollToMisses`), with ``phone`` over 100 short messages, 20 loaded: a scroll that
/// crosses rows at their estimate lands where the estimates put the item.
@Suite struct AppScrollToItemTests {
    private static let stack = LazyStackConfiguration(spacing: 8, verticalPadding: 16, horizontalPadding: 16)

    /// Applies the loaded messages at open and scrolls to the last one at the bottom with
    /// `scrollToItem`, once or again after the layout measured the rows it landed on.
    private func collectionView(settles: Bool) throws -> RunResult {
        let controller = ScriptedController()
        controller.onLoad = { context in
            context.dataSource.apply(snapshot(context), animatingDifferences: false)
            let last = IndexPath(item: context.messages.count - 1, section: 0)
            for _ in 0..<(settles ? 2 : 1) {
                context.collectionView.scrollToItem(at: last, at: .bottom, animated: false)
                context.collectionView.layoutIfNeeded()
            }
        }
        return try run(controller, seconds: 0.5).result
    }

    @Test func aScrollToItemThatLandsShortIsAMiss() throws {
        let result = try collectionView(settles: false)
        #expect(result.metrics[.scrollToMisses] == 1)
        let finding = try #require(result.findings.first { $0.kind == .scrollToMiss })
        // Judged at the end of the opening frame: the rows the jump landed on measured 16 pt
        // taller than their estimates, so the last message's bottom sits 16 pt under the
        // bottom of the visible area.
        #expect(finding.frame == 0)
        #expect(finding.message == "the app's scroll to m-0099 (from viewDidLoad) came to rest 16 pt from the requested position")
    }

    @Test func aScrollToItemThatLandsWhereAskedIsNoMiss() throws {
        let result = try collectionView(settles: true)
        #expect(result.metrics[.scrollToMisses] == 0)
        #expect(result.findings.first { $0.kind == .scrollToMiss } == nil)
    }

    /// A lazy stack opened at its top that scrolls to its last row at the bottom in
    /// `onAppear` (`proxy.scrollTo(lastID, anchor: .bottom)`), or to its first row at the top.
    private func lazyStack(scrollsTo last: Bool) throws -> RunResult {
        let controller = ScriptedController()
        controller.onLoad = { context in
            let list = context.lazyStack(Self.stack)
            list.update(rows: context.messages.map { .message($0.id) }, rowCount: 20, changed: [])
            let target = last ? context.messages.last! : context.messages.first!
            _ = list.scrollTo(.message(target.id), anchor: last ? .bottom : .top, animation: nil)
        }
        return try run(controller, seconds: 0.5).result
    }

    @Test func aLazyStackScrollToAcrossEstimatedRowsIsAMiss() throws {
        let result = try lazyStack(scrollsTo: true)
        #expect(result.metrics[.scrollToMisses] == 1)
        let finding = try #require(result.findings.first { $0.kind == .scrollToMiss })
        // The stack sizes the rows it lands on, 50.68 pt taller than their estimates.
        #expect(finding.message == "the app's scroll to m-0099 (from viewDidLoad) came to rest 50.68 pt from the requested position")
    }

    @Test func aLazyStackScrollToARowOnScreenIsNoMiss() throws {
        let result = try lazyStack(scrollsTo: false)
        #expect(result.metrics[.scrollToMisses] == 0)
    }

    /// A user's pick answered by the app's `scrollToItem` is judged once, as the pick: the app
    /// puts the message at the top, where it asked (no miss of its own), not at the centre
    /// where the user asked (the pick's miss).
    @Test func theAppsAnswerToAPickIsJudgedAsThePick() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onScrollTo = { id, _, context in
            guard let indexPath = context.dataSource.indexPath(for: .message(id)) else { return }
            for _ in 0..<2 {
                context.collectionView.scrollToItem(at: indexPath, at: .top, animated: false)
                context.collectionView.layoutIfNeeded()
            }
        }
        let pick = [TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .scrollTo(message: MessageID(85), position: .centeredVertically))]
        let result = try run(controller, seconds: 0.5, pick).result
        #expect(result.metrics[.scrollToMisses] == 1)
        #expect(result.findings.first { $0.kind == .scrollToMiss }?.message.hasPrefix("the scroll to m-0085") == true)
    }
}
