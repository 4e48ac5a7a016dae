import Testing
@testable import Simulator

@Suite struct MetricTests {
    @Test func everyMetricIsFoundByItsName() {
        for metric in Metric.all { #expect(Metric(name: metric.name) == metric) }
        #expect(Metric(name: "hitchs") == nil)
    }

    @Test func theRecorderProducesExactlyTheDeterministicMetricsInReportOrder() {
        let metrics = MetricsRecorder().metrics(duration: .seconds(1))
        #expect(metrics.metrics == Metric.deterministic)
        #expect(Metric.all == Metric.deterministic + Metric.host)
    }

    @Test func onlyDeterministicMetricsAreGateable() {
        #expect(Metric.all.filter(\.isGateable) == Metric.deterministic)
        #expect(Metric.host == [.hostFrameTimeP50, .hostFrameTimeP99, .hostAllocatedPeakBytes, .hostAllocations, .hostWallSeconds])
        #expect(Metric.host.allSatisfy { $0.kind == .host && !$0.isGateable })
    }

    @Test func throughputIsTheOnlyFigureWhereHigherIsBetter() {
        #expect(Metric.all.filter { $0.direction == .higherIsBetter } == [.tokensPerSecond])
        #expect(Metric.hitches.direction == .lowerIsBetter)
    }

    @Test func unitsHaveACanonicalSymbol() {
        #expect(Metric.frameCostP99.unit.symbol == "ms")
        #expect(Metric.blankAreaMax.unit.symbol == "pt²")
        #expect(Metric.peakImageBytes.unit.symbol == "B")
        #expect(Metric.hostWallSeconds.unit.symbol == "s")
        #expect(Metric.frames.unit.symbol == nil)
    }

    @Test func aMissingMetricThrowsInsteadOfReadingAsZero() throws {
        var set = MetricSet()
        set[.hitches] = 2
        #expect(try set.value(of: .hitches) == 2)
        #expect(throws: MetricSet.MissingMetric.self) { try set.value(of: .followMisses) }
        #expect(set[.followMisses] == nil)
    }
}
