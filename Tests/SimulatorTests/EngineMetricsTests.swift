import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

@Suite struct EngineMetricsTests {
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

    @Test func eachFramesCostIsSplitByPhase() throws {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        // The controller's own work in its cell provider is the controller phase.
        controller.onConfigure = { $0.extraCostMicroseconds = 25 }
        var frames = 0
        controller.onFrame = { context in
            frames += 1
            guard frames == 3 else { return }
            var next = snapshot(context)
            // Cannot throw: every item named is in the snapshot.
            try? next.reconfigureItems(next.itemIdentifiers)
            context.dataSource.apply(next, animatingDifferences: false)
        }
        let trace = try run(controller, seconds: 0.2).trace
        // Reconfiguring reaches the cells on screen only, each adding 25 µs of the controller's.
        #expect(trace[2].visible.count == 9)
        #expect(abs(trace[2].phases.controller - 0.025 * 9) < 1e-12)
        // Every figure of the test phone is 10 µs: applying 20 items over 20 builds 20,
        // diffs 40 and applies once (610 µs).
        #expect(abs(trace[2].phases.applyDiff - 0.61) < 1e-12)
        #expect(trace[1].phases == FramePhaseCosts())
        for record in trace {
            let sum = FramePhase.allCases.reduce(0) { $0 + record.phases[$1] }
            #expect(abs(sum - record.cost) < 1e-9, "frame \(record.frame)")
        }
    }

    @Test func aFrameObserverSeesEveryFrameWithItsFirstFindingsWithoutATrace() throws {
        let controller = ScriptedController()
        // Opened on its newest message, so the redundant applies are the run's only findings.
        controller.onLoad = applyAndScrollToBottom
        var frames = 0
        controller.onFrame = { context in
            frames += 1
            if frames == 4 || frames == 9 { context.dataSource.apply(snapshot(context), animatingDifferences: false) }
        }
        let configuration = RunConfiguration(scenario: "t", strategy: "scripted", device: phone, seed: 1,
                                             duration: .seconds(0.5), timeline: Timeline([]), pageSize: 20)
        let simulation = try Simulation(configuration: configuration, controller: controller, history: FixedHistory(count: 100))
        var seen: [FrameRecord] = []
        simulation.frameObserver = { seen.append($0) }
        let output = try simulation.run()
        #expect(output.trace.isEmpty)
        #expect(Double(seen.count) == output.result.metrics[.frames])
        #expect(seen.map(\.frame) == Array(0..<seen.count))
        // Two redundant applies: the kind is first seen in the first one's frame only.
        #expect(seen.filter { !$0.findings.isEmpty }.map(\.frame) == [3])
        #expect(seen[3].findings == [.redundantApply])
    }
}
