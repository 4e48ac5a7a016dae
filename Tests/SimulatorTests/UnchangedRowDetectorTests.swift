import ChatModel
import Foundation
import Mocks
import Testing
import Viewport
@testable import Simulator

/// Work redone for rows that did not change (``Metric/unchangedRowUpdates``, finding
/// ``Finding/Kind/unchangedRowsUpdated``): fires with its exact count for a list that
/// reconfigures rows showing what they already show, stays 0 for one that reconfigures only
/// the row whose message changed.
@Suite struct UnchangedRowDetectorTests {
    /// Reconfigures the three newest messages, unchanged, on each of `ticks`.
    private func reconfiguringNewestThree(on ticks: Set<Int>) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var tick = 0
        controller.onFrame = { context in
            tick += 1
            guard ticks.contains(tick) else { return }
            var s = context.dataSource.snapshot()
            try? s.reconfigureItems(context.messages.suffix(3).map { .message($0.id) })
            context.dataSource.apply(s, animatingDifferences: false)
        }
        return controller
    }

    @Test func reconfiguringRowsThatShowTheirContentCountsEachAndIsFlaggedTheSecondFrame() throws {
        let result = try run(reconfiguringNewestThree(on: [10, 20]), seconds: 1).result
        // Three rows in each of two frames.
        #expect(result.metrics[.unchangedRowUpdates] == 6)
        let finding = try #require(result.findings.first { $0.kind == .unchangedRowsUpdated })
        #expect(finding.frame == 19)
        #expect(finding.occurrences == 3)
        #expect(finding.message.hasSuffix("again with the content it already showed, in a second frame of such work: work redone for a row that did not change"))
    }

    @Test func oneFrameOfUnchangedWorkIsCountedButNotFlagged() throws {
        let result = try run(reconfiguringNewestThree(on: [10]), seconds: 1).result
        #expect(result.metrics[.unchangedRowUpdates] == 3)
        #expect(!result.findings.contains { $0.kind == .unchangedRowsUpdated })
    }

    @Test func reconfiguringOnlyTheRowThatChangedStaysZero() throws {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted: applyAndScrollToBottom(context)
            case .tokens(let id), .replyFinished(let id, _):
                var s = context.dataSource.snapshot()
                try? s.reconfigureItems([.message(id)])
                context.dataSource.apply(s, animatingDifferences: false)
            default: break
            }
        }
        let reply = TimelineEvent(at: VirtualInstant(seconds: 0.1),
                                  action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 40, rate: 60, chunk: 1...1)))
        let result = try run(controller, seconds: 1.5, [reply]).result
        #expect((result.metrics[.cellsConfigured] ?? 0) > 40)
        #expect(result.metrics[.unchangedRowUpdates] == 0)
        #expect(!result.findings.contains { $0.kind == .unchangedRowsUpdated })
    }
}
