import ChatModel
import Foundation
import Mocks
import Testing
import Viewport
@testable import Simulator

/// Lag is not stale: a cell that trails its streaming message for less than
/// ``ShownTextWatch/staleAfterStreamGrace`` counts in ``Metric/staleCellFrames`` without a
/// `staleCell` finding (a list that coalesces updates trails by design); one that trails
/// longer is stuck, and named.
@Suite struct StaleLagDetectorTests {
    /// Ten tokens 100 ms apart from 0.2 s: the first in frame 12, the last in frame 66.
    private let tenTokens = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 10, rate: 10, chunk: 1...1)))

    /// Reconfigures the reply `delay` frames after each chunk; after `stopAfter` chunks, never.
    private func reconfiguringLate(delay: Int, stopAfter: Int = .max) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var pending: (id: MessageID, wait: Int)?
        var chunks = 0
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted: applyAndScrollToBottom(context)
            case .tokens(let id), .replyFinished(let id, _):
                chunks += 1
                if chunks <= stopAfter, pending == nil { pending = (id, delay) }
            default: break
            }
        }
        controller.onFrame = { context in
            guard let waiting = pending else { return }
            guard waiting.wait == 0 else { pending = (waiting.id, waiting.wait - 1); return }
            pending = nil
            var s = context.dataSource.snapshot()
            try? s.reconfigureItems([.message(waiting.id)])
            context.dataSource.apply(s, animatingDifferences: false)
        }
        return controller
    }

    @Test func aCellTrailingByLessThanTheGraceIsLagWithoutAStaleFinding() throws {
        let result = try run(reconfiguringLate(delay: 5), seconds: 1.5, [tenTokens]).result
        // Each of the ten tokens trails for the five frames before its reconfigure (the finish
        // lands with the last token).
        #expect(result.metrics[.staleCellFrames] == 50)
        #expect(result.metrics[.staleAfterStreamFrames] == 0)
        #expect(!result.findings.contains { $0.kind == .staleCell })
    }

    @Test func aCellTrailingPastTheGraceIsStuckAndNamed() throws {
        // Reconfigured for the first three chunks, then never again.
        let result = try run(reconfiguringLate(delay: 0, stopAfter: 3), seconds: 1.5, [tenTokens]).result
        let finding = try #require(result.findings.first { $0.kind == .staleCell })
        // The fourth token lands in frame 30; 250 ms (15 frames) of trailing later it is stuck.
        #expect(finding.frame == 45)
        #expect((result.metrics[.staleCellFrames] ?? 0) > Double(finding.occurrences))
    }
}
