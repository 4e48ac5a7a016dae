import Simulator
import Testing
@testable import Scenarios

/// `growth:` in a `gate:` block or thresholds file: how much a metric may grow per tenfold
/// history, read naturally and checked at its line and column.
@Suite struct GrowthGateBlockTests {
    private let header = "name: gated\ntimeline:\n  - at: 0.5s\n    send: hi\n"

    @Test func aGrowthBoundReadsAsWritten() throws {
        let scenario = try ScenarioParser.parse(yaml: header + """
            gate:
              frameCostP99: { absolute: 0.5ms, growth: 5% per 10x history }
              hitchTimeRatio: { growth: 0% per tenfold history }
            """, path: "test.yaml")
        #expect(scenario.gate[.frameCostP99]?.growth == GrowthBound(perTenfold: 0.05))
        #expect(scenario.gate[.frameCostP99]?.absolute == 0.5)
        #expect(scenario.gate[.hitchTimeRatio]?.growth == GrowthBound(perTenfold: 0))
        #expect(GrowthBound(perTenfold: 0.05).description == "5% per 10x history")
        let thresholds = try ThresholdsParser.parse(yaml: "frameCostP99: { growth: 12.5% per 10× history }\n", path: "thresholds.yaml")
        #expect(thresholds[.frameCostP99]?.growth == GrowthBound(perTenfold: 0.125))
    }

    @Test func aReplyBoundReadsBesideAHistoryBound() throws {
        let scenario = try ScenarioParser.parse(yaml: header + """
            gate:
              frameCostP99: { growth: [5% per 10x history, 10% per 10x reply] }
              hitchTimeRatio: { growth: 20% per 10x reply }
            """, path: "test.yaml")
        #expect(scenario.gate[.frameCostP99]?.growth == GrowthBound(perTenfold: 0.05))
        #expect(scenario.gate[.frameCostP99]?.replyGrowth == GrowthBound(perTenfold: 0.1, axis: .reply))
        #expect(scenario.gate[.hitchTimeRatio]?.growth == nil)
        #expect(scenario.gate[.hitchTimeRatio]?.replyGrowth == GrowthBound(perTenfold: 0.2, axis: .reply))
        #expect(GrowthBound(perTenfold: 0.1, axis: .reply).description == "10% per 10x reply")
        let thresholds = try ThresholdsParser.parse(yaml: "frameCostP99: { growth: 10% per 10x reply }\n", path: "thresholds.yaml")
        #expect(thresholds[.frameCostP99]?.replyGrowth == GrowthBound(perTenfold: 0.1, axis: .reply))
    }

    @Test(arguments: [
        ("gate:\n  frameCostP99: { growth: 5% per 10 history }\n", "test.yaml:6:27: error: 'growth' of 'frameCostP99' must read like '5% per 10x history'"),
        ("gate:\n  frameCostP99: { growth: 5 per 10x history }\n", "test.yaml:6:27: error: 'growth' of 'frameCostP99' must read like"),
        ("gate:\n  snapshotApplies: { growth: 5% per 10x history }\n", "test.yaml:6:30: error: 'growth' of 'snapshotApplies': sweep --history and --reply-tokens measure growth of frameCostP99 and hitchTimeRatio only"),
    ])
    func mistakesNameFileLineAndColumn(block: String, expected: String) {
        do {
            _ = try ScenarioParser.parse(yaml: header + block, path: "test.yaml")
            Issue.record("expected an error")
        } catch {
            let text = String(describing: error)
            #expect(text.contains(expected), "\(text)")
        }
    }
}
