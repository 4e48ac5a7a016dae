import ChatModel
import Testing
@testable import Simulator
import Strategies

/// The engine answers "which items are on screen" from its last listing while the cells, the
/// items' places and the scroll position are unchanged — at the start of every frame, and
/// through frames in which nothing moved (the fast path) — instead of listing them again
/// (the plain path): every bundled list design, through streaming, a drag, a fling, the
/// keyboard, a scroll to the bottom and a page of history, must give the same run either way
/// — every frame of the trace, every metric and every finding.
@Suite struct ReusedVisibleItemsTests {
    static let timeline: [TimelineEvent] = [
        .at(0.2, .send(text: "Explain the layout", images: 0)),
        .at(0.2, reply(tokens: 400, rate: 120)),
        .at(1.0, .drag(distance: 600, duration: .milliseconds(250))),
        .at(1.6, .fling(velocity: 3_000)),
        .at(2.4, .keyboard(show: true)),
        .at(3.0, .scrollToBottom),
        .at(3.6, .keyboard(show: false)),
    ]

    @Test(arguments: ["natural", "flipped", "iris", "sparkifire", "v0", "personal-llm", "reported", "reported-swiftui"])
    func reusingTheLastListingRunsAsListingTheItemsAgain(strategy: String) throws {
        let reused = try Self.run(strategy, reusesVisibleItems: true)
        let listed = try Self.run(strategy, reusesVisibleItems: false)
        #expect(reused.trace.count == listed.trace.count)
        #expect(reused.trace == listed.trace)
        #expect(reused.result.metrics == listed.result.metrics)
        #expect(reused.result.findings == listed.result.findings)
        // The run is not idle: the list scrolled and showed cells.
        #expect(reused.trace.contains { !$0.visible.isEmpty })
        #expect(Set(reused.trace.map(\.offsetY)).count > 10)
    }

    private static func run(_ strategy: String, reusesVisibleItems: Bool) throws -> Simulation.Output {
        let controller = try StrategyRegistry.bundled.makeController(name: strategy, options: [])
        let configuration = RunConfiguration(
            scenario: "test", strategy: strategy, device: testPhone, seed: 3,
            duration: .seconds(5), timeline: Timeline(timeline), pageSize: 30, recordsTrace: true
        )
        let simulation = try Simulation(configuration: configuration, controller: controller,
                                        history: GeneratedHistory(count: 300, seed: 3))
        simulation.engine.reusesVisibleItems = reusesVisibleItems
        return try simulation.run()
    }
}
