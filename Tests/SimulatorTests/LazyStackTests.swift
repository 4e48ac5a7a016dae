import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The SwiftUI lazy stack, its timers and paced reveal, driven through the public seam with
/// ``phone`` (60 Hz, every cost 10 µs) over 100 short messages, 20 loaded.
@Suite struct LazyStackTests {
    private static let stack = LazyStackConfiguration(spacing: 8, verticalPadding: 16, horizontalPadding: 16)

    private func rows(_ context: ChatListContext) -> [ChatItemID] { context.messages.map { .message($0.id) } }

    /// A lazy stack updated once at frame 5 with a ForEach of `rowCount` rows.
    private func bodyEvaluation(rowCount: Int) throws -> RunResult {
        let controller = ScriptedController()
        var list: LazyStackList!
        controller.onLoad = { context in
            list = context.lazyStack(Self.stack)
            list.update(rows: self.rows(context), rowCount: 20, changed: [])
        }
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            if frame == 5 { list.update(rows: self.rows(context), rowCount: rowCount, changed: []) }
        }
        return try run(controller).result
    }

    @Test func bodyEvaluationCostsPerRowOfTheForEach() throws {
        let small = try bodyEvaluation(rowCount: 1_000)
        let large = try bodyEvaluation(rowCount: 100_000)
        #expect(small.metrics[.snapshotApplies] == 2)  // body evaluations: the first and the update
        // 99,000 more rows diffed at 10 µs each: 990 ms more in that frame.
        let extra = large.metrics[.frameCostMax]! - small.metrics[.frameCostMax]!
        #expect(abs(extra - 990) < 1e-6)
    }

    @Test func rowsAreCreatedOnceAndNeverReused() throws {
        let controller = ScriptedController()
        controller.onLoad = { context in
            let list = context.lazyStack(Self.stack)
            list.update(rows: self.rows(context), rowCount: 20, changed: [])
        }
        let result = try run(controller, seconds: 2, [TimelineEvent(at: .zero + .seconds(0.2), action: .drag(distance: 2_000, duration: .seconds(0.5)))]).result
        // Every row shown was built once and is kept: cells alive = rows created.
        #expect(result.metrics[.cellsCreated] == result.metrics[.peakCellsAlive])
        #expect(result.metrics[.cellsCreated]! > 8)
    }

    // MARK: topAnchorMisses

    /// A list that scrolls its last row to the top over a 2,000 pt bottom margin, then (when
    /// `shrinks`) drops the margin at frame 10, so the clamped offset moves the row.
    private func topAnchored(shrinks: Bool) throws -> RunResult {
        let controller = ScriptedController()
        var list: LazyStackList!
        controller.onLoad = { context in
            list = context.lazyStack(Self.stack)
            list.update(rows: self.rows(context), rowCount: 20, changed: [])
            list.bottomContentMargin = 2_000
            list.scrollTo(.message(context.messages.last!.id), anchor: .top, animation: nil)
        }
        var frame = 0
        controller.onFrame = { _ in
            frame += 1
            if shrinks, frame == 10 { list.bottomContentMargin = 0 }
        }
        return try run(controller).result
    }

    @Test func topAnchorMissesCountFramesTheAnchoredRowMoved() throws {
        let result = try topAnchored(shrinks: true)
        // Frames 9…59 (the margin drops in the tick of frame 9) show the row off its place.
        #expect(result.metrics[.topAnchorMisses] == 51)
        #expect(result.metrics[.followMisses] == 0)
        #expect(result.findings.first { $0.kind == .topAnchorMiss }?.frame == 9)
    }

    @Test func topAnchorMissesStayZeroWhileTheRowStays() throws {
        let result = try topAnchored(shrinks: false)
        #expect(result.metrics[.topAnchorMisses] == 0)
    }

    // MARK: Timers

    @Test func timersFireOnTheFirstTickAtOrAfterTheirTime() throws {
        let controller = ScriptedController()
        var fired: [VirtualInstant] = []
        controller.onLoad = { context in
            context.schedule(after: .milliseconds(16)) { fired.append(context.now) }
            context.schedule(after: .milliseconds(40)) { fired.append(context.now) }
        }
        _ = try run(controller)
        #expect(fired == [frameStart(1), frameStart(3)])
    }

    @Test func aDebounceCancelledEveryFrameNeverFires() throws {
        let controller = ScriptedController()
        var fired = 0
        var pending: TimerID?
        controller.onFrame = { context in
            if let pending { context.cancelTimer(pending) }
            pending = context.schedule(after: .milliseconds(20)) { fired += 1 }
        }
        _ = try run(controller)
        #expect(fired == 0)
    }

    // MARK: Paced reveal

    /// A natural list that reveals each chunk `delay` after it arrives (nil: at once).
    private func revealing(after delay: VirtualDuration?) throws -> RunResult {
        let controller = ScriptedController()
        var hiding: Set<MessageID> = []
        controller.onLoad = { applyAndScrollToBottom($0) }
        controller.onMessages = { change, context in
            var s = snapshot(context)
            if case .tokens(let id) = change, context.dataSource.snapshot().indexOfItem(.message(id)) != nil {
                try? s.reconfigureItems([.message(id)])
            }
            context.dataSource.apply(s, animatingDifferences: false)
            context.collectionView.layoutIfNeeded()
            context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
            guard let delay, case .tokens(let id) = change, let length = context.message(id)?.text.utf8.count else { return }
            if hiding.insert(id).inserted { context.setShownLength(0, of: id) }
            context.schedule(after: delay) { context.setShownLength(length, of: id) }
        }
        let reply = ReplySpec(ttft: .milliseconds(100), tokens: 20, rate: 20)
        return try run(controller, seconds: 2, [TimelineEvent(at: .zero, action: .reply(reply))]).result
    }

    @Test func aPacedRevealDelaysTokenToScreen() throws {
        let paced = try revealing(after: .milliseconds(200))
        let immediate = try revealing(after: nil)
        #expect(immediate.metrics[.tokenToScreenP99]! <= 16.67 + 1e-9)
        #expect(immediate.metrics[.tokensPerSecond]! > 0)
        #expect(paced.metrics[.tokenToScreenP50]! >= 200)
        // Tokens still revealing when the stream ended are counted too.
        #expect(paced.metrics[.tokensPerSecond]! > 0)
    }

    // MARK: Curves

    @Test func curvesStartAtZeroAndSettleAtOne() {
        for curve: ListAnimation in [.spring(duration: 0.3, bounce: 0.2), .interpolatingSpring(stiffness: 500, damping: 45),
                                     .easeOut(duration: 0.5), .default] {
            #expect(abs(curve.progress(after: 0)) < 1e-9)
            #expect(abs(curve.progress(after: curve.settleTime) - 1) < 0.01, "\(curve)")
        }
        // A bouncy spring overshoots; the critically damped keyboard spring barely does.
        let bouncy = (0..<100).map { ListAnimation.spring(duration: 0.3, bounce: 0.2).progress(after: Double($0) / 100) }.max()!
        #expect(bouncy > 1.01)
    }
}
