import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// Supplementary views (a UIKit face's section headers, footers and decoration views) charged
/// and counted as cells (``ChatListContext/supplementaryViewWillDisplay(reuseKind:)``): the
/// same controller run with and without a header view coming and going, on ``phone`` (every
/// cost 10 µs). Tick 10 shows a header (created), tick 20 ends it (queued), tick 30 shows it
/// again (reused), tick 40 shows an app-made view (created) and tick 41 ends it (freed);
/// ticks 12, 25 and 35 ask for a layout pass.
@Suite struct SupplementaryViewCostTests {
    private func controller(withHeaders: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var tick = 0
        controller.onFrame = { context in
            tick += 1
            // A layout pass in these frames, in both runs.
            if [12, 25, 35].contains(tick) { context.collectionView.setNeedsLayout() }
            guard withHeaders else { return }
            switch tick {
            case 10, 30: context.supplementaryViewWillDisplay(reuseKind: "header")
            case 20: context.supplementaryViewDidEndDisplaying(reuseKind: "header")
            case 40: context.supplementaryViewWillDisplay(reuseKind: nil)
            case 41: context.supplementaryViewDidEndDisplaying(reuseKind: nil)
            default: break
            }
        }
        return controller
    }

    /// The record of the frame tick `tick` fired in (frame `tick` − 1).
    private func frame(_ output: Simulation.Output, tick: Int) throws -> FrameRecord {
        try #require(output.trace.first { $0.frame == tick - 1 })
    }

    @Test func aHeaderViewIsChargedAndCountedAsACell() throws {
        let plain = try run(controller(withHeaders: false)), headed = try run(controller(withHeaders: true))
        // Two creations (tick 10's, tick 40's), one reuse (tick 30's).
        #expect(headed.result.metrics[.cellsCreated].map { $0 - (plain.result.metrics[.cellsCreated] ?? 0) } == 2)
        for tick in [10, 40] {
            let extra = try frame(headed, tick: tick).operations[.cellCreate] - frame(plain, tick: tick).operations[.cellCreate]
            #expect(abs(extra - 0.01) < 1e-12)
        }
        let reuse = try frame(headed, tick: 30).operations[.cellDequeue] - frame(plain, tick: 30).operations[.cellDequeue]
        #expect(abs(reuse - 0.01) < 1e-12)
        // Alive: one more from tick 10 (in use, then queued, then in use again); the app's own
        // view only in tick 40's frame, freed at 41.
        #expect(try frame(headed, tick: 9).cellsAlive == frame(plain, tick: 9).cellsAlive)
        #expect(try frame(headed, tick: 10).cellsAlive == frame(plain, tick: 10).cellsAlive + 1)
        #expect(try frame(headed, tick: 40).cellsAlive == frame(plain, tick: 40).cellsAlive + 2)
        #expect(try frame(headed, tick: 41).cellsAlive == frame(plain, tick: 41).cellsAlive + 1)
        // Laid out with the cells: each layout pass while the header is on screen costs one
        // item more, 10 µs (a pass over n cells costs 10n µs in the plain run); none while it
        // is off screen (tick 25).
        for tick in [12, 25, 35] {
            let plainFrame = try frame(plain, tick: tick), headedFrame = try frame(headed, tick: tick)
            let plainPass = plainFrame.operations[.layoutPass], headedPass = headedFrame.operations[.layoutPass]
            let passes = (plainPass / (0.01 * Double(plainFrame.visible.count))).rounded()
            let onScreen: Double = tick == 25 ? 0 : 1
            #expect(passes >= 1)
            #expect(abs(headedPass - plainPass - passes * 0.01 * onScreen) < 1e-9)
        }
    }

    /// Without supplementary views nothing changes: the same run twice is the same run.
    @Test func withoutSupplementaryViewsTheFiguresAreTheCells() throws {
        let first = try run(controller(withHeaders: false)).result
        let second = try run(controller(withHeaders: false)).result
        #expect(first.metrics == second.metrics)
    }
}
