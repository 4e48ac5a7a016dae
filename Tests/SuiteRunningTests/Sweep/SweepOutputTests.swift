import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SuiteRunning
import Scenarios
import Simulator
import Testing

/// The sweep's table, JSON and charts, from a report built by hand.
@Suite struct SweepOutputTests {
    private static let criterion = Scenarios.Expectation(metric: .hitchTimeRatio, comparison: .less, value: 5)

    private static func probe(_ rate: Double, _ value: Double) -> RateSearch.Probe {
        RateSearch.Probe(rate: rate, value: value, passed: criterion.isSatisfied(by: value))
    }

    private static let report = SweepReport(
        toolVersion: "0.1.0", scenario: "stream", seed: 7, criterion: criterion, rates: 20...400, resolution: 5,
        series: [
            RateSeries(strategy: "natural", device: "iphone-15-pro", outcome: .sustainsWholeRange(highest: 400),
                       probes: [probe(20, 0), probe(400, 1.5)], probeWallSeconds: [0.1, 0.2],
                       checks: [probe(145, 0.5), probe(275, 1)], checkWallSeconds: [0.1, 0.1], violations: []),
            RateSeries(strategy: "flipped(unflip: cell)", device: "iphone-se-3",
                       outcome: .bracketed(highestPassing: 210, lowestFailing: 215),
                       probes: [probe(20, 0.5), probe(400, 9), probe(210, 4.5), probe(215, 5.5)], probeWallSeconds: [0.1, 0.2, 0.1, 0.1],
                       checks: [probe(90, 4.8)], checkWallSeconds: [0.1],
                       violations: [MonotonicityViolation(lower: probe(90, 4.8), higher: probe(210, 4.5))]),
        ],
        historyCurves: [
            HistoryCurve(strategy: "natural", device: "iphone-15-pro", points: [
                HistoryPoint(history: 1_000, frameCostP99: 0.45, hitchTimeRatio: 0, hostFrameTimeP99: 0.05,
                             hostHeldBytes: 280_000, hostStartupSeconds: 0.0002, hostWallSeconds: 0.3),
                HistoryPoint(history: 1_000_000, frameCostP99: 0.46, hitchTimeRatio: 0, hostFrameTimeP99: 0.05,
                             hostHeldBytes: 300_000, hostStartupSeconds: 0.0002, hostWallSeconds: 0.3),
            ]),
        ],
        jobs: 2, wallSeconds: 1.5)

    @Test func theTableShowsEachSeriesAndEachContradiction() {
        let table = SweepTable.render(Self.report)
        #expect(table.contains("Sweep of stream: the highest token rate with hitchTimeRatio < 5 ms/s"))
        #expect(table.contains("Rates 20/s…400/s, bisection to 5/s."))
        #expect(table.contains("  natural                iphone-15-pro       ≥ 400/s              —                   1.5 ms/s       2    2 ok\n"))
        #expect(table.contains("  flipped(unflip: cell)  iphone-se-3           210/s          215/s                   4.5 ms/s       4  1, ! 1\n"))
        #expect(table.contains("! flipped(unflip: cell) on iphone-se-3: 210/s did better than 90/s (hitchTimeRatio 4.5 ms/s at 210/s, 4.8 ms/s at 90/s)"))
        #expect(table.contains("  natural   iphone-15-pro  1,000,000       0.46 ms          0 ms/s         0.05 ms      293 KiB    0.2 ms\n"))
        #expect(table.contains("11 runs, up to 2 at once, in 1.5 s."))
    }

    @Test func theJSONKeepsHostFiguresUnderHostMetricsOnly() throws {
        let deterministic = SweepJSONWriter.json(Self.report, includeHostMetrics: false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(deterministic.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "sweep")
        let series = try #require(object["series"] as? [[String: Any]])
        #expect(series.map { $0["outcome"] as? String } == ["sustainsWholeRange", "bracketed"])
        #expect(series[1]["highestPassingRate"] as? Double == 210)
        #expect((series[1]["monotonicityViolations"] as? [[String: Any]])?.first?["flipsTheCriterion"] as? Bool == false)
        #expect(!deterministic.contains("host"))
        let full = SweepJSONWriter.json(Self.report)
        #expect(full.contains("\"hostHeldBytes\": 300000"))
        #expect(full.components(separatedBy: "\"hostMetrics\"").count - 1 == 6 + 3 + 2 + 1)   // probes, checks, points, sweep
    }

    @Test func chartsAreWellFormedSVGWithoutIdsOrStyleSheets() throws {
        let files = SweepChart.files(Self.report)
        #expect(files.map(\.name) == ["sweep-rate.svg", "sweep-history.svg"])
        for (name, svg) in files {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(!svg.contains(" id=") && !svg.contains("<style"))
        }
        let rate = try #require(SweepChart.rateSVG(Self.report))
        #expect(rate.components(separatedBy: "<polyline").count - 1 == 2)
        // 2 + 2 markers of natural, 4 + 1 of flipped; the failing ones hollow.
        #expect(rate.components(separatedBy: "<circle").count - 1 == 9)
        #expect(rate.components(separatedBy: "fill=\"#fff\"/>").count - 1 == 2)
        #expect(rate.contains("flipped(unflip: cell) · iphone-se-3"))
        let history = try #require(SweepChart.historySVG(Self.report))
        for label in [">1k<", ">10k<", ">100k<", ">1M<"] { #expect(history.contains(label)) }
        #expect(history.components(separatedBy: "<polyline").count - 1 == 4)   // one line per panel
    }

    @Test func aSweepWithoutRatesOrHistoryHasNoSuchChart() {
        var historyOnly = Self.report
        historyOnly.rates = nil
        historyOnly.series = []
        #expect(SweepChart.files(historyOnly).map(\.name) == ["sweep-history.svg"])
        var ratesOnly = Self.report
        ratesOnly.historyCurves = []
        #expect(SweepChart.files(ratesOnly).map(\.name) == ["sweep-rate.svg"])
        #expect(SweepFolder.files(of: ratesOnly).keys.sorted() == ["sweep-rate.svg", "sweep.json", "sweep.txt"])
    }

    @Test func linearTicksAreRoundAndLogTicksArePowersOfTen() {
        #expect(SVGPlot.ticks(0...11.2, scale: .linear) == [0, 2, 4, 6, 8, 10])
        #expect(SVGPlot.ticks(20...400, scale: .linear) == [100, 200, 300, 400])
        #expect(SVGPlot.ticks(1_000...1_000_000, scale: .logarithmic) == [1_000, 10_000, 100_000, 1_000_000])
        #expect(SVGPlot.ticks(316...3_160, scale: .logarithmic) == [1_000])
    }
}
