import SuiteRunning
import Scenarios
import Simulator
import Testing

@Suite struct RateSearchTests {
    /// A probe whose metric is the rate itself, meeting the criterion up to `threshold`.
    private func step(upTo threshold: Double) -> (Double) -> RateSearch.Probe {
        { RateSearch.Probe(rate: $0, value: $0, passed: $0 <= threshold) }
    }

    @Test func bracketsTheThresholdToOneGridStep() {
        let search = RateSearch(range: 20...400, resolution: 5)
        let (outcome, probes) = search.run(step(upTo: 237))
        #expect(outcome == .bracketed(highestPassing: 235, lowestFailing: 240))
        #expect(probes.prefix(2).map(\.rate) == [20, 400])
        #expect(probes.count <= search.maximumProbes)
        #expect(search.maximumProbes == 9)   // 2 bounds + ⌈log₂ 76⌉ halvings
        #expect(probes.allSatisfy { ($0.rate - 20).truncatingRemainder(dividingBy: 5) == 0 })
    }

    @Test(arguments: [20.0, 21, 99, 150.5, 395, 399.99])
    func findsTheHighestPassingGridRateWhateverTheThreshold(threshold: Double) {
        let (outcome, _) = RateSearch(range: 20...400, resolution: 5).run(step(upTo: threshold))
        let expected = 20 + ((threshold - 20) / 5).rounded(.down) * 5
        #expect(outcome == .bracketed(highestPassing: expected, lowestFailing: expected + 5))
    }

    @Test func anUpperBoundOffTheGridIsTheLastFailingRate() {
        let (outcome, probes) = RateSearch(range: 20...103, resolution: 10).run(step(upTo: 101))
        #expect(outcome == .bracketed(highestPassing: 100, lowestFailing: 103))
        #expect(!probes.contains { $0.rate > 103 })
    }

    @Test func aRangeThatAlwaysPassesTakesTwoProbes() {
        let (outcome, probes) = RateSearch(range: 20...400, resolution: 5).run(step(upTo: 1_000))
        #expect(outcome == .sustainsWholeRange(highest: 400))
        #expect(probes.map(\.rate) == [20, 400])
        #expect(outcome.highestPassingRate == 400 && outcome.lowestFailingRate == nil)
    }

    @Test func aRangeThatFailsAtOnceTakesOneProbe() {
        let (outcome, probes) = RateSearch(range: 20...400, resolution: 5).run(step(upTo: 10))
        #expect(outcome == .failsAtLowestRate(lowest: 20))
        #expect(probes.map(\.rate) == [20])
        #expect(outcome.highestPassingRate == nil && outcome.lowestFailingRate == 20)
    }

    @Test func checkRatesLieAtThirdsOnEachSideOfTheAnswer() {
        let search = RateSearch(range: 20...400, resolution: 5)
        let (outcome, probes) = search.run(step(upTo: 237))
        // Below 235/s (grid step 43): steps 14 and 29; above 240/s (step 44) to 400/s
        // (step 76): steps 55 and 65.
        #expect(search.checkRates(after: outcome, probes: probes) == [90, 165, 295, 345])
        let aboveTheLowest: [Double] = [145, 275]   // steps 25 and 51 of 76
        #expect(search.checkRates(after: .failsAtLowestRate(lowest: 20), probes: []) == aboveTheLowest)
        // A rate the search already probed is not checked again.
        let probedThird = RateSearch.Probe(rate: 90, value: 90, passed: true)
        #expect(search.checkRates(after: outcome, probes: probes + [probedThird]) == [165, 295, 345])
    }
}

@Suite struct MonotonicityCheckTests {
    private func probe(_ rate: Double, _ value: Double, _ criterion: Scenarios.Expectation) -> RateSearch.Probe {
        RateSearch.Probe(rate: rate, value: value, passed: criterion.isSatisfied(by: value))
    }

    @Test func aRisingMetricContradictsNothing() {
        let below = Scenarios.Expectation(metric: .frameCostP99, comparison: .less, value: 2)
        let probes = [probe(40, 0.5, below), probe(20, 0.4, below), probe(80, 2.5, below), probe(60, 1.9, below)]
        #expect(MonotonicityCheck.violations(in: probes, criterion: below).isEmpty)
    }

    @Test func aDipBeyondTheToleranceIsReportedWithItsPair() {
        let below = Scenarios.Expectation(metric: .frameCostP99, comparison: .less, value: 2)
        // 1.90 → 1.85 is 0.05 ms, 2.5 % of the 2 ms bound; 1.85 → 1.84 is within 1 %.
        let probes = [probe(20, 1.0, below), probe(40, 1.90, below), probe(60, 1.85, below), probe(80, 1.84, below)]
        let found = MonotonicityCheck.violations(in: probes, criterion: below)
        #expect(found == [MonotonicityViolation(lower: probes[1], higher: probes[2])])
        #expect(found.first?.flipsTheCriterion == false)
    }

    @Test func aPassAboveAFailFlipsTheCriterion() {
        let below = Scenarios.Expectation(metric: .hitchTimeRatio, comparison: .less, value: 5)
        let probes = [probe(20, 1, below), probe(100, 6, below), probe(200, 4, below), probe(300, 7, below)]
        let found = MonotonicityCheck.violations(in: probes, criterion: below)
        #expect(found.count == 1)
        #expect(found.first?.lower.rate == 100 && found.first?.higher.rate == 200)
        #expect(found.first?.flipsTheCriterion == true)
    }

    @Test func aLowerBoundCriterionExpectsTheMetricToFall() {
        let above = Scenarios.Expectation(metric: .tokensPerSecond, comparison: .greaterOrEqual, value: 10)
        let falling = [probe(20, 30, above), probe(40, 20, above), probe(60, 9, above)]
        #expect(MonotonicityCheck.violations(in: falling, criterion: above).isEmpty)
        let rising = [probe(20, 30, above), probe(40, 35, above)]
        #expect(MonotonicityCheck.violations(in: rising, criterion: above).count == 1)
    }

    @Test func anEqualityCriterionCountsOnlyFlips() {
        let none = Scenarios.Expectation(metric: .duplicateLoadMore, comparison: .equal, value: 0)
        let probes = [probe(20, 0, none), probe(40, 2, none), probe(60, 1, none), probe(80, 0, none)]
        let found = MonotonicityCheck.violations(in: probes, criterion: none)
        #expect(found.map(\.higher.rate) == [80])
    }
}
