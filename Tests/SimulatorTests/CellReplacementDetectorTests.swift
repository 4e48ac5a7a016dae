import ChatModel
import Foundation
import Mocks
import Testing
import Viewport
@testable import Simulator

/// Cells on screen replaced by a reload (`replacedVisibleCells`, `replacedCellFrames`, the
/// `visibleCellReplaced` finding): a reload of an item drawn in the frame before and on screen
/// after counts, once per item and frame; a reconfigure, a reload of an item off screen or of
/// one that only came on screen in the same frame does not.
///
/// The runs use ``phone`` (60 Hz, frame k starts at k × 16 667 µs) over 100 short messages,
/// 20 loaded (`m-0080` … `m-0099`).
@Suite struct CellReplacementDetectorTests {
    /// A reply of one token every 100 ms from 0.2 s, longer than the run: tokens arrive in
    /// frames 12, 18, …, 54 of a 1 s run — eight of them.
    private let slowReply = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 1_000, rate: 10, chunk: 1...1))
    )

    /// A list at its bottom that shows every change of the streaming reply by reloading its
    /// item (`reloads`) or by reconfiguring it, in an animated apply.
    private func streaming(reloads: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            switch change {
            case .tokens(let id):
                var next = snapshot(context)
                // Cannot throw: the reply was applied when it started.
                if reloads { try? next.reloadItems([.message(id)]) } else { try? next.reconfigureItems([.message(id)]) }
                context.dataSource.apply(next, animatingDifferences: true)
            default:
                applyAndScrollToBottom(context)
            }
        }
        return controller
    }

    @Test func reloadingTheStreamingMessageReplacesItsCellOnEveryChunk() throws {
        let result = try run(streaming(reloads: true), seconds: 1, [slowReply]).result
        // Each of the eight tokens reloads the reply, on screen since it started in frame 6.
        #expect(result.metrics[.replacedVisibleCells] == 8)
        #expect(result.metrics[.replacedCellFrames] == 8)
        let finding = try #require(result.findings.first { $0.kind == .visibleCellReplaced })
        #expect(finding.frame == 12)
        #expect(finding.occurrences == 8)
        #expect(finding.message == "the cell showing m-0100 was replaced by a new one: reloadItems in an animated apply "
            + "(the old cell cross-fades out) from messagesDidChange(.tokens); reconfigureItems keeps the cell")
    }

    @Test func reconfiguringTheStreamingMessageKeepsItsCell() throws {
        let result = try run(streaming(reloads: false), seconds: 1, [slowReply]).result
        #expect(result.metrics[.replacedVisibleCells] == 0)
        #expect(result.metrics[.replacedCellFrames] == 0)
        #expect(!result.findings.contains { $0.kind == .visibleCellReplaced })
        // Reconfiguring kept the text fresh: the detector is not at 0 because nothing changed.
        #expect(result.metrics[.staleCellFrames] == 0)
        #expect(result.metrics[.tokensPerSecond]! > 0)
    }

    @Test func reloadDataReplacesEveryCellOnScreenInOneFrame() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(30) { context in context.collectionView.reloadData() }
        let output = try run(controller, seconds: 1)
        // Frame 29 (the 30th tick) reloads. Every item returns to its estimated height, so the
        // screen shifts: 8 of the 9 items drawn in frame 28 are on screen again, with new cells.
        let before = Set(output.trace[28].visible.map(\.item)), after = Set(output.trace[29].visible.map(\.item))
        #expect(before.count == 9 && before.intersection(after).count == 8)
        #expect(output.result.metrics[.replacedVisibleCells] == 8)
        #expect(output.result.metrics[.replacedCellFrames] == 1)
        let finding = try #require(output.result.findings.first { $0.kind == .visibleCellReplaced })
        #expect(finding.frame == 29)
        #expect(finding.message == "the cell showing m-0091 and 7 more on screen was replaced by a new one: reloadData() "
            + "from displayLinkDidFire; reconfigureItems keeps the cell")
    }

    @Test func applySnapshotUsingReloadDataIsNamedAsTheCall() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(30) { context in context.dataSource.applySnapshotUsingReloadData(snapshot(context)) }
        let result = try run(controller, seconds: 1).result
        #expect(result.metrics[.replacedVisibleCells] == 8)
        let finding = try #require(result.findings.first { $0.kind == .visibleCellReplaced })
        #expect(finding.message.contains(": applySnapshotUsingReloadData(_:) from displayLinkDidFire;"))
    }

    @Test func aReloadOfAnItemOffScreenReplacesNothingVisible() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(30) { context in
            var next = snapshot(context)
            // Cannot throw: the oldest loaded message, far above the screen at the bottom.
            try? next.reloadItems([.message(MessageID(80))])
            context.dataSource.apply(next, animatingDifferences: true)
        }
        let result = try run(controller, seconds: 1).result
        #expect(result.metrics[.replacedVisibleCells] == 0)
        #expect(result.metrics[.replacedCellFrames] == 0)
    }

    @Test func aCellFirstShownInTheSameFrameWasNeverDrawnSoItsReloadIsNotCounted() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(30) { context in
            // Jump to the top: the oldest messages get cells now, then one of them is reloaded.
            context.collectionView.setContentOffset(Point(y: context.collectionView.minContentOffsetY), animated: false)
            context.collectionView.layoutIfNeeded()
            var next = snapshot(context)
            try? next.reloadItems([.message(MessageID(80))])  // cannot throw: a loaded message
            context.dataSource.apply(next, animatingDifferences: false)
        }
        let result = try run(controller, seconds: 1).result
        #expect(result.metrics[.replacedVisibleCells] == 0)
    }

    @Test func twoReloadsOfOneItemInOneFrameReplaceItsDrawnCellOnce() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onTick(30) { context in
            for _ in 0..<2 {
                var next = snapshot(context)
                try? next.reloadItems([.message(MessageID(99))])  // cannot throw: a loaded message
                context.dataSource.apply(next, animatingDifferences: false)
                context.collectionView.layoutIfNeeded()
            }
        }
        let result = try run(controller, seconds: 1).result
        #expect(result.metrics[.replacedVisibleCells] == 1)
        #expect(result.metrics[.replacedCellFrames] == 1)
        #expect(result.findings.first { $0.kind == .visibleCellReplaced }?.message
            == "the cell showing m-0099 was replaced by a new one: reloadItems from displayLinkDidFire; reconfigureItems keeps the cell")
    }
}
