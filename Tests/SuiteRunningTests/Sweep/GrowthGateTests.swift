import Scenarios
import Testing
@testable import SuiteRunning

/// Growth per tenfold history from a sweep's points: the log-log slope as a factor per decade.
@Suite struct GrowthGateTests {
    @Test func aCostProportionalToTheHistoryGrowsNineHundredPercentPerTenfold() {
        let growth = GrowthGate.growth([(100, 1), (1_000, 10), (10_000, 100)])
        #expect(abs(growth - 9) < 1e-9)
    }

    @Test func aConstantCostDoesNotGrow() {
        #expect(GrowthGate.growth([(100, 2.5), (1_000, 2.5), (100_000, 2.5)]) == 0)
        #expect(GrowthGate.growth([(100, 0), (1_000, 0)]) == 0)
    }

    @Test func aCostFromNothingGrowsWithoutBound() {
        #expect(GrowthGate.growth([(100, 0), (1_000, 0.3)]) == .infinity)
    }

    @Test func aLogarithmicCostGrowsByAFixedShare() {
        // 1.05× per decade, exactly: within a 5% bound.
        let growth = GrowthGate.growth([(100, 1), (1_000, 1.05), (10_000, 1.1025)])
        #expect(abs(growth - 0.05) < 1e-9)
        let judgement = GrowthGate.Judgement(strategy: "natural", device: "iphone-15-pro", metric: .frameCostP99,
                                             growth: growth - 1e-12, bound: GrowthBound(perTenfold: 0.05))
        #expect(judgement.passed)
        #expect(judgement.line == "✓ natural on iphone-15-pro: frameCostP99 grows 5.0% per 10x history (at most 5.0%)")
    }
}
