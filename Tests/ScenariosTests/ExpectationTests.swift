import Testing
@testable import Scenarios

@Suite("Expectations and per-strategy gates")
struct ExpectationTests {
    private func expectations(_ body: String, strategies: String = "") throws -> ExpectationSet {
        try ScenarioParser.parse(yaml: "name: e\n\(strategies)expect:\n\(body)", path: "e.yaml").expectations
    }

    @Test func operatorsAndBareNumbersParse() throws {
        let set = try expectations("""
          frames: 2400
          hitches: "== 0"
          redundantApplies: "!= 3"
          cellsCreated: "< 40"
          layoutPasses: "> 1"
          loadMoreCalls: ">= 1"
          snapshotApplies: "<=600"
          anchorDriftMax: 0.5
        """)
        #expect(set.general == [
            Expectation(metric: .frames, comparison: .equal, value: 2400),
            Expectation(metric: .hitches, comparison: .equal, value: 0),
            Expectation(metric: .redundantApplies, comparison: .notEqual, value: 3),
            Expectation(metric: .cellsCreated, comparison: .less, value: 40),
            Expectation(metric: .layoutPasses, comparison: .greater, value: 1),
            Expectation(metric: .loadMoreCalls, comparison: .greaterOrEqual, value: 1),
            Expectation(metric: .snapshotApplies, comparison: .lessOrEqual, value: 600),
            Expectation(metric: .anchorDriftMax, comparison: .equal, value: 0.5),
        ])
    }

    @Test func unitSuffixesMatchingTheMetricAreAcceptedAndConverted() throws {
        let set = try expectations("""
          hitchTimeRatio: "<= 5 ms/s"
          frameCostP99: "< 8.33ms"
          anchorDriftMax: "<= 1pt"
          blankAreaMax: "<= 100 pt²"
          blankAreaCumulative: "<= 2000 pt^2"
          tokenToScreenP50: "<= 16 ms"
          tokensPerSecond: ">= 100/s"
          peakImageBytes: "<= 2 MiB"
        """)
        #expect(set.general.map(\.value) == [5, 8.33, 1, 100, 2000, 16, 100, 2_097_152])
    }

    @Test func comparisonsDecideSatisfaction() {
        let gate = Expectation(metric: .hitchTimeRatio, comparison: .lessOrEqual, value: 5)
        #expect(gate.isSatisfied(by: 5))
        #expect(!gate.isSatisfied(by: 5.01))
        #expect(Comparison.notEqual.holds(1, 0))
        #expect(!Comparison.greater.holds(1, 1))
    }

    @Test func perStrategyExpectationsOverrideTheGeneralOnesForThatStrategyOnly() throws {
        let set = try expectations("""
          duplicateLoadMore: 0
          snapshotApplies: "<= 600"
          per-strategy:
            "flipped(loadMore: scrollAndPrefetch, unflip: cell)":
              duplicateLoadMore: ">= 1"
              upsideDownFrames: 0
        """, strategies: "strategies: [natural, \"flipped(unflip: cell, loadMore: scrollAndPrefetch)\"]\n")
        let buggy = StrategySpec(name: "flipped", options: [.init(key: "unflip", value: "cell"), .init(key: "loadMore", value: "scrollAndPrefetch")])
        #expect(set.expectations(for: buggy) == [
            Expectation(metric: .duplicateLoadMore, comparison: .greaterOrEqual, value: 1),
            Expectation(metric: .snapshotApplies, comparison: .lessOrEqual, value: 600),
            Expectation(metric: .upsideDownFrames, comparison: .equal, value: 0),
        ])
        #expect(set.expectations(for: StrategySpec(name: "natural")) == [
            Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0),
            Expectation(metric: .snapshotApplies, comparison: .lessOrEqual, value: 600),
        ])
    }
}
