import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The cost ledger's split of each frame by operation, and the run's attribution built from
/// it. Runs use ``phone`` (every cost 10 µs, 60 Hz).
@Suite struct CostAttributionTests {
    /// Reconfigures the first message in frames 10 and 20 with 20 ms + `extra` µs of the cell's own work.
    private func heavyReconfigures(extra: Double) -> ScriptedController {
        .heavyReconfigures(at: [10, 20], extra: 20_000 + extra)
    }

    @Test func everyFramesOperationsAddUpToItsCost() throws {
        let output = try run(heavyReconfigures(extra: 0))
        #expect(!output.trace.isEmpty)
        for record in output.trace {
            #expect(abs(record.operations.total - record.cost) <= 1e-9 * max(1, record.cost), "frame \(record.frame)")
            for phase in FramePhase.allCases {
                let ofPhase = record.operations.nonZero.filter { $0.operation.phase == phase }.reduce(0) { $0 + $1.milliseconds }
                #expect(abs(ofPhase - record.phases[phase]) <= 1e-9, "frame \(record.frame) \(phase)")
            }
        }
    }

    @Test func theWorstFrameNamesTheControllersCellWork() throws {
        let output = try run(heavyReconfigures(extra: 500))
        let attribution = try #require(output.result.costAttribution)
        let worst = try #require(attribution.frame(for: .frameCostMax))
        // The first of the two equal heavy frames: the controller's tenth display-link call.
        #expect(worst.frame == 9)
        #expect(worst.cost == output.result.metrics[.frameCostMax])
        #expect(worst.operations[.controllerCellWork] == 20.5)
        // The reconfigured cell (an assistant or user message, 10 µs) and its dequeue.
        #expect(worst.operations[.configureUserCell] + worst.operations[.configureAssistantCell] == 0.01)
        #expect(worst.phases.controller == 20.5)
        // Every frame's operations summed is the run's: both heavy frames' cell work.
        #expect(abs(attribution.operations[.controllerCellWork] - 41) < 1e-9)
        let p99 = try #require(attribution.frame(for: .frameCostP99))
        #expect(p99.cost == output.result.metrics[.frameCostP99])
        let p50 = try #require(attribution.frame(for: .frameCostP50))
        #expect(p50.cost == output.result.metrics[.frameCostP50])
    }

    @Test func aRunWithoutWorkAttributesNothingToTheController() throws {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        let attribution = try #require(try run(controller).result.costAttribution)
        #expect(attribution.operations[.controllerCellWork] == 0)
        #expect(attribution.operations[.controllerWork] == 0)
        #expect(attribution.frames.map(\.metric) == [.frameCostP50, .frameCostP90, .frameCostP99, .frameCostMax])
    }

    @Test func operationNamesAreStableAndRoundTrip() {
        #expect(CostOperation.configureAssistantCell.label == "configure assistant cell")
        #expect(CostOperation.textLayout.label == "text layout")
        for operation in CostOperation.allCases { #expect(CostOperation(name: operation.name) == operation) }
        #expect(Set(CostOperation.allCases.map(\.name)).count == CostOperation.allCases.count)
    }
}

/// `scrollWritesPerReply`: the most programmatic scrolls during one streamed reply.
@Suite struct ScrollWritesPerReplyTests {
    /// Ten tokens 100 ms apart from 0.2 s.
    private let tenTokens = TimelineEvent(
        at: VirtualInstant(seconds: 0.1),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 10, rate: 10, chunk: 1...1))
    )
    /// Four tokens after the first reply has ended.
    private let fourTokens = TimelineEvent(
        at: VirtualInstant(seconds: 1.5),
        action: .reply(Mocks.ReplySpec(ttft: .milliseconds(100), tokens: 4, rate: 10, chunk: 1...1))
    )

    /// A list that follows a reply by scrolling to the bottom on its start and on every token
    /// when `scrollsOnTokens`, reconfiguring the reply's cell either way.
    private func follower(scrollsOnTokens: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { applyAndScrollToBottom($0) }  // before any reply: not counted
        controller.onMessages = { change, context in
            switch change {
            case .replyStarted:
                if scrollsOnTokens { applyAndScrollToBottom(context) } else {
                    context.dataSource.apply(snapshot(context), animatingDifferences: false)
                }
            case .tokens(let id):
                var s = context.dataSource.snapshot()
                try? s.reconfigureItems([.message(id)])
                context.dataSource.apply(s, animatingDifferences: false)
                if scrollsOnTokens {
                    context.collectionView.layoutIfNeeded()
                    context.collectionView.setContentOffset(Point(y: context.collectionView.maxContentOffsetY), animated: false)
                }
            default: break
            }
        }
        return controller
    }

    @Test func countsTheScrollsOfTheBusiestReply() throws {
        let metrics = try run(follower(scrollsOnTokens: true), seconds: 3, [tenTokens, fourTokens]).result.metrics
        // The first reply: one scroll as it starts, one a token (10); the second: 1 + 4.
        #expect(metrics[.scrollWritesPerReply] == 11)
    }

    @Test func staysZeroForAListThatDoesNotScrollDuringReplies() throws {
        let metrics = try run(follower(scrollsOnTokens: false), seconds: 3, [tenTokens, fourTokens]).result.metrics
        #expect(metrics[.scrollWritesPerReply] == 0)
    }

    @Test func isDeclaredAsACountWhereLowerIsBetter() {
        #expect(Metric(name: "scrollWritesPerReply") == .scrollWritesPerReply)
        #expect(Metric.scrollWritesPerReply.unit == .count)
        #expect(Metric.scrollWritesPerReply.direction == .lowerIsBetter)
        #expect(Metric.scrollWritesPerReply.isGateable)
    }
}
